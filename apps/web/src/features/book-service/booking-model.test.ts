import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '@booklane/shared/domain';
import { breakDaysText, summaryHeadline, weeklyHoursRows } from './booking-model';

describe('weeklyHoursRows', () => {
  it('groups consecutive days with the same hours', () => {
    expect(weeklyHoursRows(defaultSchedule())).toEqual([
      { days: 'Mon–Fri', hours: '9:00 AM – 5:00 PM' },
      { days: 'Sat–Sun', hours: null },
    ]);
  });

  it('keeps days apart when their hours differ', () => {
    const schedule = defaultSchedule();
    schedule.wednesday = { start: '12:00', end: '20:00', isOpen: true };
    schedule.saturday = { start: '10:00', end: '14:00', isOpen: true };
    expect(weeklyHoursRows(schedule)).toEqual([
      { days: 'Mon–Tue', hours: '9:00 AM – 5:00 PM' },
      { days: 'Wed', hours: '12:00 PM – 8:00 PM' },
      { days: 'Thu–Fri', hours: '9:00 AM – 5:00 PM' },
      { days: 'Sat', hours: '10:00 AM – 2:00 PM' },
      { days: 'Sun', hours: null },
    ]);
  });
});

describe('breakDaysText', () => {
  it('shortens a run of days and lists the others', () => {
    expect(breakDaysText(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])).toBe('Mon–Fri');
    expect(breakDaysText(['wednesday', 'monday'])).toBe('Mon, Wed');
  });
});

describe('summaryHeadline', () => {
  const base = { bookingDate: '', startTime: '', price: '$65.00', serviceName: 'Haircut' };
  const datetime = { ...base, needsDate: true, needsTime: true };

  it('says what to choose until something is chosen', () => {
    expect(summaryHeadline(datetime)).toBe('Choose a time');
    expect(summaryHeadline({ ...base, needsDate: true, needsTime: false })).toBe('Choose a date');
  });

  it('sums up the choice with the price', () => {
    expect(summaryHeadline({ ...datetime, bookingDate: '2026-11-27', startTime: '15:00' })).toBe(
      'Fri, Nov 27 · 3:00 PM · $65.00',
    );
    expect(summaryHeadline({ ...datetime, bookingDate: '2026-11-27' })).toBe('Fri, Nov 27 · $65.00');
  });

  it('names the price, else the service, when there is nothing to choose', () => {
    const flexible = { ...base, needsDate: false, needsTime: false };
    expect(summaryHeadline(flexible)).toBe('$65.00');
    expect(summaryHeadline({ ...flexible, price: null })).toBe('Haircut');
  });
});
