// The external sign-in return (/auth/callback, spec section 2): what to do with its query.
import { dashboardPathOf, signInErrorPath } from '@/config/paths';
import type { SessionUser } from '@/lib/session';

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
 * error present -> /login?error=oauth_failed; token or user missing -> invalid_callback; anything
 * unreadable -> callback_error. Otherwise signed in: the role selection appears when the role
 * remembered at the start differs from the account's and the account is not a password account.
 */
export function callbackOutcome(params: URLSearchParams, rememberedRole: string | null): CallbackOutcome {
  if (params.get('error')) return { kind: 'redirect', to: signInErrorPath('oauth_failed') };
  const token = params.get('token');
  const rawUser = params.get('user');
  if (!token || !rawUser) return { kind: 'redirect', to: signInErrorPath('invalid_callback') };
  let user: unknown;
  try {
    // URLSearchParams already decoded it once; a doubly encoded value is decoded again.
    user = JSON.parse(rawUser.startsWith('%7B') ? decodeURIComponent(rawUser) : rawUser);
  } catch {
    return { kind: 'redirect', to: signInErrorPath('callback_error') };
  }
  if (!isUser(user)) return { kind: 'redirect', to: signInErrorPath('callback_error') };
  const differs =
    (rememberedRole === 'business' || rememberedRole === 'customer') && rememberedRole !== user.role;
  const chooseRole = differs && user.provider !== 'local';
  return {
    kind: 'signed-in',
    token,
    user,
    next: chooseRole ? { chooseRole: true } : { to: dashboardPathOf(user.role) },
  };
}
