// @vitest-environment happy-dom
// The Waitlist tab as the owner opens it: today and the next six days, per day and service, who
// waits in line order (place, name, guest or account, window, member or Anyone, email and phone as
// links), who holds an offered place until when, and, muted, who no longer waits; a week ahead on
// Next week; the empty state when nobody waits; a new answer when a place frees or a booking changes.
import type { BusinessWaitlist, BusinessWaitlistEntry } from '@booklane/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, BUSINESS_ID, MEMBER_ID, SERVICE_ID } from '@/test-utils/fixtures';
import { chatConnection, statusConnection } from '@/lib/realtime';
import { answerApi, cleanUpAfterEach, renderWith, type SentRequest } from '@/test-utils/render';
import { WaitlistTab } from './waitlist-tab';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

// The server's pushes, told through the app's own connections (the socket never opens here; a
// module mock of the realtime hooks would leak into other files, which share modules).
type Dispatcher = { dispatch: (event: string, args: unknown[]) => void };
function push(connection: unknown, event: string, payload: unknown): void {
  (connection as Dispatcher).dispatch(event, [payload]);
}

cleanUpAfterEach();

// Wednesday 4 March 2026, 10:00 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const COLOUR_ID = 'c0000000-0000-4000-8000-000000000001';
const haircut = { _id: SERVICE_ID, name: "Women's Haircut" };
const colour = { _id: COLOUR_ID, name: 'Colour' };
const maya = { _id: MEMBER_ID, name: 'Maya Lopez' };

let seq = 0;
function anEntry(overrides: Partial<BusinessWaitlistEntry> = {}): BusinessWaitlistEntry {
  seq += 1;
  return {
    _id: `e0000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    service: haircut,
    date: '2026-03-04',
    from: '09:00',
    to: '12:00',
    teamMember: null,
    status: 'waiting',
    position: 1,
    createdAt: '2026-03-01T12:00:00.000Z',
    person: { name: 'Alex Morgan', email: 'alex@example.test', phone: '+1 555 0101', isGuest: false },
    offer: null,
    ...overrides,
  };
}

const held = anEntry({
  status: 'offered',
  position: null,
  person: { name: 'Jamie Held', email: 'jamie@example.test', phone: null, isGuest: false },
  offer: {
    date: '2026-03-04',
    startTime: '10:30',
    teamMember: maya,
    // 20:15 UTC: 3:15 PM in New York.
    expiresAt: '2026-03-04T20:15:00.000Z',
  },
});
const first = anEntry({ position: 1 });
const second = anEntry({
  position: 2,
  from: '13:00',
  to: '17:00',
  teamMember: maya,
  person: { name: 'Sam Guest', email: 'sam@example.test', phone: '+1 555 0199', isGuest: true },
});
const booked = anEntry({
  status: 'booked',
  position: null,
  person: { name: 'Pat Booked', email: 'pat@example.test', phone: null, isGuest: true },
});
const expired = anEntry({
  status: 'expired',
  position: null,
  person: { name: 'Kim Late', email: 'kim@example.test', phone: null, isGuest: false },
});
const friday = anEntry({
  service: colour,
  date: '2026-03-06',
  person: { name: 'Robin Friday', email: 'robin@example.test', phone: null, isGuest: false },
});

const twoDays: BusinessWaitlist = {
  days: [
    {
      date: '2026-03-04',
      services: [{ service: haircut, entries: [booked, held, first, second, expired] }],
    },
    { date: '2026-03-06', services: [{ service: colour, entries: [friday] }] },
  ],
};

function renderTab(answer: (request: SentRequest) => BusinessWaitlist) {
  const sent = answerApi({ [`GET /api/businesses/${BUSINESS_ID}/waitlist`]: answer });
  const view = renderWith(<WaitlistTab business={aBusiness()} />, { user: owner });
  return { sent, ...view };
}

const waitlistCalls = (sent: SentRequest[]) =>
  sent.filter((r) => r.path === `/api/businesses/${BUSINESS_ID}/waitlist`);

describe('WaitlistTab', () => {
  it('shows each day and service with its line: places, offers held until when, and who no longer waits', async () => {
    const { sent } = renderTab(() => twoDays);
    const days = await screen.findAllByTestId('waitlist-day');
    expect(days.map((day) => day.querySelector('h3')?.textContent)).toEqual([
      'Wednesday, March 4, 2026Today',
      'Friday, March 6, 2026',
    ]);
    expect(waitlistCalls(sent)[0]?.query.get('from')).toBe('2026-03-04');
    expect(waitlistCalls(sent)[0]?.query.get('to')).toBe('2026-03-10');
    expect(screen.getByTestId('waitlist-range').textContent).toBe('Wed, Mar 4 – Tue, Mar 10');

    const today = days[0] as HTMLElement;
    const line = within(today).getByRole('article', { name: "Women's Haircut" });
    expect(within(line).getByTestId('waitlist-line-summary').textContent).toBe(
      '2 waiting · 1 holding a place',
    );

    // In line, in the server's order: the offer first, then 1st and 2nd.
    const inLine = within(line).getByRole('list', { name: "In line for Women's Haircut" });
    const rows = within(inLine).getAllByTestId('waitlist-entry');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Jamie Held'),
      expect.stringContaining('Alex Morgan'),
      expect.stringContaining('Sam Guest'),
    ]);
    const [offerRow, firstRow, secondRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const offer = within(offerRow).getByTestId('waitlist-offer');
    expect(offer.textContent).toContain('Offered: 10:30 AM with Maya Lopez');
    expect(offer.textContent).toContain('Held until 3:15 PM');

    expect(firstRow.textContent).toContain('1st in line');
    expect(firstRow.textContent).toContain('Account');
    const window = within(firstRow).getByTestId('waitlist-window').textContent;
    expect(window).toMatch(/^Can come 9:00 AM – 12:00 PM\b/);
    expect(window).toMatch(/with Anyone$/);
    const reach = within(firstRow).getByRole('list', { name: 'How to reach Alex Morgan' });
    expect(
      within(reach)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['alex@example.test', 'mailto:alex@example.test'],
      ['+1 555 0101', 'tel:+15550101'],
    ]);

    expect(secondRow.textContent).toContain('2nd in line');
    expect(secondRow.textContent).toContain('Guest');
    expect(within(secondRow).getByTestId('waitlist-window').textContent).toContain('1:00 PM – 5:00 PM');
    expect(within(secondRow).getByTestId('waitlist-window').textContent).toContain('Maya Lopez');

    // No longer waiting, muted and after the line.
    const done = within(line).getByRole('list', { name: 'No longer waiting' });
    const doneRows = within(done).getAllByTestId('waitlist-entry-done');
    expect(doneRows.map((row) => within(row).getByTestId('waitlist-entry-status').textContent)).toEqual([
      'Booked',
      'Expired',
    ]);
    expect(doneRows[0]?.textContent).toContain('Pat Booked');
    expect(within(done).queryByTestId('waitlist-offer')).toBeNull();

    const fridayLine = within(days[1] as HTMLElement).getByRole('article', { name: 'Colour' });
    expect(within(fridayLine).getAllByTestId('waitlist-entry')).toHaveLength(1);
    expect(fridayLine.textContent).toContain('Robin Friday');
  });

  it('says when nobody waits, and moves a week at a time', async () => {
    const { sent, user } = renderTab(({ query }) =>
      query.get('from') === '2026-03-11' ? twoDays : { days: [] },
    );
    expect(await screen.findByText('Nobody is on the waitlist for these days.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findAllByTestId('waitlist-day');
    expect(screen.getByTestId('waitlist-range').textContent).toBe('Wed, Mar 11 – Tue, Mar 17');
    expect(waitlistCalls(sent).at(-1)?.query.get('to')).toBe('2026-03-17');
    expect(screen.queryByText('Nobody is on the waitlist for these days.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(screen.getByTestId('waitlist-range').textContent).toBe('Wed, Mar 4 – Tue, Mar 10'),
    );
    expect(await screen.findByText('Nobody is on the waitlist for these days.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(waitlistCalls(sent).at(-1)?.query.get('from')).toBe('2026-02-25'));
  });

  it('reloads when a place of the business frees up or one of its bookings changes', async () => {
    let answer: BusinessWaitlist = { days: [] };
    const { sent } = renderTab(() => answer);
    expect(await screen.findByText('Nobody is on the waitlist for these days.')).toBeTruthy();
    const before = waitlistCalls(sent).length;

    // Another business's change is not this one's.
    push(statusConnection, 'availabilityChanged', { businessId: 'another', serviceId: null });
    answer = twoDays;
    push(statusConnection, 'availabilityChanged', { businessId: BUSINESS_ID, serviceId: SERVICE_ID });
    expect(await screen.findAllByTestId('waitlist-day')).toHaveLength(2);
    expect(waitlistCalls(sent)).toHaveLength(before + 1);

    answer = { days: [] };
    push(chatConnection, 'bookingChanged', {
      change: 'created',
      by: 'customer',
      booking: { business: { _id: BUSINESS_ID } },
    });
    expect(await screen.findByText('Nobody is on the waitlist for these days.')).toBeTruthy();
  });
});
