// GET /businesses?search=&category= : the directory (spec section 2; search and category beyond it).
import type { Business, Category } from '@booklane/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type DirectoryFilters = { search: string; category: Category | '' };

export function getBusinesses(filters: DirectoryFilters, signal?: AbortSignal): Promise<Business[]> {
  return apiRequest<Business[]>('/businesses', {
    query: { search: filters.search.trim() || undefined, category: filters.category || undefined },
    signal,
  });
}

export const businessesQueryKey = (filters: DirectoryFilters) =>
  ['businesses', filters.search.trim(), filters.category] as const;

export function useBusinesses(filters: DirectoryFilters) {
  return useQuery({
    queryKey: businessesQueryKey(filters),
    queryFn: ({ signal }) => getBusinesses(filters, signal),
    // Keep the cards while a new search runs, so the grid does not flash empty on each key.
    placeholderData: keepPreviousData,
  });
}
