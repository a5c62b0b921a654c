import { describe, expect, it } from 'vitest';
import { cancellationPolicyText, leadTimeWords } from './messages';
import {
  bookingStart,
  changeCutoff,
  choiceCancellation,
  choiceCancellationText,
  customerChangeCheck,
  hasStarted,
  manageLinkValidUntil,
  reminderTimes,
} from './self-service';

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const business = { timezone: BERLIN, cancellationNoticeHours: 24 };
// Tuesday 2 June 2026 10:00 in Berlin (summer, UTC+2).
const datetime = { bookingDate: '2026-06-02', startsAt: '2026-06-02T08:00:00.000Z' };

describe('when a booking starts', () => {
  it('is its start time, the start of its local day for date-only, and nothing for flexible', () => {
    expect(bookingStart(datetime, BERLIN)?.toISOString()).toBe('2026-06-02T08:00:00.000Z');
    expect(bookingStart({ bookingDate: '2026-06-02', startsAt: null }, BERLIN)?.toISOString()).toBe(
      '2026-06-01T22:00:00.000Z',
    );
    expect(bookingStart({ bookingDate: null, startsAt: null }, BERLIN)).toBeNull();
  });

  it('uses the first minute that exists when a zone skips midnight', () => {
    // Santiago moved its clocks at midnight (2026-09-06 00:00 does not exist there).
    const start = bookingStart({ bookingDate: '2026-09-06', startsAt: null }, 'America/Santiago');
    expect(start).not.toBeNull();
  });
});

describe('the customer cut-off', () => {
  it('is the notice before the start, named in the business zone when it has passed', () => {
    expect(changeCutoff(datetime, BERLIN, 24)?.toISOString()).toBe('2026-06-01T08:00:00.000Z');
    const before = customerChangeCheck(
      { ...datetime, status: 'confirmed' },
      business,
      new Date('2026-06-01T07:59:00Z'),
    );
    expect(before).toMatchObject({ allowed: true });
    const after = customerChangeCheck(
      { ...datetime, status: 'pending' },
      business,
      new Date('2026-06-01T08:01:00Z'),
    );
    expect(after).toEqual({
      allowed: false,
      reason: 'cutoff',
      cutoff: new Date('2026-06-01T08:00:00.000Z'),
      message:
        'Changes by the customer were possible until Monday 1 June 2026, 10:00. Please contact the business.',
    });
  });

  it('is still open at the cut-off itself, and closed a millisecond later', () => {
    const booking = { ...datetime, status: 'confirmed' as const };
    expect(customerChangeCheck(booking, business, new Date('2026-06-01T08:00:00.000Z'))).toEqual({
      allowed: true,
      cutoff: new Date('2026-06-01T08:00:00.000Z'),
    });
    expect(customerChangeCheck(booking, business, new Date('2026-06-01T08:00:00.001Z'))).toMatchObject({
      allowed: false,
      reason: 'cutoff',
    });
  });

  it('refuses finished bookings whatever the time, and never closes for a flexible one', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(
        customerChangeCheck({ ...datetime, status }, business, new Date('2026-05-01T00:00:00Z')),
      ).toMatchObject({
        allowed: false,
        reason: 'status',
      });
    }
    const flexible = { bookingDate: null, startsAt: null, status: 'confirmed' as const };
    expect(customerChangeCheck(flexible, business, new Date('2030-01-01T00:00:00Z'))).toEqual({
      allowed: true,
      cutoff: null,
    });
  });

  it('counts hours, not clock readings, across a daylight-saving change', () => {
    // Sunday 8 March 2026 in New York: clocks go from 02:00 to 03:00. A 10:00 booking with 24 h
    // notice closes at 09:00 local on Saturday (24 real hours earlier).
    const sunday = { bookingDate: '2026-03-08', startsAt: '2026-03-08T14:00:00.000Z' };
    expect(changeCutoff(sunday, NEW_YORK, 24)?.toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });

  it('says the policy as customers read it', () => {
    expect(cancellationPolicyText(24)).toBe('Free cancellation until 24 hours before');
    expect(cancellationPolicyText(1)).toBe('Free cancellation until 1 hour before');
    expect(cancellationPolicyText(0)).toBe('Free cancellation until the start');
  });

  it("names the passed cut-off on the business's clock", () => {
    // Tuesday 2 June 2026 10:00 in New York (UTC-4); 24 hours' notice.
    const booking = {
      bookingDate: '2026-06-02',
      startsAt: '2026-06-02T14:00:00.000Z',
      status: 'pending' as const,
    };
    const check = customerChangeCheck(
      booking,
      { timezone: NEW_YORK, cancellationNoticeHours: 24, currency: 'USD' },
      new Date('2026-06-01T15:00:00Z'),
    );
    expect(check).toMatchObject({
      allowed: false,
      message:
        'Changes by the customer were possible until Monday 1 June 2026, 10:00 AM. Please contact the business.',
    });
  });
});

describe('the cancellation line of the time being chosen', () => {
  // Monday 1 June 2026, 10:00 in Berlin; 24 hours' notice.
  const now = new Date('2026-06-01T08:00:00Z');
  const spa = { timezone: BERLIN, cancellationNoticeHours: 24, currency: 'EUR' };
  const line = (type: Parameters<typeof choiceCancellation>[0], bookingDate: string, startTime: string) =>
    choiceCancellationText(choiceCancellation(type, { bookingDate, startTime }, spa, now), spa, now);

  it('is the deadline, the start less the notice, in the business zone and clock', () => {
    expect(
      choiceCancellation('datetime', { bookingDate: '2026-06-03', startTime: '14:00' }, spa, now),
    ).toEqual({
      kind: 'until',
      cutoff: new Date('2026-06-02T12:00:00.000Z'),
    });
    expect(line('datetime', '2026-06-03', '14:00')).toBe('Free cancellation until Tue 14:00');
    const clinic = { timezone: NEW_YORK, cancellationNoticeHours: 12, currency: 'USD' };
    const at = new Date('2026-06-01T12:00:00Z'); // 08:00 in New York
    const choice = choiceCancellation(
      'datetime',
      { bookingDate: '2026-06-02', startTime: '09:30' },
      clinic,
      at,
    );
    expect(choiceCancellationText(choice, clinic, at)).toBe('Free cancellation until 9:30 PM today');
  });

  it("warns when the chosen time is inside the window, with the business's own hours", () => {
    // 55 minutes away, with 24 hours' (and 12 hours') notice.
    expect(line('datetime', '2026-06-01', '10:55')).toBe(
      "This time is inside the business's 24-hour cancellation window: you will not be able to cancel it yourself",
    );
    const twelve = { ...spa, cancellationNoticeHours: 12 };
    const choice = choiceCancellation('time-only', { bookingDate: '', startTime: '10:55' }, twelve, now);
    expect(choice.kind).toBe('inside-window');
    expect(choiceCancellationText(choice, twelve, now)).toMatch(/business's 12-hour cancellation window/);
  });

  it('is open at the cut-off itself, as the server allows it then', () => {
    // Tuesday 10:00 start, 24 hours' notice: the cut-off is now.
    expect(
      choiceCancellation('datetime', { bookingDate: '2026-06-02', startTime: '10:00' }, spa, now).kind,
    ).toBe('until');
    expect(
      choiceCancellation('datetime', { bookingDate: '2026-06-02', startTime: '09:30' }, spa, now).kind,
    ).toBe('inside-window');
  });

  it("takes today for a time-only service and the day's start for a date-only one", () => {
    expect(line('time-only', '', '16:00')).toBe(
      "This time is inside the business's 24-hour cancellation window: you will not be able to cancel it yourself",
    );
    const oneHour = { ...spa, cancellationNoticeHours: 1 };
    expect(
      choiceCancellationText(
        choiceCancellation('time-only', { bookingDate: '2026-06-09', startTime: '16:00' }, oneHour, now),
        oneHour,
        now,
      ),
    ).toBe('Free cancellation until 15:00 today');
    // Friday 5 June from midnight, Berlin: free until Thursday 00:00, the end of Wednesday.
    expect(line('date-only', '2026-06-05', '')).toBe('Free cancellation until the end of Wed');
    expect(line('date-only', '2026-06-02', '')).toMatch(/inside the business's 24-hour cancellation window/);
  });

  it('never names a time for a flexible service, and gives the general rule until a time is chosen', () => {
    expect(line('flexible', '', '')).toBe('Free cancellation at any time');
    expect(line('flexible', '2026-06-01', '10:55')).toBe('Free cancellation at any time');
    expect(line('datetime', '2026-06-03', '')).toBe('Free cancellation until 24 hours before');
    expect(line('datetime', '', '14:00')).toBe('Free cancellation until 24 hours before');
    expect(line('date-only', '', '')).toBe('Free cancellation until 24 hours before');
    // 02:30 does not exist in Berlin on 29 March 2026: no deadline for it.
    expect(line('datetime', '2026-03-29', '02:30')).toBe('Free cancellation until 24 hours before');
  });
});

describe('completion', () => {
  it('waits for the start (flexible bookings have none)', () => {
    expect(hasStarted(datetime, BERLIN, new Date('2026-06-02T07:59:00Z'))).toBe(false);
    expect(hasStarted(datetime, BERLIN, new Date('2026-06-02T08:00:00Z'))).toBe(true);
    expect(hasStarted({ bookingDate: null, startsAt: null }, BERLIN, new Date(0))).toBe(true);
  });
});

describe('reminders', () => {
  it('go out the lead before the start, soonest first, none already past', () => {
    const now = new Date('2026-06-01T09:00:00Z');
    expect(reminderTimes(datetime, BERLIN, [1440, 60, 10080], now)).toEqual([
      { leadMinutes: 60, sendAt: new Date('2026-06-02T07:00:00.000Z') },
    ]);
    expect(reminderTimes(datetime, BERLIN, [1440, 60], new Date('2026-05-01T00:00:00Z'))).toEqual([
      { leadMinutes: 1440, sendAt: new Date('2026-06-01T08:00:00.000Z') },
      { leadMinutes: 60, sendAt: new Date('2026-06-02T07:00:00.000Z') },
    ]);
    expect(reminderTimes({ bookingDate: null, startsAt: null }, BERLIN, [60], now)).toEqual([]);
  });

  it('are sorted soonest first whatever the order of the lead times, each lead once', () => {
    expect(reminderTimes(datetime, BERLIN, [60, 1440, 60], new Date('2026-05-01T00:00:00Z'))).toEqual([
      { leadMinutes: 1440, sendAt: new Date('2026-06-01T08:00:00.000Z') },
      { leadMinutes: 60, sendAt: new Date('2026-06-02T07:00:00.000Z') },
    ]);
  });

  it('leave out a reminder due at this very moment: only those still ahead are written', () => {
    expect(reminderTimes(datetime, BERLIN, [60, 30], new Date('2026-06-02T07:00:00.000Z'))).toEqual([
      { leadMinutes: 30, sendAt: new Date('2026-06-02T07:30:00.000Z') },
    ]);
  });

  it('are timed in real hours across the autumn change in New York', () => {
    // Sunday 1 November 2026, 09:00 EST (14:00 UTC); a day before is 14:00 UTC on Saturday (10:00 EDT).
    const sunday = { bookingDate: '2026-11-01', startsAt: '2026-11-01T14:00:00.000Z' };
    expect(reminderTimes(sunday, NEW_YORK, [1440], new Date('2026-10-01T00:00:00Z'))).toEqual([
      { leadMinutes: 1440, sendAt: new Date('2026-10-31T14:00:00.000Z') },
    ]);
  });

  it('name their lead time in words', () => {
    expect([5, 60, 90, 1440, 2880, 2940, 10080].map(leadTimeWords)).toEqual([
      '5 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '24 hours',
      '2 days',
      '49 hours',
      '7 days',
    ]);
  });
});

describe('manage links', () => {
  it('work until 7 days after the start; for flexible bookings while active, then 7 days', () => {
    expect(
      manageLinkValidUntil(
        { ...datetime, status: 'confirmed', updatedAt: '2026-05-01T00:00:00Z' },
        BERLIN,
      )?.toISOString(),
    ).toBe('2026-06-09T08:00:00.000Z');
    const flexible = { bookingDate: null, startsAt: null, updatedAt: '2026-05-01T00:00:00.000Z' };
    expect(manageLinkValidUntil({ ...flexible, status: 'pending' }, BERLIN)).toBeNull();
    expect(manageLinkValidUntil({ ...flexible, status: 'confirmed' }, BERLIN)).toBeNull();
    expect(manageLinkValidUntil({ ...flexible, status: 'completed' }, BERLIN)?.toISOString()).toBe(
      '2026-05-08T00:00:00.000Z',
    );
    expect(manageLinkValidUntil({ ...flexible, status: 'cancelled' }, BERLIN)?.toISOString()).toBe(
      '2026-05-08T00:00:00.000Z',
    );
  });
});
