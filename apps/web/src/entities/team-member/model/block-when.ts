// A block's time in the business's zone and clock (decisions.md 9.1): `Mon, Dec 1, 9:00 AM – 5:00 PM`
// (`09:00 – 17:00` on a 24-hour clock), `Mon, Dec 1 – Wed, Dec 3 (all day)`, or
// `Mon, Dec 1, 6:00 PM – Tue, Dec 2, 10:00 AM`.
import { addDays, formatClockTime, utcToZonedDateTime, type HourCycle } from '@booklane/shared/domain';
import type { Block } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

export function blockWhenText(
  block: Pick<Block, 'startsAt' | 'endsAt'>,
  timeZone: string,
  hourCycle: HourCycle,
): string {
  const clock = (time: string) => formatClockTime(time, hourCycle);
  const start = utcToZonedDateTime(new Date(block.startsAt), timeZone);
  const end = utcToZonedDateTime(new Date(block.endsAt), timeZone);
  if (start.time === '00:00' && end.time === '00:00') {
    // Whole days: the end is the midnight after the last day.
    const last = addDays(end.date, -1);
    return last === start.date
      ? `${formatDateShort(start.date)} (all day)`
      : `${formatDateShort(start.date)} – ${formatDateShort(last)} (all day)`;
  }
  const from = `${formatDateShort(start.date)}, ${clock(start.time)}`;
  if (start.date === end.date) return `${from} – ${clock(end.time)}`;
  return `${from} – ${formatDateShort(end.date)}, ${clock(end.time)}`;
}
