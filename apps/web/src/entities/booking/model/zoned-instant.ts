// A moment of a history (a booking's changes, when it finished, when an email went) written on the
// business's clock and saying whose time it is (issue 39): `2:05 PM (EST)` for a viewer in the
// business's zone, `Tue, Mar 3, 9:12 AM (America/New_York)` for one elsewhere, who would otherwise
// read it as their own time.
import { formatClockTime, utcToZonedDateTime, type HourCycle } from '@booklane/shared/domain';
import { formatDateShort, visitorTimeZone } from '@/lib/format';

/** The zone's short name at that instant (`EST`, `GMT+1`), or the zone itself when it has none. */
function shortZoneName(at: Date, zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}

/**
 * `iso` on `zone`'s clock: the time alone on `now`'s day there, else with its day; then whose
 * time it is: the zone's short name when the viewer is in that zone, else the zone's name.
 */
export function zonedInstantText(
  iso: string | Date,
  zone: string,
  {
    now,
    hourCycle,
    viewerZone = visitorTimeZone(),
    withDay = false,
  }: { now: Date; hourCycle: HourCycle; viewerZone?: string; withDay?: boolean },
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return String(iso);
  let local: { date: string; time: string };
  let today: string;
  try {
    local = utcToZonedDateTime(at, zone);
    today = utcToZonedDateTime(now, zone).date;
  } catch {
    return at.toISOString();
  }
  const time = formatClockTime(local.time, hourCycle);
  const when = !withDay && local.date === today ? time : `${formatDateShort(local.date)}, ${time}`;
  const whose = viewerZone === zone ? shortZoneName(at, zone) : zone;
  return `${when} (${whose})`;
}
