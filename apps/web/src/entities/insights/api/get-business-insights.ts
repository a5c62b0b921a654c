// GET /businesses/{id}/insights?from&to (decisions.md 9.4): the figures of a range of days beside
// those of the range just before it, with the series of the Insights tab's charts.
import type { InsightsQuery } from '@booklane/shared/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { insightsKey } from './keys';

export function useBusinessInsights(businessId: string, range: InsightsQuery | null) {
  return useQuery({
    queryKey: [...insightsKey(businessId), range?.from, range?.to] as const,
    queryFn: ({ signal }) =>
      callApi(
        'getBusinessInsights',
        { params: { id: businessId }, query: range ?? { from: '', to: '' } },
        { signal },
      ),
    // No request while a custom range is not a valid one yet.
    enabled: range !== null,
    // The figures of the previous range stay on screen while the next range loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
