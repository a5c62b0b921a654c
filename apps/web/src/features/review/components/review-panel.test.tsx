// @vitest-environment happy-dom
// The author's side of a review (docs/decisions/0031): a review held for checking says so and
// when it will be published, instead of claiming it is published.
import { REVIEW_MESSAGES } from '@booklane/shared/domain';
import { type OwnReview } from '@booklane/shared/schemas';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { ReviewPanel } from './review-panel';

cleanUpAfterEach();

// Monday 2 March 2026, 8:00 in New York (the test's zone).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function aReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    _id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
    bookingId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    rating: 4,
    text: 'Nice.',
    source: 'guest',
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    editableUntil: '2026-03-09T12:00:00.000Z',
    heldUntil: null,
    answer: null,
    ...overrides,
  };
}

const renderPanel = (review: OwnReview) =>
  renderWith(
    <ReviewPanel
      review={review}
      refusal={null}
      businessName="Luxe Hair"
      save={async () => review}
      onSaved={() => undefined}
    />,
  );

describe('ReviewPanel', () => {
  it('says a published review is published', () => {
    renderPanel(aReview());
    expect(screen.getByText(/^Published on Mar 2, 2026\. You can change it until Mar 9, 2026/)).toBeTruthy();
    expect(screen.queryByText(REVIEW_MESSAGES.held)).toBeNull();
  });

  it('says a held review is held for checking, and until when', () => {
    renderPanel(aReview({ heldUntil: '2026-03-09T12:00:00.000Z' }));
    expect(screen.getByText(REVIEW_MESSAGES.held)).toBeTruthy();
    expect(screen.getByText(/^Held for checking until Mar 9, 2026, 8:00 AM\./)).toBeTruthy();
    expect(screen.queryByText(/Published on/)).toBeNull();
  });
});
