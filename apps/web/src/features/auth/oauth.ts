// External sign-in (spec sections 2 and 7): the role chosen before leaving is remembered in
// sessionStorage (`oauthRole`) and sent as `state` = JSON {intendedRole}; the return lands on
// /auth/callback, or on /login?error=... when it failed.
import {
  OAUTH_CALLBACK_ERRORS,
  type OAuthCallbackError,
  type OAuthProvider,
  type UserRole,
} from '@booklane/shared';
import { apiUrl } from '@/lib/api-client';

/** GET /auth/{provider}?state=...: the browser leaves for the provider, so this is a link. */
export function oauthStartUrl(provider: OAuthProvider, intendedRole: UserRole): string {
  return apiUrl('startExternalSignIn', {
    params: { provider },
    query: { state: JSON.stringify({ intendedRole }) },
  });
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
