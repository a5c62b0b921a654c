import { defaultSchedule, serviceInputSchema, type Service } from '@booklane/shared';
import { describe, expect, it } from 'vitest';
import {
  isCommonInterval,
  nearestCommonInterval,
  newBreakHour,
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
  isActive: true,
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
