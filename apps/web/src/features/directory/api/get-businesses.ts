// GET /businesses?search=&category= : the directory (spec section 2; search and category beyond it).
import type { Category } from '@booklane/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type DirectoryFilters = { search: string; category: Category | '' };

function getBusinesses(filters: DirectoryFilters, signal?: AbortSignal) {
  return callApi(
    'listBusinesses',
    { query: { search: filters.search.trim() || undefined, category: filters.category || undefined } },
    { signal },
  );
}

const businessesQueryKey = (filters: DirectoryFilters) =>
  [...QUERY_KEYS.businesses, filters.search.trim(), filters.category] as const;

export function useBusinesses(filters: DirectoryFilters) {
  return useQuery({
    queryKey: businessesQueryKey(filters),
    queryFn: ({ signal }) => getBusinesses(filters, signal),
    // Keep the cards while a new search runs, so the grid does not flash empty on each key.
    placeholderData: keepPreviousData,
  });
}
