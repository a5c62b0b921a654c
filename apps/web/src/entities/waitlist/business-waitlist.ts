// GET /businesses/{id}/waitlist?from&to (owner and staff, decisions.md 9.3): a business's lines
// over a range of business-local days (both inclusive, at most 62): per day and per service, every
// entry in line order with its person and, while it is offered, the place held for it. Days with
// nobody on a line are absent. Polled, since a join tells the business's screens nothing live.
import type { BusinessWaitlist, BusinessWaitlistQuery } from '@booklane/shared/schemas';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** How often an open waitlist view asks again (joins are not pushed to the business). */
const BUSINESS_WAITLIST_POLL_MS = 30_000;

/** Every cached range of a business's waitlist. */
const businessWaitlistKey = (businessId: string | undefined) => ['business-waitlist', businessId] as const;

function getBusinessWaitlist(
  businessId: string,
  range: BusinessWaitlistQuery,
  signal?: AbortSignal,
): Promise<BusinessWaitlist> {
  return callApi('listBusinessWaitlist', { params: { id: businessId }, query: range }, { signal });
}

const businessWaitlistQuery = (businessId: string, range: BusinessWaitlistQuery, enabled = true) =>
  queryOptions({
    queryKey: [...businessWaitlistKey(businessId), range.from, range.to] as const,
    queryFn: ({ signal }) => getBusinessWaitlist(businessId, range, signal),
    enabled,
    refetchInterval: BUSINESS_WAITLIST_POLL_MS,
    // The week before stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The business's lines from `range.from` to `range.to`. */
export function useBusinessWaitlist(businessId: string, range: BusinessWaitlistQuery, enabled = true) {
  return useQuery(businessWaitlistQuery(businessId, range, enabled));
}

/** After something that may move a line (a booking changed, a place freed): every cached range again. */
export async function refreshBusinessWaitlist(queryClient: QueryClient, businessId: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: businessWaitlistKey(businessId) });
}

/**
 * How many are in line (waiting, or holding an offered place): on every day of the answer, or on
 * one `date`. Those who no longer wait (booked, expired) do not count.
 */
export function peopleInLine(waitlist: BusinessWaitlist, date?: string): number {
  let count = 0;
  for (const day of waitlist.days) {
    if (date !== undefined && day.date !== date) continue;
    for (const line of day.services) {
      count += line.entries.filter(
        (entry) => entry.status === 'waiting' || entry.status === 'offered',
      ).length;
    }
  }
  return count;
}
