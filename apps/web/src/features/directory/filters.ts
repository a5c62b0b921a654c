// The directory's filters live in the URL (?q=&category=&sort=), so a search can be shared and the
// back button restores it.
import { isCategory } from '@booklane/shared/domain';
import type { DirectoryFilters } from '@/entities/business/api/get-directory-page';

export type FilterParams = DirectoryFilters;

export function readFilters(params: URLSearchParams): FilterParams {
  const category = params.get('category') ?? '';
  return {
    search: params.get('q') ?? '',
    category: isCategory(category) ? category : '',
    sort: params.get('sort') === 'rating' ? 'rating' : '',
  };
}

export function writeFilters(filters: FilterParams): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}
