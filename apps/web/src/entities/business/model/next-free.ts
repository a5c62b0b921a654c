// The business page's "Next free: Tue 14:00" (docs/decisions/0046): the first free time the server
// found, on the business's date and clock (the times the booking sheet offers).
import {
  businessTime,
  businessToday,
  dateToDayNumber,
  weekdayIndexOfDayNumber,
} from '@booklane/shared/domain';
import type { Business, NextFreeTime } from '@booklane/shared/schemas';
import { formatDateShort } from '@/lib/format';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * "Next free: Today 9:00 AM", "Next free: Tomorrow 14:00", "Next free: Tue 14:00" within the week,
 * "Next free: Mon, Jun 15" for a day-only service or later; "No free times in the next 2 weeks".
 */
export function nextFreeText(
  answer: NextFreeTime,
  business: Pick<Business, 'timezone' | 'currency'>,
  now: Date,
): string {
  const { next } = answer;
  if (!next) return 'No free times in the next 2 weeks';
  const days = dateToDayNumber(next.date) - dateToDayNumber(businessToday(business.timezone, now));
  const day =
    days === 0
      ? 'Today'
      : days === 1
        ? 'Tomorrow'
        : days < 7 && next.startTime
          ? WEEKDAYS[weekdayIndexOfDayNumber(dateToDayNumber(next.date))]!
          : formatDateShort(next.date);
  return `Next free: ${day}${next.startTime ? ` ${businessTime(next.startTime, business)}` : ''}`;
}
