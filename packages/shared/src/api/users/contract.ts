// The route table: the users operations' request and response schemas (see ../contract.ts).
import {
  changePasswordRequestSchema,
  passwordChangedResponseSchema,
  updateProfileRequestSchema,
  userSchema,
} from '../../schemas/user';
import type { OperationContract } from '../contract-kit';
import type { USER_OPERATIONS } from './operations';

export const USER_CONTRACT = {
  // ---- users ------------------------------------------------------------------------------
  getProfile: { responses: { 200: userSchema } },
  // 403: an account without a password changes its address only soon after signing in.
  updateProfile: { body: updateProfileRequestSchema, responses: { 200: userSchema }, errors: [403, 409] },
  changePassword: { body: changePasswordRequestSchema, responses: { 200: passwordChangedResponseSchema } },
} as const satisfies Record<keyof typeof USER_OPERATIONS, OperationContract>;
