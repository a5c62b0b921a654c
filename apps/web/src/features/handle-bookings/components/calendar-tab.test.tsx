// @vitest-environment happy-dom
// The Calendar tab as the owner opens it: today's grid with a column per team member, bookings
// placed by time and sized by duration, the time off shaded, the current time; a booking's details
// with its history and the No-show of a past one; the week of one member and the month; how many
// wait on the day's waitlist.
import type { Booking, BusinessWaitlist, BusinessWaitlistEntry } from '@booklane/shared/schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aBooking,
  aBusiness,
  aManagedTeamMember,
  aService,
  aTeamMember,
  BUSINESS_ID,
  MEMBER_ID,
} from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith, type SentRequest } from '@/test-utils/render';
import CalendarTab from './calendar-tab';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();

// Wednesday 4 March 2026, 10:00 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const ALEX = 'a1111111-1111-4111-8111-111111111111';
const JO = 'a2222222-2222-4222-8222-222222222222';
const members = [
  aTeamMember(),
  aTeamMember({ _id: ALEX, name: 'Alex Stylist', title: '' }),
  aTeamMember({ _id: JO, name: 'Jo Colourist', title: 'Colour' }),
];
const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const cut = aBooking({
  _id: 'b0000000-0000-4000-8000-000000000001',
  startTime: '10:30',
  startsAt: '2026-03-04T15:30:00.000Z',
});
const colour = aBooking({
  _id: 'b0000000-0000-4000-8000-000000000002',
  status: 'pending',
  startTime: '11:00',
  service: { _id: null, name: 'Colour', duration: 90, hasDuration: true, price: 120, hasPricing: true },
  customer: null,
  guestName: 'Sam Guest',
  teamMember: { _id: ALEX, name: 'Alex Stylist' },
});
const yesterday = aBooking({
  _id: 'b0000000-0000-4000-8000-000000000003',
  bookingDate: '2026-03-03',
  startTime: '14:00',
  startsAt: '2026-03-03T19:00:00.000Z',
});

const inLine = (status: BusinessWaitlistEntry['status'], n: number): BusinessWaitlistEntry => ({
  _id: `e0000000-0000-4000-8000-00000000000${n}`,
  service: { _id: 's1', name: "Women's Haircut" },
  date: '2026-03-04',
  from: '09:00',
  to: '12:00',
  teamMember: null,
  status,
  position: status === 'waiting' ? n : null,
  createdAt: '2026-03-01T12:00:00.000Z',
  person: { name: `Person ${n}`, email: `p${n}@example.test`, phone: null, isGuest: true },
  offer: null,
});
/** Today's waitlist: two waiting, one holding a place, one booked already (not counted). */
const waitlist = ({ query }: SentRequest): BusinessWaitlist =>
  query.get('from') === '2026-03-04'
    ? {
        days: [
          {
            date: '2026-03-04',
            services: [
              {
                service: { _id: 's1', name: "Women's Haircut" },
                entries: [
                  inLine('booked', 0),
                  inLine('offered', 9),
                  inLine('waiting', 1),
                  inLine('waiting', 2),
                ],
              },
            ],
          },
        ],
      }
    : { days: [] };

function renderCalendar(
  bookings: Booking[] = [cut, colour, yesterday],
  waitlistHref?: (date: string) => string,
) {
  const inRange = ({ query }: SentRequest) =>
    bookings.filter((b) => b.bookingDate! >= query.get('start')! && b.bookingDate! <= query.get('end')!);
  const sent = answerApi({
    [`GET /api/bookings/business/${BUSINESS_ID}`]: inRange,
    [`GET /api/bookings/business/${BUSINESS_ID}/history`]: [],
    [`GET /api/businesses/${BUSINESS_ID}/team-members`]: members,
    [`GET /api/businesses/${BUSINESS_ID}/team-members/manage`]: [aManagedTeamMember()],
    [`GET /api/businesses/${BUSINESS_ID}/blocks`]: [
      {
        _id: 'c1',
        teamMember: JO,
        startsAt: '2026-03-04T18:00:00.000Z',
        endsAt: '2026-03-04T19:00:00.000Z',
        note: 'Dentist',
      },
    ],
    [`GET /api/bookings/${yesterday._id}/events`]: [
      { action: 'created', at: '2026-03-01T12:00:00.000Z', actor: { role: 'customer', name: 'Alex Morgan' } },
      { action: 'confirmed', at: '2026-03-01T14:05:00.000Z', actor: { role: 'staff', name: 'Maya Lopez' } },
    ],
    [`PUT /api/bookings/${yesterday._id}/status`]: { ...yesterday, status: 'no-show' },
    [`GET /api/businesses/${BUSINESS_ID}/waitlist`]: waitlist,
  });
  const view = renderWith(
    <CalendarTab business={aBusiness()} services={[aService()]} waitlistHref={waitlistHref} />,
    { user: owner },
  );
  return { sent, ...view };
}

describe('CalendarTab', () => {
  it("opens on today's grid: a column per member, bookings by time and length, time off shaded", async () => {
    renderCalendar();
    expect(screen.getByTestId('calendar-range').textContent).toBe('Wednesday, March 4, 2026');
    const maya = await screen.findByRole('group', { name: 'Maya Lopez, Senior stylist' });
    expect(screen.getByRole('group', { name: 'Alex Stylist' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Jo Colourist, Colour' })).toBeTruthy();
    // 10:30-11:00 in a grid from 08:00 (an hour before opening), 1.6 px a minute.
    const block = await within(maya).findByRole('button', { name: /Alex Morgan/ });
    expect(block.style.top).toBe('240px');
    expect(block.style.height).toBe('48px');
    expect(block.textContent).toContain("10:30 AM–11:00 AM · Women's Haircut");
    const pending = within(screen.getByRole('group', { name: 'Alex Stylist' })).getByRole('button', {
      name: /Sam Guest/,
    });
    expect(pending.textContent).toContain('Pending');
    expect(pending.style.height).toBe('144px');
    const jo = screen.getByRole('group', { name: 'Jo Colourist, Colour' });
    expect(await within(jo).findByText('Blocked: Dentist')).toBeTruthy();
    expect(within(maya).getByTestId('calendar-now').style.top).toBe('192px');
  });

  it("shows a past booking's history and marks it as a no-show after asking", async () => {
    const { sent, user } = renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await user.click(await screen.findByRole('button', { name: /Alex Morgan/ }));
    const details = await screen.findByTestId('booking-details');
    expect(
      // On the business's clock, saying whose time it is (the test runs in UTC).
      await within(details).findByText(
        /^Confirmed by Maya Lopez \(staff\) · Sun, Mar 1, 9:05 AM \([A-Za-z_/]+\)$/,
      ),
    ).toBeTruthy();
    await user.click(
      within(details).getByRole('button', { name: /^No-show Women's Haircut for Alex Morgan/ }),
    );
    await user.click(await screen.findByRole('button', { name: 'Mark as no-show' }));
    await vi.waitFor(() => expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'no-show' }));
  });

  it("offers no No-show before a booking's start", async () => {
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /Alex Morgan/ }));
    const details = await screen.findByTestId('booking-details');
    expect(within(details).queryByRole('button', { name: /^No-show/ })).toBeNull();
    expect(within(details).getByRole('button', { name: /^Move/ })).toBeTruthy();
  });

  it("shows one member's week and the month, asking for each range", async () => {
    const { sent, user } = renderCalendar();
    await screen.findByRole('button', { name: /Alex Morgan/ });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByTestId('calendar-range').textContent).toBe('Mar 2 – Mar 8, 2026');
    await user.selectOptions(screen.getByLabelText('Team member'), 'Alex Stylist');
    const wednesday = await screen.findByRole('group', { name: 'Wed, Mar 4' });
    expect(within(wednesday).getByRole('button', { name: /Sam Guest/ })).toBeTruthy();
    expect(within(wednesday).queryByRole('button', { name: /Alex Morgan/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByTestId('calendar-range').textContent).toBe('March 2026');
    const ranges = sent
      .filter((r) => r.path === `/api/bookings/business/${BUSINESS_ID}`)
      .map((r) => `${r.query.get('start')}..${r.query.get('end')}`);
    await vi.waitFor(() => expect(ranges).toContain('2026-03-02..2026-03-08'));
    expect(ranges[0]).toBe('2026-03-04..2026-03-04');
    expect(MEMBER_ID).toBeTruthy();
  });

  it('opens Block time for the steps dragged over, and New booking for the step clicked', async () => {
    const { user } = renderCalendar();
    const alex = await screen.findByRole('group', { name: 'Alex Stylist' });
    const empty = alex.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    // The grid starts at 08:00 and a minute is 1.6 px: 14:00 is 576 px down, 15:00 672 px.
    fireEvent.pointerDown(empty, { clientY: 576 + 4 });
    fireEvent.mouseDown(empty, { clientX: 50, clientY: 576 + 4, button: 0 });
    // Each move is rendered before the next (as a browser's frames are).
    for (const clientY of [600, 640, 672 + 4]) {
      fireEvent.mouseMove(document, { clientX: 50, clientY });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    fireEvent.mouseUp(document, { clientX: 50, clientY: 672 + 4 });
    const block = await screen.findByRole('dialog', { name: 'Block time' });
    expect((within(block).getByLabelText('For') as HTMLSelectElement).value).toBe(ALEX);
    expect((within(block).getByLabelText('From') as HTMLInputElement).value).toBe('14:00');
    expect((within(block).getByLabelText('To') as HTMLInputElement).value).toBe('15:15');
    await user.click(within(block).getByRole('button', { name: 'Cancel' }));

    // The click that ends a drag opens nothing; a click a moment later does.
    await new Promise((resolve) => setTimeout(resolve, 320));
    fireEvent.click(empty, { clientY: 480 + 10 });
    const booking = await screen.findByRole('dialog', { name: 'New booking' });
    expect((within(booking).getByLabelText('Time') as HTMLInputElement).value).toBe('13:00');
    expect((within(booking).getByLabelText('Team member') as HTMLSelectElement).value).toBe(ALEX);
  });

  it("says how many are on the day's waitlist, as a link to them, and nothing on a day without", async () => {
    const { user } = renderCalendar(undefined, (date) => `?tab=waitlist&waitlistFrom=${date}`);
    const chip = await screen.findByRole('link', { name: '3 waiting on the waitlist' });
    expect(chip.getAttribute('href')).toBe('/?tab=waitlist&waitlistFrom=2026-03-04');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await vi.waitFor(() => expect(screen.queryByTestId('calendar-waiting')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.queryByTestId('calendar-waiting')).toBeNull();
  });
});
