import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../errors/api-error';
import { defaultBreakHour, defaultSchedule } from '../domain/schedule';
import {
  breakHourDraftSchema,
  breakHourSchema,
  dayScheduleSchema,
  scheduleSchema,
  updateScheduleRequestSchema,
} from './schedule';

describe('schedule schemas', () => {
  it('accepts the default schedule', () => {
    expect(scheduleSchema.parse(defaultSchedule())).toEqual(defaultSchedule());
    expect(updateScheduleRequestSchema.parse({ schedule: defaultSchedule(), extra: 1 })).toEqual({
      schedule: defaultSchedule(),
    });
  });

  it.each([
    [{ start: '09:00', end: '17:00', isOpen: true }, []],
    [{ start: '17:00', end: '09:00', isOpen: false }, []],
    [
      { start: '17:00', end: '09:00', isOpen: true },
      [{ path: 'end', message: 'Closing time must be after opening time' }],
    ],
    [
      { start: '09:00', end: '09:00', isOpen: true },
      [{ path: 'end', message: 'Closing time must be after opening time' }],
    ],
    [{ start: '9', end: '17:00', isOpen: true }, [{ path: 'start', message: 'Use a time in HH:mm format' }]],
  ])('day %j -> %j', (day, details) => {
    const result = dayScheduleSchema.safeParse(day);
    expect(result.success ? [] : issuesToDetails(result.error.issues)).toEqual(details);
  });

  it.each([
    [
      [
        { start: '09:00', end: '12:00' },
        { start: '11:30', end: '19:00' },
      ],
      [
        {
          path: 'intervals',
          message: "A day's opening hours must not overlap: each one starts after the previous one ends",
        },
      ],
    ],
    [
      [
        { start: '14:00', end: '19:00' },
        { start: '09:00', end: '14:30' },
      ],
      [
        {
          path: 'intervals',
          message: "A day's opening hours must not overlap: each one starts after the previous one ends",
        },
      ],
    ],
    [
      [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '13:00' },
      ],
      [{ path: 'intervals.1.end', message: 'Closing time must be after opening time' }],
    ],
  ])('split shift %j -> %j', (intervals, details) => {
    const result = dayScheduleSchema.safeParse({ start: '09:00', end: '19:00', isOpen: true, intervals });
    expect(result.success ? [] : issuesToDetails(result.error.issues)).toEqual(details);
  });

  it('keeps a split shift in order, with its first opening and last closing as start and end', () => {
    const afternoon = { start: '14:00', end: '19:00' };
    const morning = { start: '09:00', end: '12:00' };
    // Touching intervals do not overlap; a stale start and end are set from the intervals.
    expect(
      dayScheduleSchema.parse({
        start: '10:00',
        end: '11:00',
        isOpen: true,
        intervals: [afternoon, morning],
      }),
    ).toEqual({ start: '09:00', end: '19:00', isOpen: true, intervals: [morning, afternoon] });
    // One interval is the old shape: start and end, without intervals.
    expect(
      dayScheduleSchema.parse({ start: '08:00', end: '18:00', isOpen: true, intervals: [morning] }),
    ).toEqual({
      start: '09:00',
      end: '12:00',
      isOpen: true,
    });
    // The shape stored before split shifts still reads.
    expect(dayScheduleSchema.parse({ start: '09:00', end: '17:00', isOpen: true })).toEqual({
      start: '09:00',
      end: '17:00',
      isOpen: true,
    });
  });

  it('needs every weekday', () => {
    const { sunday: _sunday, ...missing } = defaultSchedule();
    const result = scheduleSchema.safeParse(missing);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sunday']);
  });
});

describe('break hours', () => {
  it('stores a complete break with its days in weekday order, once each', () => {
    expect(
      breakHourSchema.parse({
        name: ' Lunch ',
        start: '12:00',
        end: '13:00',
        days: ['friday', 'monday', 'friday'],
      }),
    ).toEqual({
      name: 'Lunch',
      start: '12:00',
      end: '13:00',
      days: ['monday', 'friday'],
    });
  });

  it.each([
    [{ ...defaultBreakHour(), end: '11:00' }, 'end', 'Break end time must be after its start time'],
    [{ ...defaultBreakHour(), days: [] }, 'days', 'Choose at least one day'],
    [{ ...defaultBreakHour(), name: '' }, 'name', 'Name is required'],
  ])('refuses %j at %s', (brk, path, message) => {
    const result = breakHourSchema.safeParse(brk);
    expect(result.success ? [] : issuesToDetails(result.error.issues)).toContainEqual({ path, message });
  });

  it('refuses an unknown weekday', () => {
    const result = breakHourSchema.safeParse({ ...defaultBreakHour(), days: ['someday'] });
    expect(result.error?.issues[0]?.path).toEqual(['days', 0]);
  });

  it('lets the form hold incomplete drafts but checks complete ones', () => {
    expect(breakHourDraftSchema.safeParse({ name: 'Lunch', start: '', end: '', days: [] }).success).toBe(
      true,
    );
    expect(breakHourDraftSchema.safeParse({}).success).toBe(true);
    const backwards = breakHourDraftSchema.safeParse({ ...defaultBreakHour(), start: '14:00' });
    expect(backwards.success ? [] : issuesToDetails(backwards.error.issues)).toEqual([
      { path: 'end', message: 'Break end time must be after its start time' },
    ]);
    const malformed = breakHourDraftSchema.safeParse({ ...defaultBreakHour(), start: 'noon' });
    expect(malformed.success ? [] : issuesToDetails(malformed.error.issues)).toEqual([
      { path: 'start', message: 'Use a time in HH:mm format' },
    ]);
  });
});
