// @vitest-environment happy-dom
// A link to one booking (an event of the owner's calendar feed, issue 39) opens the Bookings tab on
// that booking: its card is scrolled to, focused and marked; a booking no longer in the lists says
// so and leads to the history.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBooking, aBusiness } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { BookingsTab } from './bookings-tab';

cleanUpAfterEach();

const owner = { id: 'o1', name: 'Olive Owner', email: 'olive@example.com', role: 'business' as const };
const first = aBooking({ _id: '1a1a1a1a-1a1a-4a1a-8a1a-1a1a1a1a1a1a', guestName: 'Ada Early' });
const second = aBooking({
  _id: '2b2b2b2b-2b2b-4b2b-8b2b-2b2b2b2b2b2b',
  startTime: '11:00',
  customer: { name: 'Ivy Chen', email: 'ivy@example.com', phone: '+1 555 0177' },
});

function tab(focusBookingId: string | null) {
  answerApi({});
  return renderWith(
    <BookingsTab
      business={aBusiness()}
      active={{ data: [first, second], isLoading: false, error: null }}
      cancelled={[]}
      onRefresh={vi.fn(async () => true)}
      refreshing={false}
      focusBookingId={focusBookingId}
    />,
    { user: owner },
  );
}

describe('BookingsTab opened on one booking', () => {
  it("focuses and marks the linked booking's card", async () => {
    tab(second._id);
    const cards = screen.getAllByTestId('active-booking');
    await vi.waitFor(() => expect(document.activeElement).toBe(cards[1]));
    expect(cards[1]!.getAttribute('aria-current')).toBe('true');
    expect(cards[1]!.textContent).toContain('Ivy Chen');
    expect(cards[0]!.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByText('That booking is no longer active')).toBeNull();
  });

  it('says when the linked booking is no longer in the lists, and leads to the history', () => {
    tab('3c3c3c3c-3c3c-4c3c-8c3c-3c3c3c3c3c3c');
    expect(screen.getByText('That booking is no longer active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See booking history' }).getAttribute('href')).toBe(
      '/business/history',
    );
    expect(screen.getAllByTestId('active-booking').some((c) => c.hasAttribute('aria-current'))).toBe(false);
  });

  it('marks nothing without a link to a booking', () => {
    tab(null);
    expect(screen.getAllByTestId('active-booking').some((c) => c.hasAttribute('aria-current'))).toBe(false);
    expect(screen.queryByText('That booking is no longer active')).toBeNull();
  });
});
