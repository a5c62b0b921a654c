import { defaultSchedule } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';
import { todayHours, upcomingOverrideLines } from './page-rules';

describe('backTarget', () => {
  it('leads customers and businesses to their dashboard, everyone else to /', () => {
    expect(backTarget('customer').to).toBe('/customer/dashboard');
    expect(backTarget('business').to).toBe('/business/dashboard');
    expect(backTarget(null).to).toBe('/');
    expect(backTarget(undefined).label).toBe('Back to Explore Businesses');
  });
});

describe('todayHours', () => {
  // 2026-03-02 is a Monday; 23:30 UTC is already Tuesday in Berlin.
  const monday = new Date('2026-03-02T10:00:00Z');

  it('uses the default hours when the business saved none', () => {
    expect(todayHours({ schedule: null, timezone: 'UTC' }, monday)).toEqual({
      open: true,
      text: 'Open today · 9:00 AM – 5:00 PM',
    });
  });

  it("writes the hours on the business's clock", () => {
    expect(todayHours({ schedule: null, timezone: 'Europe/London', currency: 'GBP' }, monday).text).toBe(
      'Open today · 09:00 – 17:00',
    );
    expect(todayHours({ schedule: null, timezone: 'UTC', currency: 'EUR' }, monday).text).toBe(
      'Open today · 09:00 – 17:00',
    );
  });

  it('lists every interval of a split shift', () => {
    const schedule = defaultSchedule();
    schedule.monday = {
      start: '09:00',
      end: '19:00',
      isOpen: true,
      intervals: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '19:00' },
      ],
    };
    expect(todayHours({ schedule, timezone: 'UTC' }, monday).text).toBe(
      'Open today · 9:00 AM – 12:00 PM, 2:00 PM – 7:00 PM',
    );
  });

  it('reads the weekday in the business zone', () => {
    const sundayNightUtc = new Date('2026-03-01T23:30:00Z');
    expect(todayHours({ schedule: null, timezone: 'UTC' }, sundayNightUtc).open).toBe(false);
    expect(todayHours({ schedule: null, timezone: 'Europe/Berlin' }, sundayNightUtc).open).toBe(true);
  });

  it('says closed on a closed day', () => {
    const saturday = new Date('2026-03-07T10:00:00Z');
    expect(todayHours({ schedule: null, timezone: 'UTC' }, saturday)).toEqual({
      open: false,
      text: 'Closed today',
    });
  });
});

describe('date overrides on the public page (decisions.md 8.4)', () => {
  const monday = new Date('2026-03-02T10:00:00Z');

  it('closes today on a closure, and opens a closed weekday with one-off hours', () => {
    expect(
      todayHours(
        { schedule: null, timezone: 'UTC', dateOverrides: [{ date: '2026-03-02', closed: true }] },
        monday,
      ),
    ).toEqual({ open: false, text: 'Closed today' });
    const saturday = new Date('2026-03-07T10:00:00Z');
    expect(
      todayHours(
        {
          schedule: null,
          timezone: 'UTC',
          dateOverrides: [{ date: '2026-03-07', start: '10:00', end: '14:00' }],
        },
        saturday,
      ),
    ).toEqual({ open: true, text: 'Open today · 10:00 AM – 2:00 PM' });
  });

  it('lists upcoming closures and special hours with their notes, in date order', () => {
    const lines = upcomingOverrideLines(
      {
        timezone: 'UTC',
        dateOverrides: [
          { date: '2026-03-12', start: '09:00', end: '13:00' },
          { date: '2026-03-05', closed: true, note: 'Staff training' },
          { date: '2026-03-01', closed: true, note: 'Yesterday' },
          { date: '2026-03-02', closed: true },
          { date: '2026-06-01', closed: true, note: 'Too far ahead' },
        ],
      },
      monday,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Closed today',
      'Closed on Thu, Mar 5 — Staff training',
      'Open 9:00 AM – 1:00 PM on Thu, Mar 12',
    ]);
    expect(lines.map((line) => line.closed)).toEqual([true, true, false]);
  });

  it('lists nothing without overrides', () => {
    expect(upcomingOverrideLines({ timezone: 'UTC' }, monday)).toEqual([]);
  });
});
