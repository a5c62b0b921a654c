import { describe, expect, it } from 'vitest';
import { backTarget, todayHours } from './page-rules';

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
