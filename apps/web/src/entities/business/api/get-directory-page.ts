// GET /api/directory?search=&category=&page= : the directory a page at a time, best matches first,
// with the number of matches (beyond the spec's GET /businesses, which answers every business).
import type { Category } from '@booklane/shared/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { PAGED_QUERY } from '@/lib/paged-query';
import { BUSINESS_KEYS } from './keys';

/** '' is the default order: best matches first (by name without a search). */
export type DirectoryOrder = '' | 'rating';

export type DirectoryFilters = { search: string; category: Category | ''; sort: DirectoryOrder };

function getDirectoryPage(filters: DirectoryFilters, page: number, signal?: AbortSignal) {
  return callApi(
    'listDirectoryPage',
    {
      query: {
        search: filters.search.trim() || undefined,
        category: filters.category || undefined,
        sort: filters.sort || undefined,
        page: page > 1 ? page : undefined,
      },
    },
    { signal },
  );
}

const directoryQueryKey = (filters: DirectoryFilters) =>
  [...BUSINESS_KEYS.businesses, 'directory', filters.search.trim(), filters.category, filters.sort] as const;

/** The pages loaded so far ("Show more businesses" loads the next). */
export function useDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery({
    queryKey: directoryQueryKey(filters),
    queryFn: ({ pageParam, signal }) => getDirectoryPage(filters, pageParam, signal),
    ...PAGED_QUERY,
    // Keep the cards while a new search runs, so the grid does not flash empty on each key.
    placeholderData: keepPreviousData,
  });
}
