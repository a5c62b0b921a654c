// Business categories and their labels (spec section 3).

export const CATEGORIES = [
  'salon',
  'spa',
  'health',
  'fitness',
  'automotive',
  'education',
  'professional',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** @internal Exported for its unit tests, not used elsewhere. */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  salon: 'Hair Salon',
  spa: 'Spa & Beauty',
  health: 'Healthcare',
  fitness: 'Fitness',
  automotive: 'Automotive',
  education: 'Education',
  professional: 'Professional Services',
  other: 'Other',
};

/** Options of the category select, in the spec's order. */
export const CATEGORY_OPTIONS: ReadonlyArray<{ value: Category; label: string }> = CATEGORIES.map(
  (value) => ({
    value,
    label: CATEGORY_LABELS[value],
  }),
);

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** The label of a category; an unknown value (older data) is shown as 'Other'. */
export function categoryLabel(category: string): string {
  return isCategory(category) ? CATEGORY_LABELS[category] : CATEGORY_LABELS.other;
}

/** Lowercase, without accents: how the directory search compares words. */
function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The categories a searched word names (issue 21): a word of three letters or more that begins a
 * word of the category's label or is its key, so "hair" finds hair salons and "healthcare" clinics.
 */
export function categoriesNamedBy(word: string): Category[] {
  const folded = foldForSearch(word.trim());
  if (folded.length < 3) return [];
  return CATEGORIES.filter(
    (category) =>
      category.startsWith(folded) ||
      foldForSearch(CATEGORY_LABELS[category])
        .split(/[^a-z0-9]+/)
        .some((labelWord) => labelWord.startsWith(folded)),
  );
}
