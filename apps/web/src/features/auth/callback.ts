// The external sign-in return (/auth/callback, spec section 2): what to do with its query.
import { OAUTH_PASSWORD_ACCOUNT_ERROR } from '@booklane/shared/domain';
import { dashboardPathOf, safeReturnPath, signInErrorPath } from '@/config/paths';
import type { SessionUser } from '@/lib/session';

/**
 * What this tab remembered when it started the sign-in (sessionStorage `oauthRole`, `oauthNonce`
 * and, when the login page was asked to lead back somewhere, `oauthReturnTo`).
 */
export type SignInStart = { role: string | null; nonce: string | null; returnTo?: string | null };

export type CallbackOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'signed-in'; token: string; user: SessionUser; next: { chooseRole: true } | { to: string } };

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
 * this app only, `safeReturnPath`), else to the dashboard of their role.
 */
export function callbackOutcome(params: URLSearchParams, started: SignInStart): CallbackOutcome {
  const error = params.get('error');
  if (error) {
    return {
      kind: 'redirect',
      to:
        error === OAUTH_PASSWORD_ACCOUNT_ERROR
          ? signInErrorPath('oauth_failed', 'password_account')
          : signInErrorPath('oauth_failed'),
    };
  }
  const token = params.get('token');
  const rawUser = params.get('user');
  if (!token || !rawUser) return { kind: 'redirect', to: signInErrorPath('invalid_callback') };
  // Login CSRF: someone else's callback link (their token) must not sign this browser in.
  const returned = params.get('state');
  if (!started.nonce || !returned || returned !== started.nonce) {
    return { kind: 'redirect', to: signInErrorPath('invalid_callback') };
  }
  let user: unknown;
  try {
    // URLSearchParams already decoded it once; a doubly encoded value is decoded again.
    user = JSON.parse(rawUser.startsWith('%7B') ? decodeURIComponent(rawUser) : rawUser);
  } catch {
    return { kind: 'redirect', to: signInErrorPath('callback_error') };
  }
  if (!isUser(user)) return { kind: 'redirect', to: signInErrorPath('callback_error') };
  const rememberedRole = started.role;
  const differs =
    (rememberedRole === 'business' || rememberedRole === 'customer') && rememberedRole !== user.role;
  const chooseRole = differs && user.provider !== 'local';
  return {
    kind: 'signed-in',
    token,
    user,
    next: chooseRole
      ? { chooseRole: true }
      : { to: safeReturnPath(started.returnTo ?? null) ?? dashboardPathOf(user.role) },
  };
}
