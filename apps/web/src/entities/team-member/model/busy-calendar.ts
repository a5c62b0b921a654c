// What the team screens say about a member's other calendar (decisions.md 9.5): not connected,
// waiting for its first read, read (when, and how many busy times it holds ahead), or the last
// read's error in words with when it was tried.
import type { BusyCalendar } from '@booklane/shared/schemas';
import { timeAgo } from '@/lib/when';

export type BusyCalendarTone = 'off' | 'waiting' | 'ok' | 'error';

/** `No busy times`, `1 busy time ahead`, `12 busy times ahead`. */
function busyTimesText(count: number): string {
  if (count === 0) return 'No busy times ahead';
  return `${count.toLocaleString('en-US')} busy ${count === 1 ? 'time' : 'times'} ahead`;
}

/**
 * `Last read 5 minutes ago · 12 busy times ahead`; `The calendar answered 404 Not Found. Tried 3
 * minutes ago.` (the last good busy times still count: said when there was a good read);
 * `Reading the calendar...` before its first read; `Not connected`. A good read may come with
 * words too (only the busy times up to a date are used): they lead, in the error's colour.
 */
export function busyCalendarStatus(
  calendar: BusyCalendar,
  now: Date,
): { text: string; tone: BusyCalendarTone } {
  if (calendar.host === null) return { text: 'Not connected', tone: 'off' };
  const { lastError, lastReadAt } = calendar;
  // The last attempt was a good read that has something to say.
  if (lastError && lastReadAt !== null && lastReadAt === calendar.lastAttemptAt) {
    return {
      text: `${lastError} Last read ${timeAgo(lastReadAt, now)} · ${busyTimesText(calendar.upcomingBusyTimes)}`,
      tone: 'error',
    };
  }
  if (calendar.lastError) {
    const tried = calendar.lastAttemptAt ? ` Tried ${timeAgo(calendar.lastAttemptAt, now)}.` : '';
    const kept = calendar.lastReadAt
      ? ` The busy times read ${timeAgo(calendar.lastReadAt, now)} still count (${busyTimesText(calendar.upcomingBusyTimes)}).`
      : '';
    return { text: `${calendar.lastError}${tried}${kept}`, tone: 'error' };
  }
  if (!calendar.lastReadAt) return { text: 'Reading the calendar...', tone: 'waiting' };
  return {
    text: `Last read ${timeAgo(calendar.lastReadAt, now)} · ${busyTimesText(calendar.upcomingBusyTimes)}`,
    tone: 'ok',
  };
}
