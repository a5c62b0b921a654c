// The conversation list's short relative times ('Just now', '5m ago', '3h ago', 'Yesterday',
// 'Mon', 'Mar 2', 'Mar 2, 2025'), in the visitor's time zone unless one is given.

export function relativeTime(iso: string | null | undefined, now: Date, timeZone?: string): string {
  if (!iso) return '';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const zone = timeZone ? { timeZone } : {};
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { ...zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      d,
    );
  const yesterday = new Date(now.getTime() - 86_400_000);
  if (day(then) === day(yesterday)) return 'Yesterday';
  if (hours < 24 * 7) return new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short' }).format(then);
  const sameYear =
    new Intl.DateTimeFormat('en-US', { ...zone, year: 'numeric' }).format(then) ===
    new Intl.DateTimeFormat('en-US', { ...zone, year: 'numeric' }).format(now);
  return new Intl.DateTimeFormat('en-US', {
    ...zone,
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then);
}

/** The time under a chat bubble: '3:05 PM', with the date when not today. */
export function messageTime(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(then);
  if (then.toDateString() === now.toDateString()) return time;
  const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(then);
  return `${date}, ${time}`;
}
