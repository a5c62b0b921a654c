import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginReturningTo, PATHS } from '@/config/paths';
import { session, useSession } from '@/lib/session';
import { guardRedirect, type GuardRule } from '@/config/guards';

/**
 * Renders the page only for its role; re-checks whenever the session changes (logout, a 401). A
 * signed-out visitor is sent to sign in, and brought back here afterwards.
 */
export function RequireRole({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  const target = guardRedirect(user, rule);
  if (!target) return children;
  // A visitor who just logged out is going home; the welcome page (the business dashboard's way
  // in) leads to that dashboard anyway.
  const to =
    !user && session.isLoggingOut()
      ? PATHS.explore
      : user || target === PATHS.welcome
        ? target
        : loginReturningTo(target, `${location.pathname}${location.search}`);
  return <Navigate to={to} replace />;
}
