import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '@booklane/shared/domain';
import {
  breakDaysText,
  cancellationLine,
  needsApproval,
  submitLabel,
  summaryHeadline,
  weeklyHoursRows,
} from './booking-model';

describe('weeklyHoursRows', () => {
  it('groups consecutive days with the same hours', () => {
    expect(weeklyHoursRows(defaultSchedule(), 'h12')).toEqual([
      { days: 'Mon–Fri', hours: '9:00 AM – 5:00 PM' },
      { days: 'Sat–Sun', hours: null },
    ]);
    expect(weeklyHoursRows(defaultSchedule(), 'h23')).toEqual([
      { days: 'Mon–Fri', hours: '09:00 – 17:00' },
      { days: 'Sat–Sun', hours: null },
    ]);
  });

  it('keeps days apart when their hours differ', () => {
    const schedule = defaultSchedule();
    schedule.wednesday = { start: '12:00', end: '20:00', isOpen: true };
    schedule.saturday = { start: '10:00', end: '14:00', isOpen: true };
    expect(weeklyHoursRows(schedule, 'h12')).toEqual([
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
  const base = {
    bookingDate: '',
    startTime: '',
    price: '$65.00',
    serviceName: 'Haircut',
    hourCycle: 'h12' as const,
  };
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
    expect(
      summaryHeadline({ ...datetime, bookingDate: '2026-11-27', startTime: '15:00', hourCycle: 'h23' }),
    ).toBe('Fri, Nov 27 · 15:00 · $65.00');
  });

  it('names the price, else the service, when there is nothing to choose', () => {
    const flexible = { ...base, needsDate: false, needsTime: false };
    expect(summaryHeadline(flexible)).toBe('$65.00');
    expect(summaryHeadline({ ...flexible, price: null })).toBe('Haircut');
  });
});

describe('what the form asks for', () => {
  it('asks for a request when the business confirms each booking, else confirms it', () => {
    expect(needsApproval({ autoAcceptBookings: false })).toBe(true);
    expect(needsApproval({ autoAcceptBookings: true })).toBe(false);
    expect(submitLabel(true, false)).toBe('Request booking');
    expect(submitLabel(true, true)).toBe('Requesting...');
    expect(submitLabel(false, false)).toBe('Confirm Booking');
    expect(submitLabel(false, true)).toBe('Booking...');
  });
});

describe('cancellationLine', () => {
  // Monday 2 March 2026, 8:05 in New York; 12 hours' notice.
  const now = new Date('2026-03-02T13:05:00Z');
  const business = { timezone: 'America/New_York', cancellationNoticeHours: 12, currency: 'USD' as const };
  const datetime = { bookingType: 'datetime' as const };

  it('names the deadline of the chosen time on the business clock', () => {
    expect(
      cancellationLine(datetime, business, { bookingDate: '2026-03-03', startTime: '14:00' }, now),
    ).toEqual({ text: 'Free cancellation until Tue 2:00 AM', warning: false });
  });

  it('warns about a time 55 minutes away', () => {
    expect(
      cancellationLine(datetime, business, { bookingDate: '2026-03-02', startTime: '09:00' }, now),
    ).toEqual({
      text: "This time is inside the business's 12-hour cancellation window: you will not be able to cancel it yourself",
      warning: true,
    });
  });

  it('says the rule until a time is chosen, and no time for a flexible service', () => {
    expect(cancellationLine(datetime, business, { bookingDate: '2026-03-03', startTime: '' }, now).text).toBe(
      'Free cancellation until 12 hours before',
    );
    expect(
      cancellationLine({ bookingType: 'flexible' }, business, { bookingDate: '', startTime: '' }, now).text,
    ).toBe('Free cancellation at any time');
  });
});
