// Blocks (time off, decisions.md 9.1) as the Schedule tab edits them: the range it lists, and the
// draft of the Add block dialog (business-local dates and times) turned into the request's
// instants with the business's offset (`2026-12-01T09:00:00+01:00`).
import {
  addDays,
  isValidDate,
  isValidTime,
  minutesToTime,
  timeToMinutes,
  zonedDateTimeToUtc,
} from '@booklane/shared/domain';

/** How many days ahead the Schedule tab lists blocks, today included. */
const BLOCK_LIST_DAYS = 60;

/** The dates the list covers: today and the next 59 days, business local. */
export function blockListRange(today: string): { from: string; to: string } {
  return { from: today, to: addDays(today, BLOCK_LIST_DAYS - 1) };
}

export type BlockDraft = {
  /** A team member's id; '' for the whole business. */
  teamMember: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  /** The last day of an all-day block (inclusive), or the day it ends. */
  endDate: string;
  endTime: string;
  note: string;
};

export function emptyBlockDraft(today: string): BlockDraft {
  return {
    teamMember: '',
    allDay: true,
    startDate: today,
    startTime: '09:00',
    endDate: today,
    endTime: '17:00',
    note: '',
  };
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/**
 * A business-local date and time as an ISO 8601 instant with the zone's offset then; a time in a
 * DST gap moves to the first minute after it. Null when the date or time is not one.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function localInstant(date: string, time: string, timeZone: string): string | null {
  if (!isValidDate(date) || !isValidTime(time)) return null;
  const minutes = timeToMinutes(time);
  // A gap lasts at most an hour or two: the first wall time after it exists.
  for (let shift = 0; shift <= 180; shift += 15) {
    const wall = minutesToTime(Math.min(minutes + shift, 24 * 60 - 1));
    const utc = zonedDateTimeToUtc(date, wall, timeZone);
    if (!utc) continue;
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const localMs = Date.UTC(y, m - 1, d, Math.floor(timeToMinutes(wall) / 60), timeToMinutes(wall) % 60);
    const offset = Math.round((localMs - utc.getTime()) / 60_000);
    const sign = offset < 0 ? '-' : '+';
    return `${date}T${wall}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  }
  return null;
}

export type BlockDraftErrors = Partial<Record<keyof BlockDraft, string>>;

/** The request of a draft: whole days run from the first day's midnight to the one after the last. */
export function blockRequestOf(draft: BlockDraft, timeZone: string) {
  const startsAt = localInstant(draft.startDate, draft.allDay ? '00:00' : draft.startTime, timeZone);
  const endsAt = draft.allDay
    ? isValidDate(draft.endDate)
      ? localInstant(addDays(draft.endDate, 1), '00:00', timeZone)
      : null
    : localInstant(draft.endDate, draft.endTime, timeZone);
  return { teamMember: draft.teamMember || null, startsAt, endsAt, note: draft.note };
}

/** What is wrong with a draft before the shared schema looks at the request: missing dates and times. */
export function blockDraftErrors(draft: BlockDraft): BlockDraftErrors {
  const errors: BlockDraftErrors = {};
  if (!isValidDate(draft.startDate)) errors.startDate = 'Choose the first day';
  if (!isValidDate(draft.endDate)) errors.endDate = 'Choose the last day';
  if (!draft.allDay && !isValidTime(draft.startTime)) errors.startTime = 'Choose the start time';
  if (!draft.allDay && !isValidTime(draft.endTime)) errors.endTime = 'Choose the end time';
  return errors;
}

/** The draft's field that shows an error of the request (its start, end, member or note). */
export function draftFieldOf(requestField: PropertyKey | undefined, allDay: boolean): keyof BlockDraft {
  if (requestField === 'startsAt') return allDay ? 'startDate' : 'startTime';
  if (requestField === 'endsAt') return allDay ? 'endDate' : 'endTime';
  if (requestField === 'teamMember') return 'teamMember';
  return 'note';
}
