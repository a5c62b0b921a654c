// @vitest-environment happy-dom
// The page of a held place (decisions.md 9.3): what it is and until when, "Book it" (booked, or
// requested when the business confirms), "No thanks", the offer's ends in the server's words, a
// claim refused, a link that does not work, and the offer read again when its countdown runs out.
import type { WaitlistOffer } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, waitlistOfferPath } from '@/config/paths';
import { aBooking } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { aWaitlistOffer, OFFER_TOKEN } from '@/test-utils/waitlist-fixtures';
import WaitlistOfferPage from './waitlist-offer-page';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();

// Monday 2 March 2026, 8:00 in New York: the place is held until 8:15.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T13:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const OFFER = `GET /api/waitlist/offers/${OFFER_TOKEN}`;
const CLAIM = `POST /api/waitlist/offers/${OFFER_TOKEN}/claim`;
const DECLINE = `POST /api/waitlist/offers/${OFFER_TOKEN}/decline`;
const customer = { id: 'c1', name: 'Alex Morgan', email: 'alex@example.com', role: 'customer' as const };

function renderPage(user: typeof customer | null = null) {
  return renderWith(
    <Routes location={waitlistOfferPath(OFFER_TOKEN)}>
      <Route path={PATHS.waitlistOffer} element={<WaitlistOfferPage />} />
    </Routes>,
    { user },
  );
}

/** Answers the offer as `states` say, one read after the other (the last one stays). */
function offerReads(...states: WaitlistOffer[]) {
  return () => (states.length > 1 ? states.shift() : states[0]);
}

describe('a held place', () => {
  it('shows the place and its hold, and books it for a guest', async () => {
    const sent = answerApi({
      [OFFER]: aWaitlistOffer(),
      [CLAIM]: { status: 201, body: aBooking({ customer: null, guestName: 'Sam Guest' }) },
    });
    const { user } = renderPage();
    const card = within(await screen.findByRole('region', { name: 'Your waitlist place' }));
    expect(card.getByText('Luxe Hair')).toBeTruthy();
    expect(card.getByText(/Women's Haircut/).textContent).toBe("Women's Haircut · $65.00 · 30 min");
    expect(card.getByText('Tuesday, March 3, 2026')).toBeTruthy();
    expect(card.getByText('3:00 PM')).toBeTruthy();
    expect(card.getByText('Maya Lopez')).toBeTruthy();
    expect(screen.getByTestId('hold-timer').textContent).toBe('Held for you until 8:15 AM15:00 left');
    expect(document.title).toBe('Your waitlist place · Booklane');

    await user.click(card.getByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('Booked!')).toBeTruthy();
    expect(
      screen.getByText('The confirmation email has the details, with a link to change or cancel it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book it' })).toBeNull();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      CLAIM.slice(5),
    ]);
  });

  it('requests a place the business confirms, and leads a customer to their dashboard', async () => {
    answerApi({
      [OFFER]: aWaitlistOffer({ service: { ...aWaitlistOffer().service, needsApproval: true } }),
      [CLAIM]: { status: 201, body: aBooking({ status: 'pending' }) },
    });
    const { user } = renderPage(customer);
    await user.click(await screen.findByRole('button', { name: 'Book it' }));
    expect(await screen.findByText('Requested: the business will confirm it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/customer/dashboard',
    );
  });

  it("shows a refused claim in the server's words, once, as the offer is read again", async () => {
    const refusal = 'This offer has expired: the place went to the next person in line.';
    answerApi({
      [OFFER]: offerReads(aWaitlistOffer(), aWaitlistOffer({ status: 'expired' })),
      [CLAIM]: { status: 409, body: { message: refusal } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Book it' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Book it' })).toBeNull());
    expect(screen.getAllByText(refusal)).toHaveLength(1);
  });

  it('passes on the place after asking, and shows the answer', async () => {
    const sent = answerApi({
      [OFFER]: aWaitlistOffer(),
      [DECLINE]: { message: 'You passed on this place. It goes to the next person in line.' },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pass on this place?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pass on this place?' })).getByRole('button', {
        name: 'No thanks',
      }),
    );
    expect(
      await screen.findByText('You passed on this place. It goes to the next person in line.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book it' })).toBeNull();
  });

  it('reads the offer again when its countdown runs out', async () => {
    const sent = answerApi({
      [OFFER]: offerReads(
        aWaitlistOffer({ expiresAt: '2026-03-02T13:00:01.000Z' }),
        aWaitlistOffer({ status: 'expired' }),
      ),
    });
    renderPage();
    expect(await screen.findByText('00:01 left')).toBeTruthy();
    vi.setSystemTime(new Date('2026-03-02T13:00:02Z'));
    expect(
      await screen.findByText(
        'This offer has expired: the place went to the next person in line.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(sent.filter((request) => request.path === OFFER.slice(4))).toHaveLength(2);
  });
});

describe('an offer that ended', () => {
  it.each([
    ['declined', 'You passed on this place: it went to the next person in line.'],
    ['expired', 'This offer has expired: the place went to the next person in line.'],
    [
      'withdrawn',
      'The business took this place back, so the offer was withdrawn. You are still on the waitlist for this day.',
    ],
  ] as const)('says it was %s', async (status, message) => {
    answerApi({ [OFFER]: aWaitlistOffer({ status }) });
    renderPage();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book it' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore businesses' })).toBeTruthy();
  });

  it('shows a claimed place as booked', async () => {
    answerApi({ [OFFER]: aWaitlistOffer({ status: 'claimed', bookingId: aBooking()._id }) });
    renderPage(customer);
    expect(await screen.findByText('Booked!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
  });

  it('says when the link does not work', async () => {
    answerApi({ [OFFER]: { status: 404, body: { message: 'This offer link does not work.' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This offer link does not work.' })).toBeTruthy();
  });
});
