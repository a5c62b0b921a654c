// @vitest-environment happy-dom
// The live offer banner (decisions.md 9.3): a `waitlistOffer` push shows the held place with its
// countdown; "Book it" claims it in one tap and says the answer; later pushes for the offer update
// or remove it; a place held before the page opened shows from the customer's entries.
import type { ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { aWaitlistEntry, aWaitlistOffer, OFFER_TOKEN } from '@/test-utils/waitlist-fixtures';
import WaitlistOfferBanner from './offer-banner';

// The realtime module stands aside: the test pushes the events itself.
const listeners = vi.hoisted(() => new Map<string, (payload: never) => void>());
vi.mock('@/lib/realtime/lazy', () => ({
  useLazyRealtimeEvent: (
    _connection: string,
    event: string,
    handler: (payload: never) => void,
    enabled: boolean,
  ) => {
    if (enabled) listeners.set(event, handler);
  },
}));

cleanUpAfterEach();

// Monday 2 March 2026, 8:00 in New York: the place is held until 8:15.
beforeEach(() => {
  listeners.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const MY_WAITLIST = 'GET /api/waitlist';
const CLAIM = `POST /api/waitlist/offers/${OFFER_TOKEN}/claim`;
const customer = { id: 'c1', name: 'Alex Morgan', email: 'alex@example.com', role: 'customer' as const };

function push(offer: Parameters<ServerToClientEvents['waitlistOffer']>[0]) {
  const handler = listeners.get('waitlistOffer') as ServerToClientEvents['waitlistOffer'] | undefined;
  if (!handler) throw new Error('The banner does not listen to waitlistOffer');
  act(() => handler(offer));
}

const region = () => within(screen.getByRole('status', { name: 'Waitlist offers' }));

describe('the waitlist offer banner', () => {
  it('shows a pushed place with its countdown, and books it with one tap', async () => {
    const sent = answerApi({ [MY_WAITLIST]: [], [CLAIM]: { status: 201, body: aBooking() } });
    const { user } = renderWith(<WaitlistOfferBanner />, { user: customer });
    await vi.waitFor(() => expect(sent.some((request) => request.path === '/api/waitlist')).toBe(true));
    expect(region().queryByTestId('waitlist-banner')).toBeNull();

    push(aWaitlistOffer());
    const banner = region().getByTestId('waitlist-banner');
    expect(banner.textContent).toContain(
      "A place freed up: Women's Haircut at Luxe Hair, Tue, Mar 3 at 3:00 PM.",
    );
    // The ticking is seen, not heard: screen readers get the time it ends.
    expect(within(banner).getByText('for 15:00').getAttribute('aria-hidden')).toBe('true');
    expect(within(banner).getByText('until 8:15 AM').className).toContain('sr-only');
    expect(within(banner).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe(
      `/waitlist/offers/${OFFER_TOKEN}`,
    );

    await user.click(within(banner).getByRole('button', { name: 'Book it' }));
    // The push of the claim may come before its answer: the banner waits for the answer.
    push(aWaitlistOffer({ status: 'claimed' }));
    expect(await region().findByText('Booked!')).toBeTruthy();
    expect(region().getByRole('link', { name: 'See your bookings' }).getAttribute('href')).toBe(
      '/customer/dashboard',
    );
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);

    await user.click(region().getByRole('button', { name: 'Dismiss the waitlist offer' }));
    expect(region().queryByTestId('waitlist-banner')).toBeNull();
  });

  it("says a refused claim in the server's words", async () => {
    const refusal = 'This offer has expired: the place went to the next person in line.';
    answerApi({ [MY_WAITLIST]: [], [CLAIM]: { status: 409, body: { message: refusal } } });
    const { user } = renderWith(<WaitlistOfferBanner />, { user: customer });
    push(aWaitlistOffer());
    await user.click(region().getByRole('button', { name: 'Book it' }));
    expect(await region().findByText(refusal)).toBeTruthy();
    expect(region().queryByRole('button', { name: 'Book it' })).toBeNull();
  });

  it('follows the offer: taken back, it says so; declined elsewhere, it goes', async () => {
    answerApi({ [MY_WAITLIST]: [] });
    renderWith(<WaitlistOfferBanner />, { user: customer });
    push(aWaitlistOffer());
    push(aWaitlistOffer({ status: 'withdrawn' }));
    expect(
      region().getByText(
        'The business took this place back, so the offer was withdrawn. You are still on the waitlist for this day.',
      ),
    ).toBeTruthy();

    const other = '22222222-2222-4222-8222-222222222222.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    push(aWaitlistOffer({ token: other, service: { ...aWaitlistOffer().service, name: 'Colour' } }));
    const banners = () => region().getAllByTestId('waitlist-banner');
    expect(banners().map((banner) => banner.textContent)).toEqual([
      expect.stringContaining('The business took this place back'),
      expect.stringContaining('A place freed up: Colour at Luxe Hair, Tue, Mar 3 at 3:00 PM.'),
    ]);
    push(aWaitlistOffer({ token: other, status: 'declined' }));
    expect(banners()).toHaveLength(1);
    expect(banners()[0]?.textContent).not.toContain('Colour');
  });

  it('shows inside a modal dialog while one is open (the page under it cannot be tapped)', async () => {
    answerApi({ [MY_WAITLIST]: [] });
    renderWith(<WaitlistOfferBanner />, { user: customer });
    // The booking sheet the customer joined the waitlist from is still open.
    const sheet = document.createElement('dialog');
    sheet.setAttribute('open', '');
    act(() => {
      document.body.append(sheet);
    });
    push(aWaitlistOffer());
    await vi.waitFor(() => expect(sheet.querySelector('[data-testid="waitlist-banner"]')).not.toBeNull());

    // Closed and gone: back on the page.
    act(() => sheet.remove());
    await vi.waitFor(() => expect(region().getByTestId('waitlist-banner').closest('dialog')).toBeNull());
  });

  it('shows a place held before the page opened, from the entries', async () => {
    answerApi({
      [MY_WAITLIST]: [
        aWaitlistEntry({
          status: 'offered',
          position: null,
          offer: {
            date: '2026-03-03',
            startTime: '15:00',
            teamMember: null,
            expiresAt: '2026-03-02T13:10:00.000Z',
            token: OFFER_TOKEN,
          },
        }),
      ],
    });
    renderWith(<WaitlistOfferBanner />, { user: customer });
    const banner = await region().findByTestId('waitlist-banner');
    expect(banner.textContent).toContain('Tue, Mar 3 at 3:00 PM');
    expect(within(banner).getByText('for 10:00')).toBeTruthy();
  });
});
