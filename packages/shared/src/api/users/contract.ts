// The route table: the users operations' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  passwordChangedResponseSchema,
  updateProfileRequestSchema,
  userSchema,
} from '../../schemas/user';
import { accountExportSchema, deleteAccountRequestSchema } from '../../schemas/privacy';
import { csv, NO_CONTENT, type OperationContract } from '../contract-kit';
import type { USER_OPERATIONS } from './operations';

export const USER_CONTRACT = {
  // ---- users ------------------------------------------------------------------------------
  getProfile: { responses: { 200: userSchema } },
  // 403: an account without a password changes its address only soon after signing in.
  updateProfile: { body: updateProfileRequestSchema, responses: { 200: userSchema }, errors: [403, 409] },
  changePassword: { body: changePasswordRequestSchema, responses: { 200: passwordChangedResponseSchema } },
  exportMyData: { responses: { 200: accountExportSchema } },
  exportMyBookingsCsv: { responses: { 200: csv() } },
  exportMyBookingsIcs: {
    responses: { 200: { contentType: 'text/calendar; charset=utf-8', schema: z.string() } },
  },
  // 400: a wrong password (nothing changes); 403: no password and no recent sign-in.
  deleteMyAccount: { body: deleteAccountRequestSchema, responses: { 204: NO_CONTENT }, errors: [403] },
} as const satisfies Record<keyof typeof USER_OPERATIONS, OperationContract>;
