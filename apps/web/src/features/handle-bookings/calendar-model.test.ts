import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  bookingsByDay,
  bookingsCount,
  calendarBookings,
  gridColumns,
  moveDate,
  rangeTitle,
  viewDays,
} from './calendar-model';

const booking = (id: string, bookingDate: string | null, startTime: string | null, status = 'confirmed') =>
  ({
    _id: id,
    status,
    bookingDate,
    startTime,
    localStartTime: null,
    service: { _id: 's1', name: 'Cut' },
  }) as unknown as Booking;

describe('viewDays and rangeTitle', () => {
  it('shows one day, titled in full', () => {
    expect(viewDays('day', '2026-11-25')).toEqual(['2026-11-25']);
    expect(rangeTitle('day', ['2026-11-25'], '2026-11-25')).toBe('Wednesday, November 25, 2026');
  });

  it('shows Monday to Sunday of the week', () => {
    const days = viewDays('week', '2026-11-25');
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('2026-11-23');
    expect(rangeTitle('week', days, '2026-11-25')).toBe('Nov 23 – Nov 29, 2026');
  });

  it('shows whole weeks of the month, titled by the month', () => {
    const days = viewDays('month', '2026-11-25');
    expect(days.length % 7).toBe(0);
    expect(days).toContain('2026-11-01');
    expect(days).toContain('2026-11-30');
    expect(rangeTitle('month', days, '2026-11-25')).toBe('November 2026');
  });
});

describe('moveDate', () => {
  it('moves a day, a week (the same weekday) or a month (its first day)', () => {
    expect(moveDate('day', '2026-11-30', 1)).toBe('2026-12-01');
    expect(moveDate('week', '2026-11-25', -1)).toBe('2026-11-18');
    expect(moveDate('month', '2026-11-25', 1)).toBe('2026-12-01');
  });
});

describe('gridColumns', () => {
  const members = [
    { _id: 'maya', name: 'Maya', title: 'Stylist' },
    { _id: 'alex', name: 'Alex', title: '' },
  ];

  it('gives every member a column on a day, only the chosen one on a phone', () => {
    const columns = gridColumns('day', '2026-03-04', members, 'alex', false);
    expect(columns.map((c) => [c.memberId, c.title, c.subtitle])).toEqual([
      ['maya', 'Maya', 'Stylist'],
      ['alex', 'Alex', null],
    ]);
    expect(gridColumns('day', '2026-03-04', members, 'alex', true).map((c) => c.memberId)).toEqual(['alex']);
  });

  it("gives the chosen member's week seven columns, the first member's when none is chosen", () => {
    const week = gridColumns('week', '2026-03-04', members, null, false);
    expect(week.map((c) => c.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(week[2]).toMatchObject({ memberId: 'maya', title: 'Wed', subtitle: 'Mar 4' });
  });
});

describe('bookingsByDay', () => {
  it('groups dated bookings by day, by time, flexible ones left out', () => {
    const map = bookingsByDay([
      booking('late', '2026-11-25', '15:00'),
      booking('early', '2026-11-25', '09:00'),
      booking('any', '2026-11-25', null),
      booking('flexible', null, null),
    ]);
    expect(map.get('2026-11-25')?.map((b) => b._id)).toEqual(['early', 'late', 'any']);
    expect([...map.keys()]).toEqual(['2026-11-25']);
  });
});

describe('calendarBookings', () => {
  it('adds the finished bookings of the range to the active ones, never a cancelled one', () => {
    const active = [booking('a', '2026-03-04', '10:00')];
    const history = [
      booking('done', '2026-03-03', '09:00', 'completed'),
      booking('absent', '2026-03-04', '11:00', 'no-show'),
      booking('gone', '2026-03-04', '12:00', 'cancelled'),
      booking('old', '2026-02-01', '09:00', 'completed'),
    ];
    expect(calendarBookings(active, history, '2026-03-02', '2026-03-08').map((b) => b._id)).toEqual([
      'a',
      'done',
      'absent',
    ]);
    expect(calendarBookings(undefined, undefined, '2026-03-02', '2026-03-08')).toEqual([]);
  });
});

it('counts bookings in words', () => {
  expect(bookingsCount(1)).toBe('1 booking');
  expect(bookingsCount(0)).toBe('0 bookings');
});
