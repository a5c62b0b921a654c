// GET /api/directory?search=&category=&minPrice=&maxPrice=&city=&free=&page= : the directory a page at a time, best matches first,
// with the number of matches (beyond the spec's GET /businesses, which answers every business).
import type { Category, DirectoryFreeWindow } from '@booklane/shared/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { PAGED_QUERY } from '@/lib/paged-query';
import { BUSINESS_KEYS } from './keys';

/** '' is the default order: best matches first (by name without a search). */
export type DirectoryOrder = '' | 'rating';

/** '' is any time; else a bookable time today, or in the 7 days from today (decisions.md 9.6). */
export type DirectoryFree = '' | DirectoryFreeWindow;

/**
 * A directory search. The price range (as typed, business currency units), city or area and free
 * time are the directory page's filters (issue 39); absent or '' is none.
 */
export type DirectoryFilters = {
  search: string;
  category: Category | '';
  sort: DirectoryOrder;
  minPrice?: string;
  maxPrice?: string;
  city?: string;
  free?: DirectoryFree;
};

/** The filters beyond search, category and order that are set, trimmed; undefined when none is. */
function extraFilters(filters: DirectoryFilters) {
  const extra = {
    ...(filters.minPrice?.trim() ? { minPrice: filters.minPrice.trim() } : {}),
    ...(filters.maxPrice?.trim() ? { maxPrice: filters.maxPrice.trim() } : {}),
    ...(filters.city?.trim() ? { city: filters.city.trim() } : {}),
    ...(filters.free ? { free: filters.free } : {}),
  };
  return Object.keys(extra).length ? extra : undefined;
}

/** The query of `GET /api/directory` for a page of a search (the server's rendering reads the first with it). */
export function directoryPageQuery(filters: DirectoryFilters, page: number) {
  return {
    search: filters.search.trim() || undefined,
    category: filters.category || undefined,
    sort: filters.sort || undefined,
    ...extraFilters(filters),
    page: page > 1 ? page : undefined,
  };
}

function getDirectoryPage(filters: DirectoryFilters, page: number, signal?: AbortSignal) {
  return callApi('listDirectoryPage', { query: directoryPageQuery(filters, page) }, { signal });
}

/** The cache key of a search's pages (the server's rendering of the directory puts its first page there). */
export const directoryQueryKey = (filters: DirectoryFilters) => {
  const extra = extraFilters(filters);
  // Without the page's filters, the key the server's rendering fills (no trailing element).
  return [
    ...BUSINESS_KEYS.businesses,
    'directory',
    filters.search.trim(),
    filters.category,
    filters.sort,
    ...(extra ? [extra] : []),
  ] as const;
};

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
