import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';
import { guardRedirect, type GuardRule } from './guards';

/** Renders the page only for its role; re-checks whenever the session changes (logout, a 401). */
export function RequireRole({ rule, children }: { rule: GuardRule; children: ReactNode }) {
  const { user } = useSession();
  const target = guardRedirect(user, rule);
  return target ? <Navigate to={target} replace /> : children;
}
