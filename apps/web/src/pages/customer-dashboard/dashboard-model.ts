// Pure rules of the customer dashboard: the name search and the quick stats.
import type { Booking, Business } from '@booklane/shared/schemas';

/** Businesses whose name contains every word typed, case- and accent-insensitively. */
export function searchByName(businesses: readonly Business[], query: string): Business[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...businesses];
  return businesses.filter((b) => {
    const name = fold(b.name);
    return words.every((w) => name.includes(w));
  });
}

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
