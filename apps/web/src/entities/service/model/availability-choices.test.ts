import { defaultSchedule, type SchedulingService } from '@booklane/shared/domain';
import { type ServiceAvailability } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  availabilityRange,
  chosenDateHint,
  choiceProblem,
  choiceSummary,
  dateChoices,
  placesLeftText,
  rangeStart,
  remainingOfChoice,
  timeChoices,
  timeOnlyTodayHint,
  visitorTimeText,
} from './availability-choices';

const datetime: ServiceAvailability = {
  timezone: 'Europe/Berlin',
  bookingType: 'datetime',
  days: [
    { date: '2026-11-26', open: true, slots: [{ startTime: '15:00', remaining: 0, teamMemberIds: [] }] },
    {
      date: '2026-11-27',
      open: true,
      slots: [
        { startTime: '10:00', remaining: 0, teamMemberIds: [] },
        { startTime: '15:00', remaining: 1, teamMemberIds: [] },
      ],
    },
    { date: '2026-11-28', open: false, note: 'Team day', slots: [] },
    { date: '2026-11-29', open: false, slots: [] },
  ],
};

describe('availabilityRange', () => {
  it('asks for the booking window from today, at most 62 days at a time', () => {
    expect(availabilityRange('datetime', '2026-11-24', 30)).toEqual({ from: '2026-11-24', to: '2026-12-24' });
    expect(availabilityRange('date-only', '2026-11-24', 365)).toEqual({
      from: '2026-11-24',
      to: '2027-01-24',
    });
  });

  it('moves to the block of a date typed further ahead, never past the advance limit', () => {
    expect(availabilityRange('datetime', '2026-11-24', 100, '2027-02-01')).toEqual({
      from: '2027-01-25',
      to: '2027-03-04',
    });
    // Outside the window (or not a date): the first block.
    expect(availabilityRange('datetime', '2026-11-24', 30, '2027-02-01').from).toBe('2026-11-24');
    expect(availabilityRange('datetime', '2026-11-24', 30, 'soon').from).toBe('2026-11-24');
  });

  it('asks for today only without a date to choose', () => {
    expect(availabilityRange('time-only', '2026-11-24', 30)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
    expect(availabilityRange('flexible', '2026-11-24', 30)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });
});

describe('rangeStart', () => {
  const block = { from: '2026-11-24', to: '2027-01-24' };
  const days = (...dates: string[]) => dates.map((date) => ({ date }));
  const first = { from: block.from, days: days('2026-11-24', '2026-11-25') };

  it('asks for the block until its answer is in, and while the answer holds the chosen date', () => {
    expect(rangeStart(block, [], '2026-12-10')).toBe(block.from);
    expect(rangeStart(block, [first], '2026-11-25')).toBe(block.from);
    expect(rangeStart(block, [first], '')).toBe(block.from);
    // Past the block: another block's business.
    expect(rangeStart(block, [first], '2027-02-01')).toBe(block.from);
  });

  it('starts at a chosen date past the days a dense service’s answer holds, or at a kept answer holding it', () => {
    expect(rangeStart(block, [first], '2026-12-10')).toBe('2026-12-10');
    const later = { from: '2026-12-10', days: days('2026-12-10', '2026-12-11') };
    expect(rangeStart(block, [first, later], '2026-12-11')).toBe('2026-12-10');
    expect(rangeStart(block, [later, first], '2026-12-12')).toBe('2026-12-12');
  });
});

describe('dateChoices and timeChoices', () => {
  // Open Monday to Friday; closed for a team day on Saturday 28.
  const business = {
    schedule: defaultSchedule(),
    dateOverrides: [{ date: '2026-11-28', closed: true as const, note: 'Team day' }],
  };

  it('marks the days the business is closed (with their note) and days whose every time is taken', () => {
    expect(dateChoices(datetime, business)).toEqual([
      { date: '2026-11-26', state: 'full' },
      { date: '2026-11-27', state: 'open' },
      { date: '2026-11-28', state: 'closed', note: 'Team day' },
      { date: '2026-11-29', state: 'closed' },
    ]);
    expect(dateChoices(undefined, business)).toEqual([]);
  });

  it('says a day the business is open but no time is left on is not closed', () => {
    // Wednesday 25 at closing time: the business is open today, its last time is over.
    const over = { ...datetime, days: [{ date: '2026-11-25', open: false, slots: [] }] };
    expect(dateChoices(over, business)).toEqual([{ date: '2026-11-25', state: 'none' }]);
    // Closed on Sunday: open on the business's one-off hours.
    const sunday = { ...business, dateOverrides: [{ date: '2026-11-29', start: '10:00', end: '12:00' }] };
    expect(
      dateChoices({ ...datetime, days: [{ date: '2026-11-29', open: false, slots: [] }] }, sunday),
    ).toEqual([{ date: '2026-11-29', state: 'none' }]);
  });

  it('lists the times of a day with the full ones marked', () => {
    expect(timeChoices(datetime.days[1])).toEqual([
      { time: '10:00', remaining: 0, full: true },
      { time: '15:00', remaining: 1, full: false },
    ]);
    expect(timeChoices(datetime.days[2])).toEqual([]);
    expect(timeChoices(undefined)).toEqual([]);
  });

  it('treats an unlimited slot as never full', () => {
    const day = {
      date: '2026-11-27',
      open: true,
      slots: [{ startTime: '09:00', remaining: null, teamMemberIds: [] }],
    };
    expect(timeChoices(day)).toEqual([{ time: '09:00', remaining: null, full: false }]);
    expect(dateChoices({ ...datetime, days: [day] }, business)[0]?.state).toBe('open');
  });
});

describe('choiceProblem', () => {
  it('refuses a full time and a time the server no longer offers with the spec texts', () => {
    expect(choiceProblem(datetime, 'datetime', { bookingDate: '2026-11-27', startTime: '10:00' })).toEqual({
      field: 'startTime',
      message: 'This time slot is currently full. Please select another time.',
    });
    expect(choiceProblem(datetime, 'datetime', { bookingDate: '2026-11-27', startTime: '11:00' })).toEqual({
      field: 'startTime',
      message: 'This time slot is not available for this service',
    });
    expect(choiceProblem(datetime, 'datetime', { bookingDate: '2026-11-27', startTime: '15:00' })).toBeNull();
  });

  it('refuses a closed day under the date', () => {
    expect(choiceProblem(datetime, 'datetime', { bookingDate: '2026-11-28', startTime: '' })).toEqual({
      field: 'bookingDate',
      message: 'This service is not available on the selected date',
    });
  });

  it('says nothing while it cannot tell', () => {
    expect(
      choiceProblem(undefined, 'datetime', { bookingDate: '2026-11-27', startTime: '10:00' }),
    ).toBeNull();
    expect(choiceProblem(datetime, 'datetime', { bookingDate: '2027-05-01', startTime: '10:00' })).toBeNull();
    expect(choiceProblem(datetime, 'datetime', { bookingDate: '', startTime: '' })).toBeNull();
  });

  it('knows a full date-only day, a full time-only slot today and a full flexible service', () => {
    const dateOnly: ServiceAvailability = {
      timezone: 'UTC',
      bookingType: 'date-only',
      days: [
        { date: '2026-11-27', open: true, slots: [{ startTime: null, remaining: 0, teamMemberIds: [] }] },
      ],
    };
    expect(choiceProblem(dateOnly, 'date-only', { bookingDate: '2026-11-27', startTime: '' })).toEqual({
      field: 'bookingDate',
      message: 'This date is currently fully booked. Please select another date.',
    });
    const timeOnly: ServiceAvailability = {
      timezone: 'UTC',
      bookingType: 'time-only',
      days: [
        { date: '2026-11-24', open: true, slots: [{ startTime: '14:00', remaining: 0, teamMemberIds: [] }] },
      ],
    };
    expect(choiceProblem(timeOnly, 'time-only', { bookingDate: '', startTime: '14:00' })?.field).toBe(
      'startTime',
    );
    const flexible: ServiceAvailability = {
      timezone: 'UTC',
      bookingType: 'flexible',
      days: [],
      remaining: 0,
    };
    expect(choiceProblem(flexible, 'flexible', { bookingDate: '', startTime: '' })).toEqual({
      field: 'root',
      message: 'This service is currently fully booked. Please check back later.',
    });
  });
});

describe('remainingOfChoice and placesLeftText', () => {
  it('reads the places of the chosen slot', () => {
    expect(remainingOfChoice(datetime, 'datetime', { bookingDate: '2026-11-27', startTime: '15:00' })).toBe(
      1,
    );
    expect(
      remainingOfChoice(datetime, 'datetime', { bookingDate: '2026-11-27', startTime: '' }),
    ).toBeUndefined();
    expect(
      remainingOfChoice({ timezone: 'UTC', bookingType: 'flexible', days: [], remaining: null }, 'flexible', {
        bookingDate: '',
        startTime: '',
      }),
    ).toBeNull();
  });

  it('words them', () => {
    expect(placesLeftText(1)).toBe('1 place left.');
    expect(placesLeftText(4)).toBe('4 places left.');
    expect(placesLeftText(0)).toBeNull();
    expect(placesLeftText(null)).toBeNull();
  });
});

describe('visitorTimeText', () => {
  it("gives the visitor's own time when the zones differ", () => {
    expect(visitorTimeText('2026-11-27', '15:00', 'Europe/Berlin', 'America/New_York', 'h12')).toBe(
      '9:00 AM your time',
    );
    expect(visitorTimeText('2026-11-27', '02:00', 'Europe/Berlin', 'America/New_York', 'h12')).toBe(
      'Thu, Nov 26, 8:00 PM your time',
    );
    // On the business's clock, as the rest of the sheet.
    expect(visitorTimeText('2026-11-27', '02:00', 'Europe/Berlin', 'America/New_York', 'h23')).toBe(
      'Thu, Nov 26, 20:00 your time',
    );
  });

  it('says nothing in the same zone or without a time', () => {
    expect(visitorTimeText('2026-11-27', '15:00', 'Europe/Berlin', 'Europe/Berlin', 'h23')).toBeNull();
    expect(visitorTimeText('2026-11-27', '', 'Europe/Berlin', 'UTC', 'h23')).toBeNull();
  });
});

describe('choiceSummary', () => {
  it('joins what is chosen so far', () => {
    expect(choiceSummary({ date: '2026-11-27', time: '15:00', price: '$65' }, 'h12')).toBe(
      'Fri, Nov 27 · 3:00 PM · $65',
    );
    expect(choiceSummary({ date: '2026-11-27', time: '15:00', price: '€65.00' }, 'h23')).toBe(
      'Fri, Nov 27 · 15:00 · €65.00',
    );
    expect(choiceSummary({ date: '2026-11-27' }, 'h12')).toBe('Fri, Nov 27');
    expect(choiceSummary({}, 'h23')).toBe('');
  });
});

describe('chosenDateHint and timeOnlyTodayHint', () => {
  // Tuesday 24 November 2026, 9:00 in Berlin; weekdays 9-17.
  const now = new Date('2026-11-24T08:00:00Z');
  const business = { schedule: defaultSchedule(), timezone: 'Europe/Berlin' };
  const service: SchedulingService = {
    bookingType: 'datetime',
    hasCustomSchedule: false,
    customSchedule: null,
    breakHours: [],
    bookingInterval: 30,
    hasDuration: true,
    duration: 30,
    advanceBookingLimit: 30,
  };

  it('says nothing for an open date, the note for a closed one', () => {
    expect(chosenDateHint(service, business, datetime, '2026-11-27', now)).toBeNull();
    expect(chosenDateHint(service, business, datetime, '2026-11-28', now)).toBe(
      'This service is not available on the selected date: Team day',
    );
    expect(chosenDateHint(service, business, datetime, '', now)).toBeNull();
  });

  it('names a closed weekday, and a date the answer does not hold by the shared rules', () => {
    expect(chosenDateHint(service, business, datetime, '2026-11-29', now)).toBe(
      'This service is not available on Sundays.',
    );
    expect(chosenDateHint(service, business, datetime, '2027-03-01', now)).toBe(
      'This service is not available on the selected date',
    );
  });

  it("tells a time-only service's visitor why today has no time", () => {
    const timeOnly = { ...service, bookingType: 'time-only' as const };
    const closed = { date: '2026-11-24', open: false, note: 'Inventory', slots: [] };
    expect(timeOnlyTodayHint(timeOnly, business, closed, '2026-11-24', now)).toBe(
      'This service is not available on the selected date: Inventory',
    );
    expect(timeOnlyTodayHint(timeOnly, business, { ...closed, open: true }, '2026-11-24', now)).toBeNull();
  });
});
