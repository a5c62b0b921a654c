// Every reaction to a booking's life happens exactly once per change (issue 30): the emails in the
// delivery log, the `bookingChanged` push to both parties' open screens, and the public cache
// drop with `availabilityChanged` to the business page's viewers (none for a confirmation, which
// changes no count). They are subscribers of one lifecycle (src/modules/bookings/lifecycle.ts);
// this follows a booking through the real app, on every database.
import type { NotificationLogEntry, ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';
import {
  closeAllSockets,
  connectAs,
  listen,
  nextEvent,
  probe,
  record,
  recordedBefore,
  socketTo,
  type ClientSocket,
  type Recorded,
} from './helpers/sockets';

// Monday 1 June 2026, 08:00 in Berlin.
const NOW = new Date('2026-06-01T06:00:00Z');
const TUESDAY = '2026-06-02';
const WEDNESDAY = '2026-06-03';

describeEachBackend('booking lifecycle reactions', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let owner: Account;
  let businessId: string;
  let customer: Account;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
    url = await listen(app);
    const created = await createBusiness(app, { timezone: 'Europe/Berlin' });
    owner = created.owner;
    businessId = created.business._id;
    customer = await registerCustomer(app);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => app?.close());

  /** A socket's events since the last call, once everything the server sent before now is in. */
  const since = async (socket: ClientSocket, seen: Recorded[]) => {
    const before = await recordedBefore(seen, socket, 'chat_error', () => probe(socket));
    seen.length = 0;
    return before.filter((e) => e.event !== 'chat_error');
  };
  const kinds = (events: Recorded[], name: string) => events.filter((e) => e.event === name);

  const emailKinds = async (bookingId: string) => {
    const res = await api().request('GET', `/api/bookings/${bookingId}/notifications`, {
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as NotificationLogEntry[]).map((n) => n.kind).sort();
  };

  const remainingAt = async (serviceId: string, date: string, time: string) => {
    const res = await api().request('GET', `/api/services/${serviceId}/availability?from=${date}&to=${date}`);
    const day = (res.json() as ServiceAvailability).days.find((d) => d.date === date);
    return day?.slots.find((s) => s.startTime === time)?.remaining;
  };

  it('emails, pushes and drops the cache once per change, from booking to cancellation', async () => {
    const service = await createService(app, owner, businessId, {
      name: 'Colour',
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 1,
    });
    const ownerSocket = await connectAs(url, owner.token);
    const customerSocket = await connectAs(url, customer.token);
    const visitor = socketTo(url, undefined);
    await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
    const joined = nextEvent(visitor, 'businessStatusUpdate');
    visitor.emit('join_business_view', businessId);
    await joined;
    const ownerSeen = record(ownerSocket);
    const customerSeen = record(customerSocket);
    const visitorSeen = record(visitor);

    /** After a change: what each screen heard of it. */
    const heard = async () => ({
      owner: kinds(await since(ownerSocket, ownerSeen), 'bookingChanged').map((e) => e.payload),
      customer: kinds(await since(customerSocket, customerSeen), 'bookingChanged').map((e) => e.payload),
      visitor: kinds(await since(visitor, visitorSeen), 'availabilityChanged').map((e) => e.payload),
    });
    const change = (type: string, by: string) => ({ change: type, by, booking: expect.any(Object) });
    const placesChanged = [{ businessId, serviceId: service._id }];

    // The cache holds the free slot before anything happens.
    expect(await remainingAt(service._id, TUESDAY, '10:00')).toBe(1);

    const booked = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: {
        service: service._id,
        business: businessId,
        bookingDate: TUESDAY,
        startTime: '10:00',
        notes: '',
      },
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json()._id as string;
    expect(await heard()).toEqual({
      owner: [change('created', 'customer')],
      customer: [change('created', 'customer')],
      visitor: placesChanged,
    });
    expect(await remainingAt(service._id, TUESDAY, '10:00')).toBe(0);
    expect(await emailKinds(bookingId)).toEqual(['business_booking_created', 'customer_booking_requested']);

    const confirm = await api().request('PUT', `/api/bookings/${bookingId}/status`, {
      token: owner.token,
      body: { status: 'confirmed' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await heard()).toEqual({
      owner: [change('confirmed', 'business')],
      customer: [change('confirmed', 'business')],
      visitor: [],
    });
    expect(await emailKinds(bookingId)).toEqual([
      'business_booking_created',
      'customer_booking_confirmed',
      'customer_booking_reminder',
      'customer_booking_requested',
    ]);

    const moved = await api().request('PUT', `/api/bookings/${bookingId}/reschedule`, {
      token: customer.token,
      body: { bookingDate: WEDNESDAY, startTime: '11:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await heard()).toEqual({
      owner: [change('rescheduled', 'customer')],
      customer: [change('rescheduled', 'customer')],
      visitor: placesChanged,
    });
    expect(await remainingAt(service._id, TUESDAY, '10:00')).toBe(1);
    expect(await remainingAt(service._id, WEDNESDAY, '11:00')).toBe(0);
    const afterMove = await emailKinds(bookingId);
    expect(afterMove.filter((k) => k.endsWith('_rescheduled'))).toEqual([
      'business_booking_rescheduled',
      'customer_booking_rescheduled',
    ]);

    const cancelled = await api().request('PUT', `/api/bookings/${bookingId}/cancel-by-customer`, {
      token: customer.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await heard()).toEqual({
      owner: [change('cancelled', 'customer')],
      customer: [change('cancelled', 'customer')],
      visitor: placesChanged,
    });
    expect(await remainingAt(service._id, WEDNESDAY, '11:00')).toBe(1);
    const afterCancel = await emailKinds(bookingId);
    expect(afterCancel.filter((k) => k.endsWith('_cancelled'))).toEqual([
      'business_booking_cancelled',
      'customer_booking_cancelled',
    ]);
  });
});
