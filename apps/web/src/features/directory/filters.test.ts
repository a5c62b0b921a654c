import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './filters';

describe('directory filters in the URL', () => {
  it('reads search and a known category', () => {
    expect(readFilters(new URLSearchParams('q=hair&category=salon'))).toEqual({
      search: 'hair',
      category: 'salon',
    });
  });

  it('ignores an unknown category', () => {
    expect(readFilters(new URLSearchParams('category=casino'))).toEqual({ search: '', category: '' });
  });

  it('writes only what is set', () => {
    expect(writeFilters({ search: '  ', category: '' }).toString()).toBe('');
    expect(writeFilters({ search: 'spa day', category: 'spa' }).toString()).toBe('q=spa+day&category=spa');
  });
});
