import type { Booking } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { bookingsByDay, bookingsCount, moveView, rangeTitle, viewDays } from './calendar-model';

const booking = (id: string, bookingDate: string | null, startTime: string | null, serviceId = 's1') =>
  ({
    _id: id,
    bookingDate,
    startTime,
    localStartTime: null,
    service: { _id: serviceId, name: 'Cut' },
  }) as unknown as Booking;

describe('viewDays and rangeTitle', () => {
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

describe('bookingsByDay', () => {
  it('groups dated bookings by day, by time, flexible ones left out', () => {
    const map = bookingsByDay(
      [
        booking('late', '2026-11-25', '15:00'),
        booking('early', '2026-11-25', '09:00'),
        booking('any', '2026-11-25', null),
        booking('flexible', null, null),
      ],
      '',
    );
    expect(map.get('2026-11-25')?.map((b) => b._id)).toEqual(['early', 'late', 'any']);
    expect([...map.keys()]).toEqual(['2026-11-25']);
  });

  it('keeps one service when asked', () => {
    const map = bookingsByDay(
      [booking('a', '2026-11-25', '09:00', 's1'), booking('b', '2026-11-25', '10:00', 's2')],
      's2',
    );
    expect(map.get('2026-11-25')?.map((b) => b._id)).toEqual(['b']);
  });
});

describe('moveView', () => {
  it('moves a week and selects its Monday', () => {
    expect(moveView('week', '2026-11-25', 1)).toEqual({ anchor: '2026-12-02', selectedDay: '2026-11-30' });
  });

  it('moves a month and selects its first day', () => {
    expect(moveView('month', '2026-11-25', -1)).toEqual({ anchor: '2026-10-01', selectedDay: '2026-10-01' });
  });
});

it('counts bookings in words', () => {
  expect(bookingsCount(1)).toBe('1 booking');
  expect(bookingsCount(0)).toBe('0 bookings');
});
