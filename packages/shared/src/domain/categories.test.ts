import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  CATEGORY_OPTIONS,
  categoriesNamedBy,
  categoryLabel,
  isCategory,
} from './categories';

describe('categories', () => {
  it.each([
    ['salon', 'Hair Salon'],
    ['spa', 'Spa & Beauty'],
    ['health', 'Healthcare'],
    ['fitness', 'Fitness'],
    ['automotive', 'Automotive'],
    ['education', 'Education'],
    ['professional', 'Professional Services'],
    ['other', 'Other'],
  ])('%s is labelled %j', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
    expect(isCategory(category)).toBe(true);
  });

  it('keeps the spec order and labels every category', () => {
    expect(CATEGORIES).toEqual([
      'salon',
      'spa',
      'health',
      'fitness',
      'automotive',
      'education',
      'professional',
      'other',
    ]);
    expect(CATEGORY_OPTIONS.map((o) => o.value)).toEqual([...CATEGORIES]);
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...CATEGORIES].sort());
  });

  it('shows an unknown value as Other', () => {
    expect(isCategory('bakery')).toBe(false);
    expect(categoryLabel('bakery')).toBe('Other');
  });
});

describe('categoriesNamedBy', () => {
  it('finds the categories whose label or key a word begins, ignoring case and accents', () => {
    expect(categoriesNamedBy('hair')).toEqual(['salon']);
    expect(categoriesNamedBy('Salon')).toEqual(['salon']);
    expect(categoriesNamedBy('healthcare')).toEqual(['health']);
    expect(categoriesNamedBy('BEAUTÉ')).toEqual([]);
    expect(categoriesNamedBy('beau')).toEqual(['spa']);
    expect(categoriesNamedBy('auto')).toEqual(['automotive']);
    expect(categoriesNamedBy('se')).toEqual([]);
    expect(categoriesNamedBy('haircut')).toEqual([]);
  });

  it('reads a word of three letters, trims it, folds its accents, and needs it to begin a word', () => {
    expect(categoriesNamedBy('spa')).toEqual(['spa']);
    expect(categoriesNamedBy('  hair ')).toEqual(['salon']);
    expect(categoriesNamedBy('Éducation')).toEqual(['education']);
    // 'fitness' ends with it, no word of a label begins with it.
    expect(categoriesNamedBy('ness')).toEqual([]);
  });
});
