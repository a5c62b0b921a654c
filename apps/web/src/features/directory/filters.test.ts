import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './filters';

describe('directory filters in the URL', () => {
  it('reads search, a known category and the order', () => {
    expect(readFilters(new URLSearchParams('q=hair&category=salon&sort=rating'))).toEqual({
      search: 'hair',
      category: 'salon',
      sort: 'rating',
    });
  });

  it('ignores an unknown category or order', () => {
    expect(readFilters(new URLSearchParams('category=casino&sort=price'))).toEqual({
      search: '',
      category: '',
      sort: '',
    });
  });

  it('writes only what is set', () => {
    expect(writeFilters({ search: '  ', category: '', sort: '' }).toString()).toBe('');
    expect(writeFilters({ search: 'spa day', category: 'spa', sort: 'rating' }).toString()).toBe(
      'q=spa+day&category=spa&sort=rating',
    );
  });
});
