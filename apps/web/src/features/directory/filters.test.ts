import { describe, expect, it } from 'vitest';
import { isFiltered, readFilters, writeFilters, type FilterParams } from './filters';

const NONE: FilterParams = {
  search: '',
  category: '',
  sort: '',
  minPrice: '',
  maxPrice: '',
  city: '',
  free: '',
};

describe('directory filters in the URL', () => {
  it('reads search, a known category, the order and the filters of issue 39', () => {
    expect(readFilters(new URLSearchParams('q=hair&category=salon&sort=rating'))).toEqual({
      ...NONE,
      search: 'hair',
      category: 'salon',
      sort: 'rating',
    });
    expect(readFilters(new URLSearchParams('minPrice=10&maxPrice=30.5&city=Leeds&free=today'))).toEqual({
      ...NONE,
      minPrice: '10',
      maxPrice: '30.5',
      city: 'Leeds',
      free: 'today',
    });
  });

  it('ignores an unknown category, order, free window or a price that is not one', () => {
    expect(
      readFilters(new URLSearchParams('category=casino&sort=price&free=tomorrow&minPrice=cheap&maxPrice=-3')),
    ).toEqual(NONE);
  });

  it('writes only what is set', () => {
    expect(writeFilters({ search: '  ', category: '', sort: '' }).toString()).toBe('');
    expect(writeFilters({ search: 'spa day', category: 'spa', sort: 'rating' }).toString()).toBe(
      'q=spa+day&category=spa&sort=rating',
    );
    expect(
      writeFilters({
        ...NONE,
        search: 'haircut',
        minPrice: ' 5 ',
        maxPrice: '40',
        city: 'Leeds',
        free: 'week',
      }).toString(),
    ).toBe('q=haircut&minPrice=5&maxPrice=40&city=Leeds&free=week');
  });

  it('counts a filter as narrowing the directory, not the order', () => {
    expect(isFiltered({ ...NONE, sort: 'rating' })).toBe(false);
    expect(isFiltered({ ...NONE, free: 'today' })).toBe(true);
    expect(isFiltered({ ...NONE, city: 'Leeds' })).toBe(true);
    expect(isFiltered({ ...NONE, maxPrice: '20' })).toBe(true);
  });
});
