// External sign-in (spec sections 2 and 7): the role chosen before leaving is remembered in
// sessionStorage (`oauthRole`) and sent as `state` = JSON {intendedRole, nonce}; the return lands on
// /auth/callback, or on /login?error=... when it failed. `nonce` is a random value this tab keeps
// (`oauthNonce`): the server hands it back on a successful return, and the callback page signs in
// only when it matches, so a callback link made by someone else cannot sign this browser in. A login
// page asked to lead back to a page (`?next=`) keeps that path beside them (`oauthReturnTo`, a page
// of this app only) so the return lands there too (issue 21 item 5).
import {
  OAUTH_CALLBACK_ERRORS,
  type OAuthCallbackError,
  type OAuthFailureReason,
  type UserRole,
} from '@booklane/shared/domain';
import { type OAuthProvider } from '@booklane/shared/schemas';
import { apiUrl } from '@/lib/api-client';

/** A fresh random value for one sign-in start: 256 bits, base64url (43 characters). */
export function newSignInNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** GET /auth/{provider}?state=...: the browser leaves for the provider, so this is a link. */
export function oauthStartUrl(provider: OAuthProvider, intendedRole: UserRole, nonce: string): string {
  return apiUrl('startExternalSignIn', {
    params: { provider },
    query: { state: JSON.stringify({ intendedRole, nonce }) },
  });
}

const CALLBACK_ERROR_TEXTS: Record<OAuthCallbackError, string> = {
  oauth_failed:
    'Signing in with Google or Facebook did not complete. Please try again, or use your email and password.',
  invalid_callback: 'The sign-in answer we received was incomplete. Please try signing in again.',
  callback_error: 'Something went wrong while finishing your sign-in. Please try again.',
};

const FAILURE_REASON_TEXTS: Record<OAuthFailureReason, string> = {
  password_account:
    'This email is already registered with a password. Please sign in with your email and password.',
};

/** An understandable text for `/login?error=...&reason=...`, or null when there is no error. */
export function oauthErrorText(code: string | null, reason: string | null = null): string | null {
  if (!code) return null;
  if (code === 'oauth_failed' && reason && Object.hasOwn(FAILURE_REASON_TEXTS, reason)) {
    return FAILURE_REASON_TEXTS[reason as OAuthFailureReason];
  }
  return (OAUTH_CALLBACK_ERRORS as readonly string[]).includes(code)
    ? CALLBACK_ERROR_TEXTS[code as OAuthCallbackError]
    : 'Sign-in did not complete. Please try again.';
}
