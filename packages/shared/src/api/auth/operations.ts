// The route table: the auth operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const AUTH_OPERATIONS = {
  // ---- auth -------------------------------------------------------------------------------
  register: {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    tag: 'Auth',
    summary: 'Create a customer or business account',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    tag: 'Auth',
    summary: 'Sign in with email and password',
  },
  updateRole: {
    method: 'PUT',
    path: '/api/auth/update-role',
    auth: 'user',
    tag: 'Auth',
    summary: 'Choose the role of an account made by an external sign-in (once)',
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'user',
    tag: 'Auth',
    summary:
      "Confirm an account's email address with the link of the verification email, signed in to that account",
  },
  resendVerification: {
    method: 'POST',
    path: '/api/auth/resend-verification',
    auth: 'user',
    tag: 'Auth',
    summary: 'Send the verification email again',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'none',
    tag: 'Auth',
    summary: 'Email a password-reset link (the same answer whether or not the address has an account)',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    tag: 'Auth',
    summary: "Set a new password with a reset link's token; every other session ends",
  },
  undoEmailChange: {
    method: 'POST',
    path: '/api/auth/undo-email-change',
    auth: 'none',
    tag: 'Auth',
    summary:
      "Undo a change of the account's email address with the link sent to the old address; every session ends",
  },
  listSignInProviders: {
    method: 'GET',
    path: '/api/auth/providers',
    auth: 'none',
    tag: 'Auth',
    summary: 'The external sign-in providers this server is configured for (the buttons the forms show)',
  },
  startExternalSignIn: {
    method: 'GET',
    path: '/api/auth/{provider}',
    auth: 'none',
    tag: 'Auth',
    summary: 'Start a sign-in with Google or Facebook (redirects to the provider)',
  },
  finishExternalSignIn: {
    method: 'GET',
    path: '/api/auth/{provider}/callback',
    auth: 'none',
    tag: 'Auth',
    summary: 'The provider returns here; redirects to the web app with a session or an error',
  },
} as const satisfies Record<string, OperationInfo>;
