import { describe, expect, it } from 'vitest';
import { characterCount, formatReviewDate, isReviewEditable } from './reviews';

describe('review helpers', () => {
  it('lets the author change a review until its editableUntil, not after', () => {
    const review = { editableUntil: '2026-03-09T10:00:00.000Z' };
    expect(isReviewEditable(review, new Date('2026-03-09T09:59:59.000Z'))).toBe(true);
    expect(isReviewEditable(review, new Date('2026-03-09T10:00:00.000Z'))).toBe(true);
    expect(isReviewEditable(review, new Date('2026-03-09T10:00:01.000Z'))).toBe(false);
  });

  it('counts characters as people do (an emoji is one) against the limit', () => {
    expect(characterCount('', 2000)).toBe('0 / 2,000 characters');
    expect(characterCount('Great 👍', 2000)).toBe('7 / 2,000 characters');
    expect(characterCount('x'.repeat(1234), 500)).toBe('1,234 / 500 characters');
  });

  it('writes the day of a review, and leaves a value that is no date as it is', () => {
    expect(formatReviewDate('2026-03-02T12:00:00.000Z')).toMatch(/^Mar [1-3], 2026$/);
    expect(formatReviewDate('soon')).toBe('soon');
  });
});
