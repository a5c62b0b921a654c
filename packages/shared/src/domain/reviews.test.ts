import { describe, expect, it } from 'vitest';
import { reviewAnswerRequestSchema, reviewReportRequestSchema, reviewRequestSchema } from '../schemas/review';
import { bookingReviewPath, managePagePath } from './links';
import { REVIEW_MESSAGES } from './messages';
import {
  cleanReviewText,
  emptyBreakdown,
  reviewEditableUntil,
  reviewEditRefusal,
  reviewerDisplayName,
  reviewHeldUntil,
  reviewLinkValidUntil,
  REVIEW_SOURCE_LABELS,
  reviewRefusal,
  reviewSummary,
  reviewWindowEnd,
  textLength,
} from './reviews';

const COMPLETED = new Date('2026-06-02T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(COMPLETED.getTime() + days * DAY);
const completed = { status: 'completed' as const, completedAt: COMPLETED, updatedAt: at(1) };

describe('who may review a booking, and until when', () => {
  it('takes completed bookings only, once, until 60 days after the completion', () => {
    expect(reviewRefusal(completed, false, at(0))).toBeNull();
    expect(reviewRefusal(completed, false, at(60))).toBeNull();
    expect(reviewRefusal(completed, false, new Date(at(60).getTime() + 1))).toBe(
      REVIEW_MESSAGES.windowClosed,
    );
    expect(reviewRefusal(completed, true, at(1))).toBe(REVIEW_MESSAGES.alreadyReviewed);
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      expect(reviewRefusal({ ...completed, status }, false, at(1))).toBe(REVIEW_MESSAGES.notCompleted);
      expect(reviewWindowEnd({ ...completed, status })).toBeNull();
    }
  });

  it('counts from the last change of a completed booking without a completion time', () => {
    expect(reviewWindowEnd({ ...completed, completedAt: null })).toEqual(at(61));
    expect(reviewWindowEnd(completed)).toEqual(at(60));
  });

  it('keeps a review editable for 7 days after it was written', () => {
    const review = { createdAt: at(10).toISOString() };
    expect(reviewEditableUntil(review.createdAt)).toEqual(at(17));
    expect(reviewEditRefusal(review, at(17))).toBeNull();
    expect(reviewEditRefusal(review, new Date(at(17).getTime() + 1))).toBe(REVIEW_MESSAGES.editClosed);
  });

  it("keeps a guest's manage link open until a review written on the last day is fixed", () => {
    expect(reviewLinkValidUntil(completed)).toEqual(at(67));
    expect(reviewLinkValidUntil({ ...completed, status: 'confirmed' })).toBeNull();
  });
});

describe('where a review came from, and held reviews (docs/decisions/0031)', () => {
  it('labels customer and guest reviews, and publishes a held review 7 days after it was written', () => {
    expect(REVIEW_SOURCE_LABELS).toEqual({ customer: 'Verified customer', guest: 'Guest' });
    expect(reviewHeldUntil(at(1))).toEqual(at(8));
    expect(reviewHeldUntil(at(1).toISOString())).toEqual(reviewEditableUntil(at(1)));
  });
});

describe('review text', () => {
  it.each([
    ['  trimmed  ', 'trimmed'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['a\r\nb\rc', 'a\nb\nc'],
    ['\u202Eevil\u202C', 'evil'],
    ['\u2066iso\u2069late', 'isolate'],
    ['zero\u200Bwidth\uFEFF\u2060', 'zerowidth'],
    ['bell\u0007 nul\u0000 esc\u001B c1\u0085', 'bell nul esc c1'],
    ['tab\tkept\nnewline kept', 'tab\tkept\nnewline kept'],
    ['👩‍👩‍👧 family', '👩‍👩‍👧 family'],
    ['می\u200Cخواهم', 'می\u200Cخواهم'],
    ['\u200B \u202E ', ''],
  ])('cleans %j to %j', (input, output) => {
    expect(cleanReviewText(input)).toBe(output);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('abc')).toBe(3);
  });

  it('takes up to 2,000 characters after cleaning, and refuses 2,001', () => {
    expect(reviewRequestSchema.parse({ rating: 5, text: 'x'.repeat(2000) }).text).toHaveLength(2000);
    expect(reviewRequestSchema.parse({ rating: 5, text: `  ${'x'.repeat(2000)}  ` }).text).toHaveLength(2000);
    expect(reviewRequestSchema.parse({ rating: 5, text: '😀'.repeat(2000) }).text).toHaveLength(4000);
    const refused = reviewRequestSchema.safeParse({ rating: 5, text: 'x'.repeat(2001) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.textTooLong);
  });

  it('takes whole ratings from 1 to 5 and no text as empty', () => {
    expect(reviewRequestSchema.parse({ rating: 1 })).toEqual({ rating: 1, text: '' });
    expect(reviewRequestSchema.parse({ rating: 5, text: null })).toEqual({ rating: 5, text: '' });
    for (const rating of [0, 6, 2.5, '3', null, undefined]) {
      const result = reviewRequestSchema.safeParse({ rating });
      expect(result.success, String(rating)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.ratingInvalid);
    }
  });

  it('needs an answer of 1-2,000 and a report reason of 1-500 characters', () => {
    expect(reviewAnswerRequestSchema.safeParse({ text: ' \u200B ' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.answerEmpty,
    );
    expect(reviewAnswerRequestSchema.safeParse({ text: 'y'.repeat(2001) }).success).toBe(false);
    expect(reviewAnswerRequestSchema.parse({ text: ' Thanks ' })).toEqual({ text: 'Thanks' });
    expect(reviewReportRequestSchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.reportReasonEmpty,
    );
    expect(reviewReportRequestSchema.safeParse({ reason: 'r'.repeat(501) }).success).toBe(false);
    expect(reviewReportRequestSchema.safeParse({ reason: 'r'.repeat(500) }).success).toBe(true);
  });
});

describe('reviewers and ratings', () => {
  it.each([
    ['Alex Martin', 'Alex M.'],
    ['alex van der berg', 'alex B.'],
    ['  Cher  ', 'Cher'],
    ['Émile Çelik', 'Émile Ç.'],
    ['', 'A customer'],
    [null, 'A customer'],
  ])('shows %j as %j', (name, shown) => {
    expect(reviewerDisplayName(name)).toBe(shown);
  });

  it('averages to one decimal, null without reviews', () => {
    expect(reviewSummary(emptyBreakdown())).toEqual({ average: null, count: 0 });
    expect(reviewSummary({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 })).toEqual({ average: 3.7, count: 3 });
    expect(reviewSummary({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 2 })).toEqual({ average: 3.7, count: 3 });
    expect(reviewSummary({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 })).toEqual({ average: 4.5, count: 2 });
    expect(reviewSummary({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 1000 })).toEqual({ average: 5, count: 1000 });
  });
});

describe('review links', () => {
  it('builds the web paths the emails link to', () => {
    expect(bookingReviewPath('0b7c6d1e-0000-4000-8000-000000000001')).toBe(
      '/customer/bookings/0b7c6d1e-0000-4000-8000-000000000001/review',
    );
    expect(managePagePath('abc.DEF-_')).toBe('/manage/abc.DEF-_');
  });
});
