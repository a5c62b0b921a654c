// GET /businesses/{id}/next-free (public): the business page's "Next free" line (docs/decisions/0046).
import type { NextFreeTime } from '@booklane/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const nextFreeQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['business', 'next-free', businessId] as const,
    queryFn: ({ signal }): Promise<NextFreeTime> =>
      callApi('getNextFreeTime', { params: { id: businessId } }, { signal }),
    staleTime: 30_000,
  });

export function useNextFree(businessId: string) {
  return useQuery(nextFreeQuery(businessId));
}
