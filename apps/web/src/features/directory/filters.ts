// The directory's filters live in the URL (?q=&category=), so a search can be shared and the
// back button restores it.
import { isCategory, type Category } from '@booklane/shared';

export type FilterParams = { search: string; category: Category | '' };

export function readFilters(params: URLSearchParams): FilterParams {
  const category = params.get('category') ?? '';
  return { search: params.get('q') ?? '', category: isCategory(category) ? category : '' };
}

export function writeFilters(filters: FilterParams): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  return params;
}
