// External sign-in (spec sections 2 and 7): the role chosen before leaving is remembered in
// sessionStorage (`oauthRole`) and sent as `state` = JSON {intendedRole}; the return lands on
// /auth/callback, or on /login?error=... when it failed.
import { OAUTH_CALLBACK_ERRORS, type OAuthCallbackError, type UserRole } from '@booklane/shared';

export type OAuthProvider = 'google' | 'facebook';

export function oauthStartUrl(provider: OAuthProvider, intendedRole: UserRole): string {
  const state = encodeURIComponent(JSON.stringify({ intendedRole }));
  return `/api/auth/${provider}?state=${state}`;
}

const CALLBACK_ERROR_TEXTS: Record<OAuthCallbackError, string> = {
  oauth_failed:
    'Signing in with Google or Facebook did not complete. Please try again, or use your email and password.',
  invalid_callback: 'The sign-in answer we received was incomplete. Please try signing in again.',
  callback_error: 'Something went wrong while finishing your sign-in. Please try again.',
};

/** An understandable text for `/login?error=...`, or null when there is no (known) error. */
export function oauthErrorText(code: string | null): string | null {
  if (!code) return null;
  return (OAUTH_CALLBACK_ERRORS as readonly string[]).includes(code)
    ? CALLBACK_ERROR_TEXTS[code as OAuthCallbackError]
    : 'Sign-in did not complete. Please try again.';
}
