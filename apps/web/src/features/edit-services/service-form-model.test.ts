import { defaultSchedule, VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { serviceInputSchema, type Service } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import { newBreakHour } from '@/components/schedule/break-hours-editor';
import {
  availabilityFieldsOf,
  bufferText,
  durationText,
  isCommonInterval,
  nearestCommonInterval,
  serviceFormValues,
  settleHiddenFields,
} from './service-form-model';

const stored: Service = {
  _id: '00000000-0000-4000-8000-000000000001',
  business: '00000000-0000-4000-8000-000000000002',
  name: 'Cut',
  description: '',
  duration: 45,
  hasDuration: true,
  price: null,
  hasPricing: false,
  hasCustomSchedule: false,
  customSchedule: null,
  breakHours: [],
  advanceBookingLimit: 30,
  bookingType: 'datetime',
  bookingInterval: 30,
  useCommonIntervals: true,
  allowCustomerComments: true,
  autoAcceptBookings: false,
  hasSlotLimit: false,
  maxSlotsPerTimeSlot: 1,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 120,
  isActive: true,
  teamMemberIds: [],
};

describe('service form values', () => {
  it('start from the spec defaults for a new service', () => {
    const values = serviceFormValues(null);
    expect(values.bookingType).toBe('datetime');
    expect(values.bookingInterval).toBe(30);
    expect(values.advanceBookingLimit).toBe(30);
    expect(values.allowCustomerComments).toBe(true);
  });
  it('fill in default hours for the custom schedule editor', () => {
    const values = serviceFormValues(stored);
    expect(values.customSchedule).toEqual(defaultSchedule());
    expect(values).not.toHaveProperty('_id');
  });
  it('new breaks are 12:00-13:00 Monday to Friday', () => {
    expect(newBreakHour()).toMatchObject({
      start: '12:00',
      end: '13:00',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
  });
});

describe('common intervals', () => {
  it('snap to the nearest choice', () => {
    expect(nearestCommonInterval(50)).toBe(45);
    expect(nearestCommonInterval(700)).toBe(120);
    expect(nearestCommonInterval(Number.NaN)).toBe(30);
    expect(isCommonInterval(90)).toBe(true);
    expect(isCommonInterval(20)).toBe(false);
  });
});

describe('the interval rule the form shows', () => {
  it("uses the spec's text", () => {
    const result = serviceInputSchema.safeParse({
      ...serviceFormValues(null),
      name: 'Cut',
      price: 10,
      bookingInterval: 721,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Booking interval must be between 1 and 720 minutes',
    );
  });
});

describe('settleHiddenFields', () => {
  const initial = { ...serviceFormValues(null), price: 40 };
  const valid = (values: Parameters<typeof serviceInputSchema.safeParse>[0]) =>
    serviceInputSchema.safeParse(values).success;

  it('puts back a bad value left in a field the form now hides, so saving is not blocked unseen', () => {
    const dateOnly = { ...initial, name: 'Day pass', bookingType: 'date-only' as const, bookingInterval: 0 };
    expect(valid(dateOnly)).toBe(false);
    const settled = settleHiddenFields(dateOnly, initial);
    expect(settled.bookingInterval).toBe(initial.bookingInterval);
    expect(valid(settled)).toBe(true);

    const noLimit = { ...initial, name: 'Cut', hasSlotLimit: false, maxSlotsPerTimeSlot: 0 };
    expect(settleHiddenFields(noLimit, initial).maxSlotsPerTimeSlot).toBe(initial.maxSlotsPerTimeSlot);

    const flexible = { ...initial, name: 'Call', bookingType: 'flexible' as const, advanceBookingLimit: 999 };
    expect(settleHiddenFields(flexible, initial).advanceBookingLimit).toBe(initial.advanceBookingLimit);
  });

  it('leaves shown fields alone, so their errors still show', () => {
    const shown = { ...initial, name: 'Cut', bookingInterval: 0, hasSlotLimit: true, maxSlotsPerTimeSlot: 0 };
    const settled = settleHiddenFields(shown, initial);
    expect(settled.bookingInterval).toBe(0);
    expect(settled.maxSlotsPerTimeSlot).toBe(0);
    expect(valid(settled)).toBe(false);
  });
});

describe('availability fields (decisions.md 8.4)', () => {
  it('start with one place per slot, no buffers and no notice for a new service', () => {
    const values = serviceFormValues(null);
    expect(values.hasSlotLimit).toBe(true);
    expect(values.maxSlotsPerTimeSlot).toBe(1);
    expect(values.bufferBeforeMinutes).toBe(0);
    expect(values.bufferAfterMinutes).toBe(0);
    expect(values.minimumNoticeMinutes).toBe(0);
  });

  it("keep a stored service's buffers and notice", () => {
    const values = serviceFormValues(stored);
    expect(values.bufferBeforeMinutes).toBe(10);
    expect(values.bufferAfterMinutes).toBe(15);
    expect(values.minimumNoticeMinutes).toBe(120);
  });

  it('offer buffers to timed types and the notice to all but flexible', () => {
    expect(availabilityFieldsOf('datetime')).toEqual({ buffers: true, minimumNotice: true });
    expect(availabilityFieldsOf('time-only')).toEqual({ buffers: true, minimumNotice: true });
    expect(availabilityFieldsOf('date-only')).toEqual({ buffers: false, minimumNotice: true });
    expect(availabilityFieldsOf('flexible')).toEqual({ buffers: false, minimumNotice: false });
  });

  it('reset a hidden buffer left invalid, and report a shown one', () => {
    const initial = serviceFormValues(null);
    const hidden = settleHiddenFields(
      { ...initial, bookingType: 'flexible', bufferAfterMinutes: 999 },
      initial,
    );
    expect(hidden.bufferAfterMinutes).toBe(0);
    const shown = serviceInputSchema.safeParse(
      settleHiddenFields({ ...initial, name: 'Cut', bufferAfterMinutes: 999 }, initial),
    );
    expect(shown.success).toBe(false);
    expect(shown.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.bufferInvalid);
  });

  it('read the buffers of a service card', () => {
    expect(bufferText({ bufferBeforeMinutes: 10, bufferAfterMinutes: 15 })).toBe(
      'Buffer 10 min before, 15 min after',
    );
    expect(bufferText({ bufferBeforeMinutes: 0, bufferAfterMinutes: 5 })).toBe('Buffer 5 min after');
    expect(bufferText({ bufferBeforeMinutes: 0, bufferAfterMinutes: 0 })).toBeNull();
  });

  it('read a notice in words', () => {
    expect(durationText(0)).toBe('no notice');
    expect(durationText(45)).toBe('45 minutes');
    expect(durationText(90)).toBe('1 hour 30 minutes');
    expect(durationText(2880)).toBe('2 days');
    expect(durationText(1500)).toBe('1 day 1 hour');
  });
});
