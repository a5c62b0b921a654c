// @vitest-environment happy-dom
// The Insights tab as the owner uses it: the last 30 days first, each figure with the change since
// the days before; the presets ask for their days; a custom range that cannot be asked says why;
// the table view has the charts' numbers as tables; the owner downloads the range's bookings, staff
// read their own figures without the download; a range without bookings says so.
import { INSIGHTS_MESSAGES } from '@booklane/shared/domain';
import type { InsightsFigures, InsightsResponse } from '@booklane/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, BUSINESS_ID, MEMBER_ID, SERVICE_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith, type SentRequest } from '@/test-utils/render';
import InsightsTab from './insights-tab';

cleanUpAfterEach();

// Wednesday 4 March 2026, 10:00 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };

function figures(from: string, to: string, overrides: Partial<InsightsFigures> = {}): InsightsFigures {
  return {
    from,
    to,
    bookings: { total: 12, pending: 1, confirmed: 3, completed: 6, cancelled: 1, noShow: 1 },
    revenue: 390,
    averageValue: 65,
    cancellations: { byCustomer: 1, byBusiness: 0 },
    noShowRate: 1 / 7,
    customers: { new: 4, returning: 5 },
    rating: { average: 4.5, count: 2 },
    ...overrides,
  };
}

/** The answer for a range: `total` bookings in it, 9 in the days before. */
function answerFor({ query }: SentRequest, total = 12): InsightsResponse {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return {
    currency: 'USD',
    timezone: 'America/New_York',
    current: figures(from, to, {
      bookings: { total, pending: 1, confirmed: 3, completed: 6, cancelled: 1, noShow: 1 },
    }),
    previous: figures('2026-01-04', '2026-02-02', {
      bookings: { total: 9, pending: 0, confirmed: 0, completed: 7, cancelled: 2, noShow: 0 },
      revenue: 420,
    }),
    daily: [
      { date: '2026-03-03', bookings: 2, revenue: 130 },
      { date: '2026-03-04', bookings: 1, revenue: 0 },
    ],
    services: [
      { serviceId: SERVICE_ID, name: "Women's Haircut", bookings: 8, revenue: 325 },
      { serviceId: 'c0000000-0000-4000-8000-000000000001', name: 'Colour', bookings: 3, revenue: 65 },
    ],
    team: [
      {
        teamMemberId: MEMBER_ID,
        name: 'Maya Lopez',
        bookings: 11,
        bookedMinutes: 330,
        openMinutes: 1200,
        utilisation: 0.275,
      },
    ],
    heatmap: [
      { weekday: 'tuesday', hour: 14, bookedMinutes: 60 },
      { weekday: 'monday', hour: 10, bookedMinutes: 90 },
    ],
  };
}

const PATH = `/api/businesses/${BUSINESS_ID}/insights`;
const asked = (sent: SentRequest[]) =>
  sent.filter((r) => r.path === PATH).map((r) => `${r.query.get('from')}..${r.query.get('to')}`);

function renderTab(answer: (request: SentRequest) => InsightsResponse = answerFor) {
  const sent = answerApi({ [`GET ${PATH}`]: answer });
  const view = renderWith(<InsightsTab business={aBusiness()} viewer="owner" />, { user: owner });
  return { sent, ...view };
}

describe('InsightsTab', () => {
  it('shows the last 30 days first, each figure with the change since the 30 days before', async () => {
    const { sent } = renderTab();
    const bookings = await screen.findByTestId('figure-bookings');
    expect(asked(sent)).toEqual(['2026-02-03..2026-03-04']);
    expect(screen.getByTestId('insights-range').textContent).toBe('Tue, Feb 3 – Wed, Mar 4, 2026');
    expect(within(bookings).getByRole('term').textContent).toBe('Bookings');
    expect(
      within(bookings)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['12', '6 completed · 4 upcoming · 1 cancelled · 1 no-show', '+3 vs previous 30 days']);
    expect(screen.getByTestId('figure-revenue').textContent).toContain('$390.00');
    expect(screen.getByTestId('figure-revenue').textContent).toContain('\u2212$30.00 vs previous 30 days');
    // Charts, each a picture with its summary for screen readers.
    expect(screen.getByRole('img', { name: /^Utilisation per team member: Maya Lopez 28%\.$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Busiest: Mondays at 10 AM, 1 h 30 min booked\./ })).toBeTruthy();
  });

  it('asks for the days of each preset, and says why a custom range cannot be asked', async () => {
    const { sent, user } = renderTab();
    await screen.findByTestId('figure-bookings');

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(asked(sent).at(-1)).toBe('2026-03-02..2026-03-08'));
    expect(screen.getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(screen.getByTestId('figure-bookings').textContent).toContain('vs previous 7 days'),
    );

    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(asked(sent).at(-1)).toBe('2026-03-01..2026-03-31'));

    // Custom starts from the range on screen.
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-03-01', '2026-03-31']);

    const before = asked(sent).length;
    await fill(user, from, '2026-04-02');
    expect((await screen.findByRole('alert')).textContent).toBe(INSIGHTS_MESSAGES.range);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(asked(sent)).toHaveLength(before);

    await fill(user, from, '2026-03-10');
    await fill(user, to, '2026-03-12');
    await waitFor(() => expect(asked(sent).at(-1)).toBe('2026-03-10..2026-03-12'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('figure-bookings').textContent).toContain('vs previous 3 days'),
    );
  });

  it("shows the charts' numbers as tables in the table view", async () => {
    const { user } = renderTab();
    await screen.findByTestId('figure-bookings');
    const toggle = screen.getByRole('button', { name: 'Table view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rowsOf('Bookings and revenue per day')).toEqual([
      ['Day', 'Bookings', 'Revenue'],
      ['Tue, Mar 3', '2', '$130.00'],
      ['Wed, Mar 4', '1', '$0.00'],
    ]);
    expect(rowsOf('Booked time by weekday and hour')).toEqual([
      ['Weekday', 'Hour', 'Booked time'],
      ['Monday', '10 AM', '1 h 30 min'],
      ['Tuesday', '2 PM', '1 h'],
    ]);
    expect(rowsOf('Utilisation per team member')).toEqual([
      ['Team member', 'Utilisation', 'Booked', 'Open', 'Bookings'],
      ['Maya Lopez', '28%', '5 h 30 min', '20 h', '11'],
    ]);
    expect(rowsOf('Top services')).toEqual([
      ['Service', 'Bookings', 'Revenue'],
      ["Women's Haircut", '8', '$325.00'],
      ['Colour', '3', '$65.00'],
    ]);
    // Headers say what they head.
    const services = screen.getByRole('table', { name: 'Top services' });
    expect(
      within(services)
        .getAllByRole('columnheader')
        .every((th) => th.getAttribute('scope') === 'col'),
    ).toBe(true);
    expect(within(services).getByRole('rowheader', { name: 'Colour' }).getAttribute('scope')).toBe('row');
    // The pictures are gone; the figures stay.
    expect(screen.queryByRole('img', { name: /^Utilisation per team member/ })).toBeNull();
    expect(screen.getByTestId('figure-bookings')).toBeTruthy();

    await user.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the bookings of the range on screen; staff read their own figures, without the download', async () => {
    const sent = answerApi({
      [`GET ${PATH}`]: answerFor,
      [`GET /api/businesses/${BUSINESS_ID}/bookings.csv`]: () => 'id,customer',
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, unmount } = renderWith(<InsightsTab business={aBusiness()} viewer="owner" />, {
      user: owner,
    });
    await screen.findByTestId('figure-bookings');
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await user.click(screen.getByRole('button', { name: 'Export bookings (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['bookings-2026-03-02-to-2026-03-08.csv']));
    const exported = sent.find((r) => r.path.endsWith('/bookings.csv'));
    expect(exported?.query.toString()).toBe('from=2026-03-02&to=2026-03-08');
    vi.restoreAllMocks();
    unmount();

    renderWith(<InsightsTab business={aBusiness()} viewer="staff" />, { user: owner });
    expect(await screen.findByText(/^Your own bookings and time/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export bookings (CSV)' })).toBeNull();
  });

  it('says when the range has no bookings yet', async () => {
    renderTab((request) => answerFor(request, 0));
    expect(await screen.findByText('No bookings in this range yet')).toBeTruthy();
    expect(screen.getByTestId('figure-bookings').textContent).toContain('\u22129 vs previous 30 days');
  });
});
