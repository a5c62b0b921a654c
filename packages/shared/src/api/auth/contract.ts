// The route table: the auth operations' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { messageResponseSchema } from '../../schemas/common';
import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  oauthCallbackQuerySchema,
  oauthProviderSchema,
  oauthStartQuerySchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  signInProvidersResponseSchema,
  updateRoleRequestSchema,
  verifyEmailRequestSchema,
} from '../../schemas/user';
import { REDIRECT, type OperationContract } from '../contract-kit';
import type { AUTH_OPERATIONS } from './operations';

export const AUTH_CONTRACT = {
  // ---- auth -------------------------------------------------------------------------------
  // 409: the email, or the business's username, is taken (nothing is created then).
  register: { body: registerRequestSchema, responses: { 201: registerResponseSchema }, errors: [409, 429] },
  // 403: the account is of the other role than the login screen it used.
  login: { body: loginRequestSchema, responses: { 200: authResponseSchema }, errors: [401, 403, 429] },
  updateRole: { body: updateRoleRequestSchema, responses: { 200: authResponseSchema }, errors: [409] },
  // 400: the link is unknown, used, expired, or for an address the account no longer has.
  // 403: the link is another account's (it confirms only inside a session of its own account).
  verifyEmail: { body: verifyEmailRequestSchema, responses: { 200: messageResponseSchema }, errors: [403] },
  resendVerification: { responses: { 200: messageResponseSchema }, errors: [409, 429] },
  forgotPassword: {
    body: forgotPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [429],
  },
  resetPassword: { body: resetPasswordRequestSchema, responses: { 200: authResponseSchema }, errors: [429] },
  // 400: the link is unknown, used or expired; 409: the old address went to another account meanwhile.
  undoEmailChange: {
    body: verifyEmailRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [409],
  },
  listSignInProviders: { responses: { 200: signInProvidersResponseSchema } },
  startExternalSignIn: {
    params: z.object({ provider: oauthProviderSchema }),
    query: oauthStartQuerySchema,
    responses: { 302: REDIRECT },
  },
  finishExternalSignIn: {
    params: z.object({ provider: oauthProviderSchema }),
    query: oauthCallbackQuerySchema,
    responses: { 302: REDIRECT },
  },
} as const satisfies Record<keyof typeof AUTH_OPERATIONS, OperationContract>;
