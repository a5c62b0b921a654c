import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../errors/api-error';
import { defaultBreakHour, defaultSchedule } from '../domain/schedule';
import type { Service } from './service';
import {
  createServiceRequestSchema,
  defaultServiceFormValues,
  mergeServiceUpdate,
  serviceInputSchema,
  serviceSchema,
  serviceToInput,
  updateServiceRequestSchema,
} from './service';

type Parsed = { success: boolean; error?: { issues: Parameters<typeof issuesToDetails>[0] } };
const details = (result: Parsed) => (result.success ? [] : issuesToDetails(result.error?.issues ?? []));

const form = (change: Record<string, unknown> = {}) => ({
  ...defaultServiceFormValues(),
  name: 'Haircut',
  price: 25,
  ...change,
});

describe('service form and request', () => {
  it('fills the spec defaults for a minimal request', () => {
    expect(serviceInputSchema.parse({ name: 'Haircut', duration: 30, price: 25 })).toEqual({
      name: 'Haircut',
      description: '',
      hasDuration: true,
      duration: 30,
      hasPricing: true,
      price: 25,
      hasCustomSchedule: false,
      customSchedule: null,
      breakHours: [],
      advanceBookingLimit: 30,
      bookingType: 'datetime',
      bookingInterval: 30,
      useCommonIntervals: true,
      allowCustomerComments: true,
      autoAcceptBookings: false,
      // No double booking by default (decisions.md 8.4): one place per slot, no buffers.
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 1,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 0,
      isActive: true,
    });
  });

  it('accepts the initial form values once named and priced', () => {
    expect(serviceInputSchema.safeParse(form()).success).toBe(true);
    expect(details(serviceInputSchema.safeParse(defaultServiceFormValues()))).toEqual([
      { path: 'name', message: 'Service name is required' },
      { path: 'price', message: 'Price is required' },
    ]);
  });

  it.each([
    [{ name: '  ' }, [{ path: 'name', message: 'Service name is required' }]],
    [{ duration: null }, [{ path: 'duration', message: 'Duration is required' }]],
    [{ duration: Number.NaN }, [{ path: 'duration', message: 'Duration is required' }]],
    [{ duration: 0 }, [{ path: 'duration', message: 'Duration must be at least 1 minute' }]],
    [{ duration: 2.5 }, [{ path: 'duration', message: 'Duration must be a whole number of minutes' }]],
    [{ duration: 1441 }, [{ path: 'duration', message: 'Duration must be at most 1440 minutes' }]],
    [{ duration: '30' }, [{ path: 'duration', message: 'Must be a number' }]],
    [{ price: null }, [{ path: 'price', message: 'Price is required' }]],
    [{ price: -1 }, [{ path: 'price', message: 'Price must be at least 0' }]],
    [{ price: 9.999 }, [{ path: 'price', message: 'Price can have at most 2 decimal places' }]],
    [{ price: 0 }, []],
    [{ price: 19.99 }, []],
    [{ price: 0.1 + 0.2 }, []],
    [
      { advanceBookingLimit: 0 },
      [{ path: 'advanceBookingLimit', message: 'Advance booking limit must be between 1 and 365 days' }],
    ],
    [
      { advanceBookingLimit: 366 },
      [{ path: 'advanceBookingLimit', message: 'Advance booking limit must be between 1 and 365 days' }],
    ],
    [{ advanceBookingLimit: 365 }, []],
    [
      { bookingInterval: 0 },
      [{ path: 'bookingInterval', message: 'Booking interval must be between 1 and 720 minutes' }],
    ],
    [
      { bookingInterval: 721 },
      [{ path: 'bookingInterval', message: 'Booking interval must be between 1 and 720 minutes' }],
    ],
    [
      { bookingInterval: 7.5 },
      [{ path: 'bookingInterval', message: 'Booking interval must be between 1 and 720 minutes' }],
    ],
    [
      { bookingInterval: 'x' },
      [{ path: 'bookingInterval', message: 'Booking interval must be between 1 and 720 minutes' }],
    ],
    [{ bookingInterval: 1 }, []],
    [{ bookingInterval: 720 }, []],
    [
      { maxSlotsPerTimeSlot: 0 },
      [{ path: 'maxSlotsPerTimeSlot', message: 'Customers per time slot must be between 1 and 100' }],
    ],
    [
      { maxSlotsPerTimeSlot: 101 },
      [{ path: 'maxSlotsPerTimeSlot', message: 'Customers per time slot must be between 1 and 100' }],
    ],
    [{ maxSlotsPerTimeSlot: 100, hasSlotLimit: true }, []],
    [{ bookingType: 'weekly' }, [{ path: 'bookingType', message: 'Please choose a booking type' }]],
    [
      { hasCustomSchedule: true, customSchedule: null },
      [{ path: 'customSchedule', message: 'Set the custom schedule or turn it off' }],
    ],
    [{ hasCustomSchedule: true, customSchedule: null, bookingType: 'flexible' }, []],
    [
      { breakHours: [{ ...defaultBreakHour(), end: '11:00' }] },
      [{ path: 'breakHours.0.end', message: 'Break end time must be after its start time' }],
    ],
  ])('%j -> %j', (change, expected) => {
    expect(details(serviceInputSchema.safeParse(form(change)))).toEqual(expected);
  });

  it('omits duration and price from the payload when their toggles are off, whatever they hold', () => {
    const payload = serviceInputSchema.parse(
      form({ hasDuration: false, duration: Number.NaN, hasPricing: false, price: -3 }),
    );
    expect('duration' in payload).toBe(false);
    expect('price' in payload).toBe(false);
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('duration');
    const priced = serviceInputSchema.parse(form({ price: 19.99 }));
    expect(priced).toMatchObject({ duration: 30, price: 19.99 });
  });

  it('sends only complete break hours', () => {
    const payload = serviceInputSchema.parse(
      form({
        breakHours: [
          defaultBreakHour(),
          { name: '', start: '15:00', end: '15:15', days: ['monday'] },
          { name: 'Tea', start: '', end: '15:15', days: ['monday'] },
          { name: 'Tea', start: '15:00', end: '15:15', days: [] },
          { name: ' Tea ', start: '15:00', end: '15:15', days: ['friday', 'monday', 'friday'] },
        ],
      }),
    );
    expect(payload.breakHours).toEqual([
      defaultBreakHour(),
      { name: 'Tea', start: '15:00', end: '15:15', days: ['monday', 'friday'] },
    ]);
  });

  it("applies the booking type's resets", () => {
    const custom = { ...defaultSchedule(), saturday: { start: '08:00', end: '12:00', isOpen: true } };
    const withAll = { hasCustomSchedule: true, customSchedule: custom, breakHours: [defaultBreakHour()] };
    expect(serviceInputSchema.parse(form({ ...withAll, bookingType: 'date-only' }))).toMatchObject({
      hasCustomSchedule: true,
      customSchedule: custom,
      breakHours: [],
    });
    expect(serviceInputSchema.parse(form({ ...withAll, bookingType: 'time-only' }))).toMatchObject({
      hasCustomSchedule: false,
      customSchedule: defaultSchedule(),
      breakHours: [defaultBreakHour()],
    });
    expect(serviceInputSchema.parse(form({ ...withAll, bookingType: 'flexible' }))).toMatchObject({
      hasCustomSchedule: false,
      breakHours: [],
    });
  });

  it('needs the business id to create and drops unknown keys', () => {
    expect(details(createServiceRequestSchema.safeParse(form()))).toEqual([
      { path: 'business', message: 'Invalid id' },
    ]);
    const created = createServiceRequestSchema.parse({
      ...form(),
      business: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
      _id: 'x',
      hack: true,
    });
    expect(created.business).toBe('3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60');
    expect(created).not.toHaveProperty('hack');
    expect(created).not.toHaveProperty('_id');
  });
});

describe('service updates', () => {
  const stored: Service = {
    _id: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
    name: 'Haircut',
    description: '',
    duration: 30,
    hasDuration: true,
    price: 25,
    hasPricing: true,
    hasCustomSchedule: false,
    customSchedule: null,
    breakHours: [defaultBreakHour()],
    teamMemberIds: [],
    advanceBookingLimit: 30,
    bookingType: 'datetime',
    bookingInterval: 30,
    useCommonIntervals: true,
    allowCustomerComments: true,
    autoAcceptBookings: false,
    hasSlotLimit: false,
    maxSlotsPerTimeSlot: 1,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minimumNoticeMinutes: 0,
    isActive: true,
    business: '4f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f61',
  };

  it('parses a stored service', () => {
    expect(serviceSchema.parse(stored)).toEqual(stored);
    expect(serviceToInput(stored)).not.toHaveProperty('_id');
  });

  it('takes only isActive (Go Live / Take Offline) without applying defaults', () => {
    expect(updateServiceRequestSchema.parse({ isActive: false })).toEqual({ isActive: false });
    const merged = mergeServiceUpdate(stored, { isActive: false });
    expect(merged.success && merged.data).toMatchObject({
      isActive: false,
      name: 'Haircut',
      breakHours: [defaultBreakHour()],
    });
  });

  it('checks the merged service as a whole', () => {
    const turnedOn = mergeServiceUpdate({ ...stored, hasPricing: false, price: null }, { hasPricing: true });
    expect(details(turnedOn)).toEqual([{ path: 'price', message: 'Price is required' }]);
    expect(details(updateServiceRequestSchema.safeParse({ bookingInterval: 0 }))).toEqual([
      { path: 'bookingInterval', message: 'Booking interval must be between 1 and 720 minutes' },
    ]);
  });
});
