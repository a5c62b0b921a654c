// What the day calendar shades in a column (decisions.md 9.1, 9.2): the time a team member is not
// working that day (outside their hours, or a closed date), their breaks (lighter), and blocks
// (their time off and the whole business's), as the availability rules read them: a date's
// override beats the weekly hours; a member without their own hours works the business's, with
// the business's breaks and their own.
import {
  defaultSchedule,
  gapsBetween,
  openingMinutes,
  openIntervalMinutes,
  overrideOn,
  timeToMinutes,
  utcToZonedDateTime,
  weekdayOfDate,
} from '@booklane/shared/domain';
import type { Block, BreakHour, Business, Schedule } from '@booklane/shared/schemas';
import type { MinuteSpan } from './grid-model';

/** A member's hours as the calendar reads them; null hours: the business's. */
export type MemberHours = { _id: string; schedule: Schedule | null; breakHours: readonly BreakHour[] };

export type ShadeKind = 'closed' | 'break' | 'block';
export type Shade = { kind: ShadeKind; span: MinuteSpan; label: string };

type HoursSource = Pick<Business, 'schedule' | 'breakHours' | 'dateOverrides'>;

/** The member's opening span on a date (null: not working) and the breaks that cut it. */
export function memberDay(
  business: HoursSource,
  member: MemberHours | null,
  date: string,
): {
  open: MinuteSpan | null;
  /** The closed stretches inside the span: a split shift's. */
  gaps: MinuteSpan[];
  breaks: Array<{ span: MinuteSpan; name: string }>;
  note: string | null;
} {
  const override = overrideOn(business, date);
  const weekday = weekdayOfDate(date);
  const schedule = member?.schedule ?? business.schedule ?? defaultSchedule();
  let open: MinuteSpan | null;
  let gaps: MinuteSpan[] = [];
  if (override?.closed) open = null;
  else if (override) open = { start: timeToMinutes(override.start), end: timeToMinutes(override.end) };
  else {
    const hours = openingMinutes(schedule[weekday]);
    open = hours ? { start: hours.open, end: hours.close } : null;
    gaps = gapsBetween(openIntervalMinutes(schedule[weekday])).map(([start, end]) => ({ start, end }));
  }
  const breakList = member?.schedule
    ? member.breakHours
    : [...business.breakHours, ...(member?.breakHours ?? [])];
  const breaks = open
    ? breakList
        .filter((brk) => brk.days.includes(weekday))
        .map((brk) => ({
          name: brk.name,
          span: {
            start: Math.max(timeToMinutes(brk.start), open.start),
            end: Math.min(timeToMinutes(brk.end), open.end),
          },
        }))
        .filter(({ span }) => span.end > span.start)
    : [];
  return { open, gaps, breaks, note: override?.note?.trim() || null };
}

/**
 * The part of a block that lies on a business-local date; null when none does.
 * @internal Exported for its unit tests.
 */
export function blockSpanOn(block: Pick<Block, 'startsAt' | 'endsAt'>, date: string, timeZone: string) {
  const start = utcToZonedDateTime(new Date(block.startsAt), timeZone);
  const end = utcToZonedDateTime(new Date(block.endsAt), timeZone);
  if (start.date > date || end.date < date) return null;
  const span: MinuteSpan = {
    start: start.date < date ? 0 : timeToMinutes(start.time),
    end: end.date > date ? 24 * 60 : timeToMinutes(end.time),
  };
  return span.end > span.start ? span : null;
}

/**
 * Every shade of one member's column on a date, cut to the visible hours; `member` holds their
 * hours (null: not known, the business's).
 */
export function columnShades(
  business: HoursSource & Pick<Business, 'timezone'>,
  memberId: string,
  member: MemberHours | null,
  date: string,
  blocks: readonly Block[],
  visible: MinuteSpan,
): Shade[] {
  const day = memberDay(business, member, date);
  const closedLabel = day.note ? `Closed: ${day.note}` : 'Not working';
  const shades: Shade[] = [];
  if (!day.open) shades.push({ kind: 'closed', span: visible, label: closedLabel });
  else {
    if (day.open.start > visible.start) {
      shades.push({
        kind: 'closed',
        span: { start: visible.start, end: day.open.start },
        label: closedLabel,
      });
    }
    if (day.open.end < visible.end) {
      shades.push({ kind: 'closed', span: { start: day.open.end, end: visible.end }, label: closedLabel });
    }
    for (const gap of day.gaps) {
      const span = { start: Math.max(gap.start, visible.start), end: Math.min(gap.end, visible.end) };
      if (span.end > span.start) shades.push({ kind: 'closed', span, label: closedLabel });
    }
  }
  for (const brk of day.breaks) shades.push({ kind: 'break', span: brk.span, label: brk.name });
  for (const block of blocks) {
    if (block.teamMember !== null && block.teamMember !== memberId) continue;
    const span = blockSpanOn(block, date, business.timezone);
    if (!span) continue;
    const who =
      block.source === 'calendar'
        ? 'Busy (other calendar)'
        : block.teamMember === null
          ? 'Business closed'
          : 'Blocked';
    shades.push({ kind: 'block', span, label: block.note.trim() ? `${who}: ${block.note.trim()}` : who });
  }
  return shades.filter((shade) => shade.span.end > visible.start && shade.span.start < visible.end);
}
