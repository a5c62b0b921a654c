import type { BusyCalendar } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { busyCalendarStatus } from './busy-calendar';

const NOW = new Date(Date.UTC(2026, 2, 2, 12));
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const calendar = (over: Partial<BusyCalendar>): BusyCalendar => ({
  host: 'calendar.example',
  lastReadAt: null,
  lastAttemptAt: null,
  lastError: null,
  upcomingBusyTimes: 0,
  ...over,
});

describe('busyCalendarStatus', () => {
  it('says when the calendar was last read and how many busy times it holds', () => {
    expect(
      busyCalendarStatus(
        calendar({ lastReadAt: minutesAgo(5), lastAttemptAt: minutesAgo(5), upcomingBusyTimes: 12 }),
        NOW,
      ),
    ).toEqual({ text: 'Last read 5 minutes ago · 12 busy times ahead', tone: 'ok' });
    expect(busyCalendarStatus(calendar({ lastReadAt: minutesAgo(1), upcomingBusyTimes: 1 }), NOW).text).toBe(
      'Last read 1 minute ago · 1 busy time ahead',
    );
  });

  it('gives the last error in words, when it was tried, and that earlier busy times still count', () => {
    const error = 'The calendar answered 404 Not Found.';
    expect(busyCalendarStatus(calendar({ lastError: error, lastAttemptAt: minutesAgo(3) }), NOW)).toEqual({
      text: `${error} Tried 3 minutes ago.`,
      tone: 'error',
    });
    expect(
      busyCalendarStatus(
        calendar({
          lastError: error,
          lastAttemptAt: minutesAgo(3),
          lastReadAt: minutesAgo(60),
          upcomingBusyTimes: 4,
        }),
        NOW,
      ).text,
    ).toBe(`${error} Tried 3 minutes ago. The busy times read 1 hour ago still count (4 busy times ahead).`);
  });

  it('waits for the first read, and says when there is no calendar', () => {
    expect(busyCalendarStatus(calendar({}), NOW)).toEqual({
      text: 'Reading the calendar...',
      tone: 'waiting',
    });
    expect(busyCalendarStatus(calendar({ host: null }), NOW)).toEqual({ text: 'Not connected', tone: 'off' });
  });

  it('puts what a good read had to say first, with when it was read and the busy times it holds', () => {
    const notice =
      'Only the busy times up to 7 July 2026 are used: the calendar has more than Booklane reads.';
    expect(
      busyCalendarStatus(
        calendar({
          lastError: notice,
          lastReadAt: minutesAgo(2),
          lastAttemptAt: minutesAgo(2),
          upcomingBusyTimes: 5000,
        }),
        NOW,
      ),
    ).toEqual({ text: `${notice} Last read 2 minutes ago · 5,000 busy times ahead`, tone: 'error' });
  });
});
