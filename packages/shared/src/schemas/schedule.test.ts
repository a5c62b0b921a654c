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
