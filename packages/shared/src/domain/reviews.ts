// Verified reviews (issue 22, docs/decisions/0023): who may review which booking and until when,
// how long a review stays editable, how its text is cleaned, how a reviewer is named and how the
// stars add up. Pure and zod-free: the server's refusals and the web's buttons read the same rules;
// the caller passes `now`.

import { REVIEW_MESSAGES } from './messages';
import type { BookingStatus } from './status';

/** A review is written up to this many days after the booking was completed. */
export const REVIEW_WINDOW_DAYS = 60;
/** Its author may change it for this many days after writing it; then it is fixed. */
const REVIEW_EDIT_DAYS = 7;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Characters (code points) of a review's text, after cleaning. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_ANSWER_MAX_LENGTH = 2000;
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500;
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_PAGE_SIZE_MAX = 50;
/** The follow-up email inviting a review goes out this long after the "completed" one. */
export const REVIEW_FOLLOW_UP_HOURS = 24;
/**
 * Guest reviews (written through a manage link) a business gets published at once per rolling
 * 24 hours; later ones in the same 24 hours are held for checking (docs/decisions/0031).
 */
export const GUEST_REVIEWS_PER_DAY = 3;
/** A held review is published this many days after it was written. */
export const REVIEW_HOLD_DAYS = 7;

/**
 * Where a review came from (docs/decisions/0031): `customer`, the signed-in customer account whose
 * booking it was; `guest`, a guest through the manage link of the booking's emails.
 */
export const REVIEW_SOURCES = ['customer', 'guest'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** The label each review shows of where it came from. */
export const REVIEW_SOURCE_LABELS: Record<ReviewSource, string> = {
  customer: 'Verified customer',
  guest: 'Guest',
};

const MS_PER_DAY = 86_400_000;

/** The stars a review may give, as the keys of a breakdown. */
export const REVIEW_STARS = ['1', '2', '3', '4', '5'] as const;
export type ReviewStar = (typeof REVIEW_STARS)[number];

/** What the rules read of a booking. */
export type ReviewableBooking = {
  status: BookingStatus;
  /** When the business marked it completed (stored since migration 0000). */
  completedAt: Date | string | null;
  /** The booking's last change: the completion time of a completed row without `completedAt`. */
  updatedAt: Date | string;
};

/**
 * The end of the review window: 60 days after the booking was marked completed (the time the
 * customer learns it is over and gets the invitation), or after its last change for a completed
 * row without a completion time. Null while the booking is not completed.
 * @internal Exported for its unit tests and for the web's review button (not used there yet).
 */
export function reviewWindowEnd(booking: ReviewableBooking): Date | null {
  if (booking.status !== 'completed') return null;
  const completed = new Date(booking.completedAt ?? booking.updatedAt);
  return new Date(completed.getTime() + REVIEW_WINDOW_DAYS * MS_PER_DAY);
}

/**
 * Why the booking's customer may not review it now (null: they may). `reviewed`: the booking
 * already has a review.
 */
export function reviewRefusal(booking: ReviewableBooking, reviewed: boolean, now: Date): string | null {
  if (booking.status !== 'completed') return REVIEW_MESSAGES.notCompleted;
  if (reviewed) return REVIEW_MESSAGES.alreadyReviewed;
  const end = reviewWindowEnd(booking);
  if (end && now.getTime() > end.getTime()) return REVIEW_MESSAGES.windowClosed;
  return null;
}

/** Until when a review written at `createdAt` may be changed by its author. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * MS_PER_DAY);
}

/** When a review written at `createdAt` that is held for checking is published. */
export function reviewHeldUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_HOLD_DAYS * MS_PER_DAY);
}

/** Why the author may not change the review now (null: they may). */
export function reviewEditRefusal(review: { createdAt: Date | string }, now: Date): string | null {
  return now.getTime() > reviewEditableUntil(review.createdAt).getTime() ? REVIEW_MESSAGES.editClosed : null;
}

/**
 * Until when a guest's manage link opens a completed booking: to the end of its review window
 * plus the edit days (a review written on the last day stays editable through the link).
 */
export function reviewLinkValidUntil(booking: ReviewableBooking): Date | null {
  const end = reviewWindowEnd(booking);
  return end && new Date(end.getTime() + REVIEW_EDIT_DAYS * MS_PER_DAY);
}

// Invisible characters that change how the text around them reads or hides words from filters:
// bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), zero-width space,
// word joiner, invisible operators and the byte order mark (U+200B, U+2060-U+2064, U+FEFF), the
// Mongolian vowel separator (U+180E). Zero-width (non-)joiners (U+200C/U+200D) and the
// left-to-right / right-to-left marks (U+200E/U+200F) stay: emoji sequences, Persian and Indic
// scripts, and mixed-direction sentences need them, and they cannot reorder text.
const INVISIBLE = /[\u180E\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Control characters other than the line break and the tab (C0, DEL, C1): matching them is the point.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * A review's (or an answer's) text as stored: line breaks made `\n`, control characters and the
 * invisible characters above removed (stripped, not refused: they are mostly pasted unseen),
 * spaces trimmed at both ends. HTML stays as typed: it is text, never markup (the web shows it as
 * text, emails escape it).
 */
export function cleanReviewText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(INVISIBLE, '').trim();
}

/** Length in characters as a person counts them (code points; the database's `char_length`). */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** How a reviewer is shown: first name and the initial of the last (`Alex M.`), or the one name. */
export function reviewerDisplayName(fullName: string | null | undefined): string {
  const words = cleanReviewText(fullName ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'A customer';
  const first = words[0] as string;
  if (words.length === 1) return first;
  const initial = [...(words[words.length - 1] as string)][0] as string;
  return `${first} ${initial.toUpperCase()}.`;
}

/** The number of reviews per star. */
export type ReviewBreakdown = Record<ReviewStar, number>;

/** @internal Exported for the unit tests. */
export const emptyBreakdown = (): ReviewBreakdown => ({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 });

/**
 * The count and the average of a breakdown, the average to one decimal; null when there are no
 * reviews (no reviews is not a rating of 0).
 */
export function reviewSummary(breakdown: ReviewBreakdown): { average: number | null; count: number } {
  let count = 0;
  let sum = 0;
  for (const star of REVIEW_STARS) {
    count += breakdown[star];
    sum += Number(star) * breakdown[star];
  }
  return { count, average: count === 0 ? null : Math.round((sum / count) * 10) / 10 };
}
