// @vitest-environment happy-dom
// A dense service's availability comes a part at a time (AVAILABILITY_ANSWER_BUDGET, issue 32):
// the server answers the first days of the range asked; a date chosen past them is asked for on
// its own, and a date inside an answer already kept is read from it.
import type { ServiceAvailability } from '@booklane/shared/schemas';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { aBusiness, aService, SERVICE_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { useBookingAvailability } from './get-service-availability';

// The realtime client never loads here (the live refresh is the e2e suite's to check).
vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();

// Monday 2 March 2026, 8:00 in New York (the business's zone).
const NOW = new Date('2026-03-02T13:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const addDay = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The server for a dense service: two days from `from` per answer, whatever the range. */
function denseAnswer(from: string): ServiceAvailability {
  return {
    timezone: 'America/New_York',
    bookingType: 'datetime',
    days: [0, 1].map((n) => ({
      date: addDay(from, n),
      open: true,
      slots: [{ startTime: '10:00', remaining: 1, teamMemberIds: [] }],
    })),
  };
}

/** The days of the answer for the chosen date; a button per date to choose next. */
function Days({ first, next }: { first: string; next: string[] }) {
  const [date, setDate] = useState(first);
  const availability = useBookingAvailability(
    { service: aService({ advanceBookingLimit: 60 }), business: aBusiness() },
    date,
    NOW,
  );
  return (
    <>
      <p data-testid="days">{availability.data?.days.map((d) => d.date).join(' ') ?? 'loading'}</p>
      {next.map((d) => (
        <button key={d} type="button" onClick={() => setDate(d)}>
          {d}
        </button>
      ))}
    </>
  );
}

it('asks again from a chosen date past the days an answer holds, and shows that date’s times', async () => {
  const sent = answerApi({
    [`GET /api/services/${SERVICE_ID}/availability`]: ({ query }) => denseAnswer(query.get('from') ?? ''),
  });
  const { user } = renderWith(<Days first="2026-03-20" next={['2026-03-21', '2026-03-03']} />);
  await vi.waitFor(() => expect(screen.getByTestId('days').textContent).toBe('2026-03-20 2026-03-21'));
  const froms = sent.map((r) => r.query.get('from'));
  expect(froms).toEqual(['2026-03-02', '2026-03-20']);
  // Every request keeps the block's end: one range of the booking window, asked a part at a time.
  expect(new Set(sent.map((r) => r.query.get('to')))).toEqual(new Set(['2026-05-01']));

  // A date the kept answer holds is read from it: no new request.
  await user.click(screen.getByRole('button', { name: '2026-03-21' }));
  await vi.waitFor(() => expect(screen.getByTestId('days').textContent).toBe('2026-03-20 2026-03-21'));
  await user.click(screen.getByRole('button', { name: '2026-03-03' }));
  await vi.waitFor(() => expect(screen.getByTestId('days').textContent).toBe('2026-03-02 2026-03-03'));
  expect(sent).toHaveLength(2);
});
