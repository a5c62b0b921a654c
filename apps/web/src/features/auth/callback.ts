// The external sign-in return (/auth/callback, spec section 2): what to do with its query.
import {
  OAUTH_PASSWORD_ACCOUNT_ERROR,
  type OAuthCallbackError,
  type OAuthFailureReason,
} from '@booklane/shared/domain';
import { returnPathFor } from '@/config/return-path';
import { dashboardPathOf, safeReturnPath, signInErrorPath } from '@/config/paths';
import type { SessionUser } from '@/lib/session';

/**
 * What this tab remembered when it started the sign-in (sessionStorage `oauthRole`, `oauthNonce`
 * and, when the login page was asked to lead back somewhere, `oauthReturnTo`).
 */
export type SignInStart = { role: string | null; nonce: string | null; returnTo?: string | null };

export type CallbackOutcome =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'signed-in';
      token: string;
      user: SessionUser;
      /** The role step first (then `returnTo`, when the chosen role may open it), or a page. */
      next: { chooseRole: true; returnTo: string | null } | { to: string };
    };

function isUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    (user.role === 'business' || user.role === 'customer')
  );
}

/**
 * error present -> /login?error=oauth_failed (with `reason=password_account` when the email
 * belongs to a password account); token or user missing -> invalid_callback; a return this tab did
 * not start (its `state` is missing or is not the nonce the tab kept) -> invalid_callback, without
 * signing in; anything unreadable -> callback_error. Otherwise signed in: the role selection
 * appears when the role remembered at the start differs from the account's and the account is not
 * a password account. A signed-in user goes back to the page the login was opened for (a page of
 * this app only, `safeReturnPath`, and not one kept for the other role), else to the dashboard of
 * their role; after the role step, likewise. A failure keeps that page in the welcome page's
 * address (`&next=`), so trying again still leads there.
 */
export function callbackOutcome(params: URLSearchParams, started: SignInStart): CallbackOutcome {
  // Kept through every way on: a failure (retried from the welcome page) and the role step too.
  const returnTo = safeReturnPath(started.returnTo ?? null);
  const failed = (code: OAuthCallbackError, reason?: OAuthFailureReason): CallbackOutcome => ({
    kind: 'redirect',
    to: signInErrorPath(code, reason, returnTo),
  });
  const error = params.get('error');
  if (error) {
    return error === OAUTH_PASSWORD_ACCOUNT_ERROR
      ? failed('oauth_failed', 'password_account')
      : failed('oauth_failed');
  }
  const token = params.get('token');
  const rawUser = params.get('user');
  if (!token || !rawUser) return failed('invalid_callback');
  // Login CSRF: someone else's callback link (their token) must not sign this browser in.
  const returned = params.get('state');
  if (!started.nonce || !returned || returned !== started.nonce) return failed('invalid_callback');
  let user: unknown;
  try {
    // URLSearchParams already decoded it once; a doubly encoded value is decoded again.
    user = JSON.parse(rawUser.startsWith('%7B') ? decodeURIComponent(rawUser) : rawUser);
  } catch {
    return failed('callback_error');
  }
  if (!isUser(user)) return failed('callback_error');
  const rememberedRole = started.role;
  const differs =
    (rememberedRole === 'business' || rememberedRole === 'customer') && rememberedRole !== user.role;
  const chooseRole = differs && user.provider !== 'local';
  return {
    kind: 'signed-in',
    token,
    user,
    next: chooseRole
      ? { chooseRole: true, returnTo }
      : { to: returnPathFor(user.role, returnTo) ?? dashboardPathOf(user.role) },
  };
}
