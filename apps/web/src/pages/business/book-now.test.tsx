// @vitest-environment happy-dom
// The business page's first screen and the phone's Book bar: the next free time under the name
// (its line there before the answer, so nothing moves), and Book, which leads to the services, or
// into the booking of a business's one service.
import { addDays, businessToday } from '@booklane/shared/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, aService, BUSINESS_ID, SERVICE_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { FirstScreenBook, StickyBookBar } from './book-now';

cleanUpAfterEach();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 2 March 2026, 13:00 UTC.
  vi.setSystemTime(new Date('2026-03-02T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const business = aBusiness({ timezone: 'Europe/Berlin', currency: 'EUR' });
const tomorrow = () => addDays(businessToday('Europe/Berlin', new Date()), 1);

describe('FirstScreenBook', () => {
  it("shows the next free time on the business's clock once it is here", async () => {
    answerApi({
      [`GET /api/businesses/${BUSINESS_ID}/next-free`]: () => ({
        next: { date: tomorrow(), startTime: '14:00', serviceId: SERVICE_ID },
        timezone: 'Europe/Berlin',
      }),
      [`GET /api/services/business/${BUSINESS_ID}`]: [aService()],
    });
    renderWith(<FirstScreenBook business={business} onBook={vi.fn()} />);
    // Before the answer: the line is there, empty (its place kept).
    const line = screen.getByTestId('next-free');
    expect(line.textContent).toBe('');
    expect(await screen.findByText('Next free: Tomorrow 14:00')).toBeTruthy();
    expect(screen.getByTestId('next-free')).toBe(line);
  });
});

describe('StickyBookBar', () => {
  it("opens the booking of the business's only service", async () => {
    answerApi({ [`GET /api/services/business/${BUSINESS_ID}`]: [aService()] });
    const onBook = vi.fn();
    const onBookIntent = vi.fn();
    const { user, findByRole } = renderWith(
      <StickyBookBar business={business} onBook={onBook} onBookIntent={onBookIntent} />,
    );
    const book = await findByRole('link', { name: 'Book' });
    expect(screen.getByTestId('book-bar').textContent).toContain(business.name);
    await vi.waitFor(async () => {
      await user.click(book);
      expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ _id: SERVICE_ID }));
    });
    expect(onBookIntent).toHaveBeenCalled();
  });

  it('leads to the services when there are several', async () => {
    answerApi({
      [`GET /api/services/business/${BUSINESS_ID}`]: [
        aService(),
        aService({ _id: '5e0c9d1a-3c41-4f6b-8d2e-7a1f0b9c2d12', name: 'Colour' }),
      ],
    });
    const onBook = vi.fn();
    const { user } = renderWith(<StickyBookBar business={business} onBook={onBook} />);
    const book = screen.getByRole('link', { name: 'Book' });
    expect(book.getAttribute('href')).toBe('#services-heading');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await user.click(book);
    expect(onBook).not.toHaveBeenCalled();
  });
});
