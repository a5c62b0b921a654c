import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort, timeZoneNote } from './format';

describe('dates', () => {
  it('formats a business-local calendar day without shifting it', () => {
    expect(formatDateLong('2026-03-02')).toBe('Monday, March 2, 2026');
    expect(formatDateShort('2026-12-31')).toBe('Thu, Dec 31');
  });

  it('returns anything else unchanged', () => {
    expect(formatDateLong('soon')).toBe('soon');
  });
});

describe('timeZoneNote', () => {
  it('says nothing when the visitor is in the business zone', () => {
    expect(timeZoneNote('Europe/Berlin', 'Europe/Berlin')).toBeNull();
    expect(timeZoneNote(null, 'Europe/Berlin')).toBeNull();
  });

  it('names the business zone otherwise', () => {
    expect(timeZoneNote('America/New_York', 'Europe/Berlin')).toBe('New York time (America/New_York)');
    expect(timeZoneNote('UTC', 'Europe/Berlin')).toBe('UTC time');
  });
});
