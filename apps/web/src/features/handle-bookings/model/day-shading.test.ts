import { defaultSchedule } from '@booklane/shared/domain';
import type { Block, BreakHour } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { blockSpanOn, columnShades, memberDay } from './day-shading';

const lunch: BreakHour = { name: 'Lunch Break', start: '12:00', end: '13:00', days: ['wednesday'] };
const business = {
  schedule: defaultSchedule(),
  breakHours: [lunch],
  dateOverrides: [
    { date: '2026-03-05', closed: true as const, note: 'Inventory' },
    { date: '2026-03-06', start: '10:00', end: '14:00' },
  ],
  timezone: 'Europe/Berlin',
};
const lateShift = {
  ...defaultSchedule(),
  wednesday: { start: '12:00', end: '20:00', isOpen: true },
};
const block = (fields: Partial<Block>): Block => ({
  _id: 'b1',
  teamMember: 'm1',
  startsAt: '2026-03-04T13:00:00Z',
  endsAt: '2026-03-04T14:00:00Z',
  note: '',
  source: 'owner',
  ...fields,
});

describe('memberDay', () => {
  it("follows the business's hours and breaks for a member without their own", () => {
    const day = memberDay(business, { _id: 'm1', schedule: null, breakHours: [] }, '2026-03-04');
    expect(day.open).toEqual({ start: 540, end: 1020 });
    expect(day.breaks).toEqual([{ name: 'Lunch Break', span: { start: 720, end: 780 } }]);
  });

  it("uses a member's own hours with only their own breaks", () => {
    const day = memberDay(business, { _id: 'm2', schedule: lateShift, breakHours: [] }, '2026-03-04');
    expect(day).toEqual({ open: { start: 720, end: 1200 }, gaps: [], breaks: [], note: null });
  });

  it("shades the closed stretch of a member's split shift", () => {
    const split = {
      ...defaultSchedule(),
      wednesday: {
        start: '09:00',
        end: '19:00',
        isOpen: true,
        intervals: [
          { start: '09:00', end: '12:00' },
          { start: '14:00', end: '19:00' },
        ],
      },
    };
    const member = { _id: 'm1', schedule: split, breakHours: [] };
    expect(memberDay(business, member, '2026-03-04')).toMatchObject({
      open: { start: 540, end: 1140 },
      gaps: [{ start: 720, end: 840 }],
    });
    const shades = columnShades(business, 'm1', member, '2026-03-04', [], { start: 480, end: 1200 });
    expect(shades.filter((shade) => shade.kind === 'closed').map((shade) => shade.span)).toEqual([
      { start: 480, end: 540 },
      { start: 1140, end: 1200 },
      { start: 720, end: 840 },
    ]);
  });

  it("lets a date's override beat the weekly hours: closed with its note, or other hours", () => {
    expect(memberDay(business, null, '2026-03-05')).toEqual({
      open: null,
      gaps: [],
      breaks: [],
      note: 'Inventory',
    });
    expect(memberDay(business, null, '2026-03-06').open).toEqual({ start: 600, end: 840 });
  });
});

describe('blockSpanOn', () => {
  it('cuts a block to one local date', () => {
    const overnight = { startsAt: '2026-03-04T20:00:00Z', endsAt: '2026-03-05T09:00:00Z' };
    expect(blockSpanOn(overnight, '2026-03-04', 'Europe/Berlin')).toEqual({ start: 1260, end: 1440 });
    expect(blockSpanOn(overnight, '2026-03-05', 'Europe/Berlin')).toEqual({ start: 0, end: 600 });
    expect(blockSpanOn(overnight, '2026-03-06', 'Europe/Berlin')).toBeNull();
    const wholeDay = { startsAt: '2026-03-03T23:00:00Z', endsAt: '2026-03-04T23:00:00Z' };
    expect(blockSpanOn(wholeDay, '2026-03-05', 'Europe/Berlin')).toBeNull();
  });
});

describe('columnShades', () => {
  const visible = { start: 480, end: 1140 };

  it('shades the time outside the hours, the breaks, and the blocks of the member or the business', () => {
    const shades = columnShades(
      business,
      'm1',
      null,
      '2026-03-04',
      [
        block({ note: 'Dentist' }),
        block({ _id: 'b2', teamMember: 'm2' }),
        block({
          _id: 'b3',
          teamMember: null,
          startsAt: '2026-03-04T15:00:00Z',
          endsAt: '2026-03-04T15:30:00Z',
        }),
      ],
      visible,
    );
    expect(shades).toEqual([
      { kind: 'closed', span: { start: 480, end: 540 }, label: 'Not working' },
      { kind: 'closed', span: { start: 1020, end: 1140 }, label: 'Not working' },
      { kind: 'break', span: { start: 720, end: 780 }, label: 'Lunch Break' },
      { kind: 'block', span: { start: 840, end: 900 }, label: 'Blocked: Dentist' },
      { kind: 'block', span: { start: 960, end: 990 }, label: 'Business closed' },
    ]);
  });

  it("says a busy time comes from the member's other calendar", () => {
    const shades = columnShades(business, 'm1', null, '2026-03-04', [block({ source: 'calendar' })], visible);
    expect(shades).toContainEqual({
      kind: 'block',
      span: { start: 840, end: 900 },
      label: 'Busy (other calendar)',
    });
  });

  it('shades a closed date whole, with its note', () => {
    expect(columnShades(business, 'm1', null, '2026-03-05', [], visible)).toEqual([
      { kind: 'closed', span: visible, label: 'Closed: Inventory' },
    ]);
  });
});
