// Pure rules of the customer dashboard: the quick stats. (Its business search is the server's:
// business-search.tsx.)
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
