// The table of place-counting cases (capacity-cases.ts), run through every
// way the server counts places, on every database: the creation function that stores a new
// booking (migration 0005), the repository's count behind a slot's remaining places and behind a
// move, and the shared slot rules behind the availability answer. Each must give the case's answer.
import { addDays } from '@booklane/shared/domain';
import { type ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CAPACITY_CASES, type CapacityCase } from './capacity-cases';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 06:00 UTC: the first bookable day is Tuesday.
const NOW = new Date('2026-06-01T06:00:00Z');
const FIRST_DAY = '2026-06-02';
/** A day no case uses: where the booking that is moved into the asked slot starts. */
const MOVER_DAY = 2;

describeEachBackend('place counting, one table for every counter', (scratch) => {
  let app: FastifyInstance;
  let customer: Account;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
    customer = await registerCustomer(app);
  });
  afterAll(async () => app?.close());

  const dateOf = (day: number | undefined) => (day === undefined ? undefined : addDays(FIRST_DAY, day));
  const slot = (at: { day?: number; time?: string }) => ({
    ...(at.day !== undefined ? { bookingDate: dateOf(at.day) } : {}),
    ...(at.time ? { startTime: at.time } : {}),
  });

  async function setUp(c: CapacityCase) {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const serviceOf = (name: string) =>
      createService(app, owner, business._id, {
        name,
        bookingType: c.service.bookingType,
        hasSlotLimit: true,
        maxSlotsPerTimeSlot: c.service.limit,
        ...(c.service.bookingType === 'flexible'
          ? { hasDuration: false }
          : { duration: c.service.duration ?? 60 }),
        bufferBeforeMinutes: c.service.bufferBeforeMinutes ?? 0,
        bufferAfterMinutes: c.service.bufferAfterMinutes ?? 0,
      });
    const service = await serviceOf('Asked');
    const other = await serviceOf('Other');
    const otherDated = await createService(app, owner, business._id, {
      name: 'Other by the day',
      bookingType: 'date-only',
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 1,
    });
    for (const existing of c.existing) {
      const target = existing.otherType ? otherDated : existing.otherService ? other : service;
      const res = await api().request('POST', '/api/bookings/guest', {
        body: {
          service: target._id,
          business: business._id,
          notes: '',
          ...slot(existing),
          ...guest({ guestEmail: uniqueEmail('held') }),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      if (existing.status !== 'pending') {
        const changed = await api().request('PUT', `/api/bookings/${res.json()._id}/status`, {
          token: owner.token,
          body: { status: existing.status },
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
    }
    return { owner, businessId: business._id, serviceId: service._id };
  }

  it.each(CAPACITY_CASES)('$name: $expected', async (c) => {
    const { owner, businessId, serviceId } = await setUp(c);
    const free = c.expected === 'free';
    const date = dateOf(c.request.day);

    // The repository's count: a slot's remaining places.
    const query = new URLSearchParams({
      ...(date ? { date } : {}),
      ...(c.request.time ? { time: c.request.time } : {}),
    });
    const remaining = await api().request(
      'GET',
      `/api/bookings/service/${serviceId}/slot-availability?${query}`,
    );
    expect(remaining.statusCode, remaining.body).toBe(200);
    expect(remaining.json().available, 'slot availability').toBe(free);

    // The shared slot rules over the taken places: the availability answer.
    const from = date ?? FIRST_DAY;
    const answer = (
      await api().request('GET', `/api/services/${serviceId}/availability?from=${from}&to=${from}`)
    ).json() as ServiceAvailability;
    const left =
      c.service.bookingType === 'flexible'
        ? answer.remaining
        : answer.days[0]?.slots.find((s) => s.startTime === (c.request.time ?? null))?.remaining;
    expect(left === undefined ? 'not offered' : (left ?? 1) > 0, 'availability answer').toBe(free);

    // The repository's count under the service's lock: a booking moved into the slot.
    if (c.service.bookingType !== 'flexible') {
      const mover = await api().request('POST', '/api/bookings', {
        token: customer.token,
        body: {
          service: serviceId,
          business: businessId,
          notes: '',
          ...slot({ day: MOVER_DAY, time: c.request.time }),
        },
      });
      expect(mover.statusCode, mover.body).toBe(201);
      const moved = await api().request('PUT', `/api/bookings/${mover.json()._id}/reschedule`, {
        token: customer.token,
        body: slot(c.request),
      });
      expect(moved.statusCode, `move: ${moved.body}`).toBe(free ? 200 : 409);
      // Give the place back for the last counter.
      const back = await api().request('PUT', `/api/bookings/${mover.json()._id}/status`, {
        token: owner.token,
        body: { status: 'cancelled' },
      });
      expect(back.statusCode).toBe(200);
    }

    // The database's creation function: a new booking of the slot.
    const created = await api().request('POST', '/api/bookings/guest', {
      body: { service: serviceId, business: businessId, notes: '', ...slot(c.request), ...guest() },
    });
    expect(created.statusCode, `create: ${created.body}`).toBe(free ? 201 : 409);
  });
});
