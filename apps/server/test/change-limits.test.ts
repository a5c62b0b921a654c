// The per-booking change limit (issue 32 item 4): each change by the customer emails the business,
// so one caller changes one booking at most 10 times a day. It is counted after the caller is
// known to be the booking's customer (or holds its manage link), by caller and stored booking id:
// a stranger who knows the id can neither use it up nor leave counters behind.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

const NOW = new Date('2026-06-01T06:00:00Z');

describeEachBackend('booking change limits', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);

  beforeAll(async () => {
    // The limits on, as in production (the other suites switch them off).
    app = await buildApp(scratch().config({}), { clock: () => NOW });
  });
  afterAll(async () => app?.close());

  it('lets no stranger use up a customer’s changes, whatever the spelling of the id', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const service = await createService(app, owner, business._id, { duration: 30, autoAcceptBookings: true });
    const customer = await registerCustomer(app);
    const stranger = await registerCustomer(app);
    const booked = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: {
        service: service._id,
        business: business._id,
        notes: '',
        bookingDate: '2026-06-03',
        startTime: '10:00',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json()._id as string;

    for (const spelling of [id, id.toUpperCase()]) {
      for (let i = 0; i < 12; i++) {
        const res = await api().request('PUT', `/api/bookings/${spelling}/reschedule`, {
          token: stranger.token,
          body: { bookingDate: '2026-06-03', startTime: '11:00' },
        });
        expect(res.statusCode).toBe(404);
      }
    }
    // The customer still has every change of the day.
    const times = ['11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '10:30'];
    for (const [i, startTime] of times.entries()) {
      const spelling = i % 2 ? id.toUpperCase() : id;
      const res = await api().request('PUT', `/api/bookings/${spelling}/reschedule`, {
        token: customer.token,
        body: { bookingDate: '2026-06-03', startTime },
      });
      expect(res.statusCode, `change ${i + 1}: ${res.body}`).toBe(200);
    }
    // The eleventh, whatever the spelling, is one too many.
    const over = await api().request('PUT', `/api/bookings/${id.toUpperCase()}/cancel-by-customer`, {
      token: customer.token,
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
