// Pure rules of the customer dashboard: the greeting and the quick stats. (Its business search is
// the server's: business-search.tsx.)
import type { Booking } from '@booklane/shared/schemas';

export type QuickStats = { active: number; pending: number; confirmed: number; completed: number };

export function quickStats(
  active: readonly Booking[] | undefined,
  finished: readonly Booking[] | undefined,
): QuickStats {
  const list = active ?? [];
  return {
    active: list.length,
    pending: list.filter((b) => b.status === 'pending').length,
    confirmed: list.filter((b) => b.status === 'confirmed').length,
    completed: (finished ?? []).filter((b) => b.status === 'completed').length,
  };
}

/** The accounts welcomed in this browser, from their stored list (anything else: none). */
export function welcomedIds(stored: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The list once `userId` was welcomed: it first, the newest 10 kept. */
export function rememberWelcomed(welcomed: readonly string[], userId: string): string[] {
  return [userId, ...welcomed.filter((id) => id !== userId)].slice(0, 10);
}

/**
 * How long an account counts as new: the first visit of the dashboard after it was made (a
 * registration, or a first external sign-in) says "Welcome", not "Welcome back".
 */
const NEW_ACCOUNT_MS = 30 * 60_000;

/**
 * The dashboard's title (issue 39): `Welcome, Ivy` on the first visit of a new account (made less
 * than 30 minutes ago and not welcomed yet in this browser), `Welcome back, Ivy` after that, and
 * `Customer Dashboard` without a name.
 */
export function dashboardGreeting(
  user: { name: string; createdAt?: string } | null,
  { now, greetedBefore }: { now: Date; greetedBefore: boolean },
): string {
  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  if (!firstName) return 'Customer Dashboard';
  const made = user?.createdAt ? new Date(user.createdAt).getTime() : Number.NaN;
  const isNew = !greetedBefore && now.getTime() - made >= -60_000 && now.getTime() - made < NEW_ACCOUNT_MS;
  return isNew ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`;
}
