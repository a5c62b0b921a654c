// The directory's filters live in the URL (?q=&category=&sort=&minPrice=&maxPrice=&city=&free=),
// so a search can be shared and the back button restores it.
import { DIRECTORY_FREE_WINDOWS, isCategory, type DirectoryFreeWindow } from '@booklane/shared/domain';
import type { DirectoryFilters } from '@/entities/business/api/get-directory-page';

export type FilterParams = Required<DirectoryFilters>;

/** The filters typed into a text box, applied after a pause in typing. */
export const TEXT_FILTERS = ['search', 'minPrice', 'maxPrice', 'city'] as const;
export type TextFilters = Pick<FilterParams, (typeof TEXT_FILTERS)[number]>;

/** What of `filters` the text boxes hold. */
export const textsOf = (filters: FilterParams): TextFilters => ({
  search: filters.search,
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice,
  city: filters.city,
});

const isFreeWindow = (value: string): value is DirectoryFreeWindow =>
  (DIRECTORY_FREE_WINDOWS as readonly string[]).includes(value);

/** A price bound as the URL holds it: a number from 0, else none. */
const price = (value: string | null) => {
  const text = value?.trim() ?? '';
  return text !== '' && Number.isFinite(Number(text)) && Number(text) >= 0 ? text : '';
};

export function readFilters(params: URLSearchParams): FilterParams {
  const category = params.get('category') ?? '';
  const free = params.get('free') ?? '';
  return {
    search: params.get('q') ?? '',
    category: isCategory(category) ? category : '',
    sort: params.get('sort') === 'rating' ? 'rating' : '',
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    city: params.get('city') ?? '',
    free: isFreeWindow(free) ? free : '',
  };
}

export function writeFilters(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.minPrice?.trim()) params.set('minPrice', filters.minPrice.trim());
  if (filters.maxPrice?.trim()) params.set('maxPrice', filters.maxPrice.trim());
  if (filters.city?.trim()) params.set('city', filters.city);
  if (filters.free) params.set('free', filters.free);
  return params;
}

/** Whether anything narrows the directory (a search or a filter; the order does not). */
export function isFiltered(filters: FilterParams): boolean {
  return Boolean(
    filters.search.trim() ||
    filters.category ||
    filters.minPrice ||
    filters.maxPrice ||
    filters.city.trim() ||
    filters.free,
  );
}

/** How many of the filters behind "More filters" are set: the city or area, the price, the free time. */
export function moreFiltersCount(filters: FilterParams): number {
  return [filters.city.trim(), filters.minPrice || filters.maxPrice, filters.free].filter(Boolean).length;
}

/**
 * What is searched for: the applied filters, but a price range upside down is not asked of the
 * server (the page says so beside the fields instead).
 */
export function searchedFilters(applied: FilterParams): FilterParams {
  return isRangeInverted(applied) ? { ...applied, maxPrice: '' } : applied;
}

/** Whether the minimum price is above the maximum. */
export function isRangeInverted(filters: FilterParams): boolean {
  return (
    filters.minPrice !== '' && filters.maxPrice !== '' && Number(filters.minPrice) > Number(filters.maxPrice)
  );
}
