// Times of the integrations' screens in the viewer's locale and zone: how long ago something
// happened ("5 minutes ago", for a calendar read or a token's last use) and a moment of a log
// ("10:02 AM" today, "Mar 2, 10:02 AM" another day).

/** `just now`, `1 minute ago`, `5 minutes ago`, `2 hours ago`, `3 days ago`; a moment ahead reads as now. */
export function timeAgo(iso: string, now: Date): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor(Math.max(0, now.getTime() - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** A log's moment: the time alone today (`10:02:07 AM` with `seconds`), else with its day. */
export function logMoment(
  iso: string,
  now: Date,
  { seconds = false, locale }: { seconds?: boolean; locale?: string } = {},
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = at.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  }).format(at);
}

/** `Mar 2, 2026`: the day something was made. */
export function dayOf(iso: string, locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(at);
}
