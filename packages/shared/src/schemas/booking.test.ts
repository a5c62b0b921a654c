import { describe, expect, it } from 'vitest';
import { issuesToDetails } from '../errors/api-error';
import {
  bookingListQuerySchema,
  bookingSchema,
  businessBookingRequestSchema,
  createBookingRequestSchema,
  guestBookingRequestSchema,
  updateBookingStatusRequestSchema,
} from './booking';

type Parsed = { success: boolean; error?: { issues: Parameters<typeof issuesToDetails>[0] } };
const details = (result: Parsed) => (result.success ? [] : issuesToDetails(result.error?.issues ?? []));

const SERVICE = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
const BUSINESS = '4f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f61';

describe('booking requests', () => {
  it('treats empty, null and missing date and time alike', () => {
    for (const empty of [{}, { bookingDate: '', startTime: '' }, { bookingDate: null, startTime: null }]) {
      expect(createBookingRequestSchema.parse({ service: SERVICE, business: BUSINESS, ...empty })).toEqual({
        service: SERVICE,
        business: BUSINESS,
        notes: '',
        bookingDate: null,
        startTime: null,
      });
    }
  });

  it('keeps what was chosen and trims notes', () => {
    expect(
      createBookingRequestSchema.parse({
        service: SERVICE,
        business: BUSINESS,
        bookingDate: '2026-03-02',
        startTime: '09:30',
        notes: ' Hi ',
      }),
    ).toEqual({
      service: SERVICE,
      business: BUSINESS,
      bookingDate: '2026-03-02',
      startTime: '09:30',
      notes: 'Hi',
    });
  });

  it.each([
    [{ bookingDate: '02/03/2026' }, [{ path: 'bookingDate', message: 'Use a date in YYYY-MM-DD format' }]],
    [{ bookingDate: '2026-02-30' }, [{ path: 'bookingDate', message: 'Use a date in YYYY-MM-DD format' }]],
    [{ startTime: '9:30' }, [{ path: 'startTime', message: 'Use a time in HH:mm format' }]],
    [{ notes: 'n'.repeat(1001) }, [{ path: 'notes', message: 'Notes are too long' }]],
    [{ service: 'nope' }, [{ path: 'service', message: 'Invalid id' }]],
  ])('%j -> %j', (change, expected) => {
    expect(
      details(createBookingRequestSchema.safeParse({ service: SERVICE, business: BUSINESS, ...change })),
    ).toEqual(expected);
  });

  it.each([
    [
      {},
      [
        { path: 'guestName', message: 'Please enter your name and email to proceed.' },
        { path: 'guestEmail', message: 'Please enter your name and email to proceed.' },
        { path: 'guestPhone', message: 'Please enter your phone number to proceed.' },
      ],
    ],
    [
      { guestName: ' ', guestEmail: 'ann@b.co', guestPhone: '555 0100' },
      [{ path: 'guestName', message: 'Please enter your name and email to proceed.' }],
    ],
    [
      { guestName: 'Ann', guestEmail: 'ann', guestPhone: '555 0100' },
      [{ path: 'guestEmail', message: 'Please enter a valid email address' }],
    ],
    [
      { guestName: 'Ann', guestEmail: 'ann@b.co', guestPhone: '' },
      [{ path: 'guestPhone', message: 'Please enter your phone number to proceed.' }],
    ],
    [{ guestName: 'Ann', guestEmail: 'Ann@B.co', guestPhone: '555 0100' }, []],
  ])('guest %j -> %j', (guest, expected) => {
    expect(
      details(guestBookingRequestSchema.safeParse({ service: SERVICE, business: BUSINESS, ...guest })),
    ).toEqual(expected);
  });

  it('takes a business booking for an account or a person by name, with blank contacts as none', () => {
    const USER = '5f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f62';
    const base = { service: SERVICE, bookingDate: '2026-03-02', startTime: '09:00' };
    expect(businessBookingRequestSchema.parse({ ...base, customer: { userId: USER } })).toEqual({
      ...base,
      notes: '',
      customer: { userId: USER },
    });
    expect(
      businessBookingRequestSchema.parse({ ...base, customer: { name: ' Walk In ', email: '', phone: ' ' } })
        .customer,
    ).toEqual({ name: 'Walk In', email: null, phone: null });
    expect(
      businessBookingRequestSchema.parse({
        ...base,
        customer: { name: 'Ann', email: 'Ann@B.co', phone: '555 0100' },
      }).customer,
    ).toEqual({ name: 'Ann', email: 'ann@b.co', phone: '555 0100' });
    expect(details(businessBookingRequestSchema.safeParse({ ...base, customer: {} }))).toEqual([
      { path: 'customer.name', message: 'Name is required' },
    ]);
    expect(
      details(businessBookingRequestSchema.safeParse({ ...base, customer: { name: 'A', phone: 'x' } })),
    ).toEqual([{ path: 'customer.phone', message: 'Please enter a valid phone number' }]);
    expect(details(businessBookingRequestSchema.safeParse({ ...base, customer: { userId: 'me' } }))).toEqual([
      { path: 'customer.userId', message: 'Invalid id' },
    ]);
  });

  it('checks status changes and list filters', () => {
    expect(updateBookingStatusRequestSchema.parse({ status: 'confirmed' })).toEqual({ status: 'confirmed' });
    expect(details(updateBookingStatusRequestSchema.safeParse({ status: 'done' }))).toEqual([
      { path: 'status', message: 'Invalid booking status' },
    ]);
    expect(bookingListQuerySchema.parse({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-31',
    });
    expect(bookingListQuerySchema.parse({})).toEqual({});
    expect(bookingListQuerySchema.safeParse({ start: 'March' }).success).toBe(false);
  });
});

describe('booking answers', () => {
  const booking = {
    _id: '5f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f62',
    status: 'pending',
    service: { _id: SERVICE, name: 'Haircut', duration: 30, price: 25, hasDuration: true, hasPricing: true },
    business: { _id: BUSINESS, name: 'Bella', username: 'bella', timezone: 'Europe/Berlin' },
    customer: null,
    teamMember: { _id: '6f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f63', name: 'Maya' },
    guestName: 'Ann',
    guestEmail: 'ann@b.co',
    guestPhone: '555 0100',
    notes: '',
    bookingDate: '2026-03-02',
    startTime: '09:30',
    localStartTime: '2026-03-02T09:30',
    startsAt: '2026-03-02T08:30:00.000Z',
    createdAt: '2026-03-01T08:30:00.000Z',
    updatedAt: '2026-03-01T08:30:00.000Z',
    cancelledBy: null,
    changeableUntil: null,
  };

  it('parses a guest booking, a deleted service and a flexible booking', () => {
    expect(bookingSchema.parse(booking)).toEqual(booking);
    expect(bookingSchema.parse({ ...booking, service: null }).service).toBeNull();
    const flexible = {
      ...booking,
      bookingDate: null,
      startTime: null,
      localStartTime: null,
      startsAt: null,
      completedAt: null,
    };
    expect(bookingSchema.parse(flexible)).toEqual(flexible);
  });
});
