import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  EMPTY_DRAFT,
  mergeOverrides,
  monthGrid,
  monthLabel,
  overrideErrorsOf,
  overrideHoursText,
  overridesFromDraft,
  togglePicked,
  upcomingOverrides,
} from './date-overrides-model';

describe('month navigation', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 14)).toBe('2027-05');
  });

  it('names the month', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
  });
});

describe('monthGrid', () => {
  it('shows whole weeks from Monday, with the neighbouring months marked', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-30', inMonth: false });
    expect(weeks[0]?.[1]).toEqual({ date: '2026-12-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2027-01-03', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('needs six weeks when the month starts on a Sunday and is long', () => {
    // March 2026 starts on a Sunday.
    expect(monthGrid('2026-03')).toHaveLength(6);
  });

  it('needs four weeks for a February starting on Monday', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
  });
});

describe('picking dates', () => {
  it('adds in date order and takes out a picked date', () => {
    expect(togglePicked(['2026-12-31'], '2026-12-24')).toEqual(['2026-12-24', '2026-12-31']);
    expect(togglePicked(['2026-12-24', '2026-12-31'], '2026-12-24')).toEqual(['2026-12-31']);
  });
});

describe('overridesFromDraft', () => {
  it('closes every picked date with the note', () => {
    expect(overridesFromDraft(['2026-12-24', '2026-12-25'], { ...EMPTY_DRAFT, note: ' Christmas ' })).toEqual(
      {
        overrides: [
          { date: '2026-12-24', closed: true, note: 'Christmas' },
          { date: '2026-12-25', closed: true, note: 'Christmas' },
        ],
      },
    );
  });

  it('leaves an empty note out', () => {
    expect(overridesFromDraft(['2026-12-24'], EMPTY_DRAFT)).toEqual({
      overrides: [{ date: '2026-12-24', closed: true }],
    });
  });

  it('gives one-off hours', () => {
    expect(
      overridesFromDraft(['2026-12-31'], { kind: 'hours', start: '09:00', end: '13:00', note: '' }),
    ).toEqual({ overrides: [{ date: '2026-12-31', start: '09:00', end: '13:00' }] });
  });

  it('answers the shared messages', () => {
    expect(
      overridesFromDraft(['2026-12-31'], { kind: 'hours', start: '13:00', end: '09:00', note: '' }),
    ).toEqual({ errors: { end: VALIDATION_MESSAGES.overrideHoursInvalid } });
    expect(overridesFromDraft(['2026-12-31'], { ...EMPTY_DRAFT, note: 'x'.repeat(101) })).toEqual({
      errors: { note: VALIDATION_MESSAGES.overrideNoteTooLong },
    });
    expect(overridesFromDraft([], EMPTY_DRAFT)).toEqual({
      errors: { dates: 'Pick one or more dates on the calendar' },
    });
  });
});

describe('the list', () => {
  it('replaces the override of a date picked again and keeps date order', () => {
    const merged = mergeOverrides(
      [
        { date: '2026-12-31', closed: true },
        { date: '2026-12-24', closed: true, note: 'Christmas Eve' },
      ],
      [
        { date: '2026-12-31', start: '09:00', end: '12:00' },
        { date: '2026-12-01', closed: true },
      ],
    );
    expect(merged.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-24', '2026-12-31']);
    expect(merged[2]).toEqual({ date: '2026-12-31', start: '09:00', end: '12:00' });
  });

  it('reads each override', () => {
    expect(overrideHoursText({ date: '2026-12-24', closed: true }, 'h12')).toBe('Closed');
    expect(overrideHoursText({ date: '2026-12-31', start: '09:00', end: '13:30' }, 'h12')).toBe(
      'Open 9:00 AM – 1:30 PM',
    );
    expect(overrideHoursText({ date: '2026-12-31', start: '09:00', end: '13:30' }, 'h23')).toBe(
      'Open 09:00 – 13:30',
    );
  });

  it('keeps today and later', () => {
    const list = [
      { date: '2026-11-23', closed: true as const },
      { date: '2026-11-24', closed: true as const },
    ];
    expect(upcomingOverrides(list, '2026-11-24')).toEqual([list[1]]);
  });

  it('finds the first message of each wrong override', () => {
    expect(
      overrideErrorsOf({
        1: { end: { message: VALIDATION_MESSAGES.overrideHoursInvalid } },
        3: { date: { message: VALIDATION_MESSAGES.overrideDatesRepeated } },
        root: { message: 'x' },
      }),
    ).toEqual({
      1: VALIDATION_MESSAGES.overrideHoursInvalid,
      3: VALIDATION_MESSAGES.overrideDatesRepeated,
    });
    expect(overrideErrorsOf(undefined)).toEqual({});
  });
});
