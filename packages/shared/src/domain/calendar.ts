// Calendar ranges of the business dashboard (decisions.md section 7: bookings by week and by
// month). Pure date arithmetic on `YYYY-MM-DD` days; weeks start on Monday, as WEEKDAYS do.

import { addDays, dateToDayNumber, weekdayIndexOfDayNumber } from './time';

/**
 * The Monday of the week holding `date`.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function startOfWeek(date: string): string {
  const dayNumber = dateToDayNumber(date);
  if (Number.isNaN(dayNumber)) throw new RangeError(`Not a date: ${date}`);
  return addDays(date, -weekdayIndexOfDayNumber(dayNumber));
}

/** The seven days, Monday to Sunday, of the week holding `date`. */
export function weekDays(date: string): string[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The first day of the month holding `date`. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** `date` moved by whole months, kept on the first of the month. */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The last day of the month holding `date`.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function endOfMonth(date: string): string {
  return addDays(addMonths(date, 1), -1);
}

/**
 * The days of a month view: whole weeks (Monday first) from the week of the 1st to the week of
 * the last day, so 28 to 42 days.
 */
export function monthGridDays(date: string): string[] {
  const first = startOfWeek(startOfMonth(date));
  const last = addDays(startOfWeek(endOfMonth(date)), 6);
  const count = dateToDayNumber(last) - dateToDayNumber(first) + 1;
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}
