// @vitest-environment happy-dom
// The Calendar tab as the owner uses it: the week of today with its bookings, the selected day in
// full, the next week and the month asked for by range, and one service at a time.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aBusiness, aService, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith, type SentRequest } from '@/test-utils/render';
import CalendarTab from './calendar-tab';

cleanUpAfterEach();

// Wednesday 4 March 2026 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const colour = aService({ _id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: 'Colour' });
const cut = aBooking({
  _id: 'a0000000-0000-4000-8000-000000000001',
  bookingDate: '2026-03-04',
  startTime: '14:00',
});
const colouring = aBooking({
  _id: 'a0000000-0000-4000-8000-000000000002',
  bookingDate: '2026-03-06',
  startTime: '09:30',
  service: { _id: colour._id, name: 'Colour', duration: 90, hasDuration: true, price: 120, hasPricing: true },
  teamMember: null,
});

function renderCalendar(): { sent: SentRequest[]; user: ReturnType<typeof renderWith>['user'] } {
  const sent = answerApi({ [`GET /api/bookings/business/${BUSINESS_ID}`]: [cut, colouring] });
  const { user } = renderWith(<CalendarTab business={aBusiness()} services={[aService(), colour]} />, {
    user: owner,
  });
  return { sent, user };
}

const ranges = (sent: SentRequest[]) =>
  sent.map((request) => `${request.query.get('start')}..${request.query.get('end')}`);

describe('CalendarTab', () => {
  it("shows today's week with its bookings (each with its team member), and today's in full", async () => {
    const { sent } = renderCalendar();
    expect(screen.getByTestId('calendar-range').textContent).toBe('Mar 2 – Mar 8, 2026');
    const wednesday = screen.getByTestId('calendar-day-2026-03-04');
    expect((await within(wednesday).findByRole('button', { name: /2:00 PM/ })).textContent).toBe(
      "2:00 PMWomen's Haircut · Maya Lopez",
    );
    // A booking without a member names none.
    expect(screen.getByRole('button', { name: /9:30 AM/ }).textContent).toBe('9:30 AMColour');
    expect(within(screen.getByTestId('calendar-day-2026-03-03')).getByText('No bookings')).toBeTruthy();
    const selected = screen.getByRole('heading', { name: /Wednesday, March 4, 2026/ });
    expect(selected.textContent).toContain('1 booking · 2 in view');
    expect(screen.getByRole('heading', { name: "Women's Haircut", level: 4 })).toBeTruthy();
    expect(ranges(sent)).toEqual(['2026-03-02..2026-03-08']);
  });

  it('selects a day, moves a week ahead and shows the month, each range asked for', async () => {
    const { sent, user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /9:30 AM/ }));
    expect(screen.getByRole('heading', { name: /Friday, March 6, 2026/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByTestId('calendar-range').textContent).toBe('Mar 9 – Mar 15, 2026');
    expect(screen.getByRole('heading', { name: /Monday, March 9, 2026/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByTestId('calendar-range').textContent).toBe('March 2026');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(ranges(sent)).toEqual([
        '2026-03-02..2026-03-08',
        '2026-03-09..2026-03-15',
        '2026-02-23..2026-04-05',
      ]),
    );
  });

  it('shows one service when chosen', async () => {
    const { user } = renderCalendar();
    await screen.findByRole('button', { name: /2:00 PM/ });
    await user.selectOptions(screen.getByLabelText('Service'), 'Colour');
    expect(screen.queryByRole('button', { name: /2:00 PM/ })).toBeNull();
    expect(screen.getByRole('button', { name: /9:30 AM/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Wednesday, March 4, 2026/ }).textContent).toContain(
      '0 bookings · 1 in view',
    );
  });
});
