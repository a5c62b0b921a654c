// @vitest-environment happy-dom
// The customer's waitlist on the dashboard (decisions.md 9.3): entries with their day, range,
// member and place in line, a held place with its countdown and "Book it", leaving after a
// question; nothing at all while the customer waits for nothing.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { aWaitlistEntry, ENTRY_ID, OFFER_TOKEN } from '@/test-utils/waitlist-fixtures';
import { MyWaitlistPanel } from './my-waitlist-panel';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();

// Monday 2 March 2026, 8:00 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const customer = { id: 'c1', name: 'Alex Morgan', email: 'alex@example.com', role: 'customer' as const };
const HELD_ID = 'e0000000-0000-4000-8000-000000000002';
const held = aWaitlistEntry({
  _id: HELD_ID,
  service: { _id: 'd0000000-0000-4000-8000-000000000001', name: 'Colour' },
  date: '2026-03-04',
  teamMember: { _id: 'c0a80101-0000-4000-8000-0000000000aa', name: 'Sam Rivera' },
  status: 'offered',
  position: null,
  offer: {
    date: '2026-03-04',
    startTime: '10:30',
    teamMember: { _id: 'c0a80101-0000-4000-8000-0000000000aa', name: 'Sam Rivera' },
    expiresAt: '2026-03-02T13:15:00.000Z',
    token: OFFER_TOKEN,
  },
});

describe('MyWaitlistPanel', () => {
  it('lists the entries: a place in line, a held place with its countdown and its link', async () => {
    answerApi({ 'GET /api/waitlist': [aWaitlistEntry(), held] });
    renderWith(<MyWaitlistPanel />, { user: customer });
    const [waiting, offered] = await screen.findAllByTestId('waitlist-entry');
    expect(screen.getByRole('heading', { name: 'Waitlist' })).toBeTruthy();

    const first = within(waiting as HTMLElement);
    expect(first.getByText("Women's Haircut")).toBeTruthy();
    expect(first.getByText('Luxe Hair')).toBeTruthy();
    // The range is kept whole on its own (it wraps as one).
    expect(
      first.getByText((_, element) => element?.textContent === 'Tue, Mar 3 · 2:00 PM – 4:00 PM', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(first.getByText('Anyone')).toBeTruthy();
    expect(first.getByText('Number 2 in line')).toBeTruthy();

    const second = within(offered as HTMLElement);
    expect(second.getByText('Sam Rivera')).toBeTruthy();
    expect((offered as HTMLElement).textContent).toContain(
      'A place freed up: Wed, Mar 4 at 10:30 AM with Sam Rivera.',
    );
    expect(second.getByTestId('hold-timer').textContent).toBe('Held for you until 8:15 AM15:00 left');
    expect(second.getByRole('link', { name: /Book it/ }).getAttribute('href')).toBe(
      `/waitlist/offers/${OFFER_TOKEN}`,
    );
    // A held place is answered on its page, not left from here.
    expect(second.queryByRole('button', { name: /Leave/ })).toBeNull();
  });

  it('leaves after asking, and shows nothing once nothing is left', async () => {
    let entries = [aWaitlistEntry()];
    const sent = answerApi({
      'GET /api/waitlist': () => entries,
      [`DELETE /api/waitlist/${ENTRY_ID}`]: () => {
        entries = [];
        return { message: 'You have left the waitlist.' };
      },
    });
    const { user } = renderWith(<MyWaitlistPanel />, { user: customer });
    await user.click(
      await screen.findByRole('button', { name: "Leave the waitlist for Women's Haircut on Tue, Mar 3" }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Leave the waitlist?' }));
    expect(
      dialog.getByText("You give up your place in line for Women's Haircut on Tue, Mar 3."),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Leave' }));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Waitlist' })).toBeNull());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
