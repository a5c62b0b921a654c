// @vitest-environment happy-dom
// The business page's reviews as a visitor reads them (docs/decisions/0031): each review says
// whether a customer account or a guest wrote it, and "How reviews work" explains who may review,
// the two labels, the business's own bookings and held bursts.
import { type BusinessReviews, type PublicReview } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { ReviewsSection } from './reviews-section';

cleanUpAfterEach();

const REVIEWS = `GET /api/businesses/${BUSINESS_ID}/reviews`;

function aReview(overrides: Partial<PublicReview>): PublicReview {
  return {
    _id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
    rating: 5,
    text: 'Lovely.',
    reviewerName: 'Alex M.',
    serviceName: "Women's Haircut",
    source: 'customer',
    createdAt: '2026-03-02T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}

const page = (reviews: PublicReview[]): BusinessReviews => ({
  average: 4.5,
  count: reviews.length,
  breakdown: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
  reviews,
  hasMore: false,
});

describe('ReviewsSection', () => {
  it('labels each review "Verified customer" or "Guest"', async () => {
    answerApi({
      [REVIEWS]: page([
        aReview({ reviewerName: 'Alex M.', source: 'customer' }),
        aReview({
          _id: '4a3b2c1d-0e9f-4876-9543-21edcba98765',
          reviewerName: 'Gina B.',
          source: 'guest',
          rating: 4,
        }),
      ]),
    });
    renderWith(<ReviewsSection business={aBusiness()} ownsBusiness={false} />);
    const byCustomer = await screen.findByRole('article', { name: 'Review by Alex M.' });
    expect(within(byCustomer).getByText('Verified customer')).toBeTruthy();
    expect(within(byCustomer).queryByText('Guest')).toBeNull();
    const byGuest = screen.getByRole('article', { name: 'Review by Gina B.' });
    expect(within(byGuest).getByText('Guest')).toBeTruthy();
    expect(within(byGuest).queryByText('Verified customer')).toBeNull();
  });

  it('explains how reviews work, closed until asked, also before the first review', async () => {
    answerApi({ [REVIEWS]: page([]) });
    const { user } = renderWith(<ReviewsSection business={aBusiness()} ownsBusiness={false} />);
    await screen.findByText('No reviews yet');
    const explainer = screen.getByTestId('how-reviews-work') as HTMLDetailsElement;
    expect(explainer.open).toBe(false);
    await user.click(within(explainer).getByText('How reviews work'));
    expect(explainer.open).toBe(true);
    const text = explainer.textContent ?? '';
    expect(text).toContain('Only people who completed a booking with Luxe Hair can review it');
    expect(text).toContain('Verified customer: written from the customer account that made the booking.');
    expect(text).toContain('Guest: written by a guest through the private link in their booking emails.');
    expect(text).toContain('Bookings made by the business itself');
    expect(text).toContain('more than 3 in 24 hours');
    expect(text).toContain('held for checking');
  });
});
