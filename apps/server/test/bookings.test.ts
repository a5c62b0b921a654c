import { BOOKING_MESSAGES as B, defaultBreakHour, defaultSchedule } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer).
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');

describeEachBackend('bookings', (scratch) => {
  let app: FastifyInstance;
  let now = MONDAY_8AM_BERLIN;
  let owner: Account;
  let businessId: string;
  let customer: Account;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });
    const created = await createBusiness(app, { timezone: 'Europe/Berlin' });
    owner = created.owner;
    businessId = created.business._id;
    customer = await registerCustomer(app);
  });
  afterAll(async () => app?.close());
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });

  const book = (serviceId: string, body: Record<string, unknown>, token = customer.token) =>
    api().request('POST', '/api/bookings', {
      token,
      body: { service: serviceId, business: businessId, notes: '', ...body },
    });

  it('books a datetime slot: pending, with local and UTC start, listed for both sides', async () => {
    const service = await createService(app, owner, businessId, {
      name: 'Massage',
      price: 55.5,
      duration: 60,
    });
    const res = await book(service._id, {
      bookingDate: '2026-06-02',
      startTime: '10:00',
      notes: 'Window seat',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({
      status: 'pending',
      bookingDate: '2026-06-02',
      startTime: '10:00',
      localStartTime: '2026-06-02T10:00',
      startsAt: '2026-06-02T08:00:00.000Z',
      notes: 'Window seat',
      service: {
        _id: service._id,
        name: 'Massage',
        duration: 60,
        price: 55.5,
        hasDuration: true,
        hasPricing: true,
      },
      business: { _id: businessId, timezone: 'Europe/Berlin', currency: 'USD', customCurrency: null },
      customer: { _id: customer.user.id, email: customer.user.email, phone: '+1 555 0100' },
      guestName: null,
    });

    const mine = await api().request('GET', '/api/bookings/user', { token: customer.token });
    expect(mine.json().map((b: { _id: string }) => b._id)).toContain(booking._id);
    const theirs = await api().request('GET', `/api/bookings/business/${businessId}`, { token: owner.token });
    expect(theirs.json().map((b: { _id: string }) => b._id)).toContain(booking._id);
  });

  it('answers one booking to its customer and its business, and to nobody else', async () => {
    const service = await createService(app, owner, businessId, { name: 'Trim', duration: 30 });
    const made = await book(service._id, { bookingDate: '2026-06-02', startTime: '11:00' });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json();
    for (const reader of [customer, owner]) {
      const res = await api().request('GET', `/api/bookings/${booking._id}`, { token: reader.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(booking);
    }
    const stranger = await registerCustomer(app);
    const otherOwner = (await createBusiness(app)).owner;
    for (const reader of [stranger, otherOwner]) {
      const res = await api().request('GET', `/api/bookings/${booking._id}`, { token: reader.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking not found');
    }
    const anonymous = await api().request('GET', `/api/bookings/${booking._id}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('confirms at once when the service auto-accepts', async () => {
    const service = await createService(app, owner, businessId, { autoAcceptBookings: true });
    const res = await book(service._id, { bookingDate: '2026-06-03', startTime: '09:30' });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('confirmed');
  });

  it('answers the spec message for every refused datetime', async () => {
    const service = await createService(app, owner, businessId, { breakHours: [defaultBreakHour()] });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bookingDate: '2026-06-02' }, B.selectDateAndTime],
      [{ startTime: '10:00' }, B.selectDateAndTime],
      [{ bookingDate: '2026-06-06', startTime: '10:00' }, B.dateNotAvailable], // Saturday: closed
      [{ bookingDate: '2026-07-15', startTime: '10:00' }, B.dateNotAvailable], // beyond 30 days
      [{ bookingDate: '2026-05-29', startTime: '10:00' }, B.dateNotAvailable], // in the past
      [{ bookingDate: '2026-06-02', startTime: '10:15' }, B.timeSlotNotAvailable], // off the grid
      [{ bookingDate: '2026-06-02', startTime: '12:00' }, B.timeSlotNotAvailable], // lunch break
      [{ bookingDate: '2026-06-02', startTime: '16:45' }, B.timeSlotNotAvailable], // ends after closing
      [{ bookingDate: '2026-06-02', startTime: '08:00' }, B.timeSlotNotAvailable], // before opening
    ];
    for (const [body, message] of cases) {
      const res = await book(service._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    now = new Date('2026-06-01T08:10:00Z'); // 10:10 in Berlin
    const past = await book(service._id, { bookingDate: '2026-06-01', startTime: '10:00' });
    expect(past.json().message).toBe(B.timeSlotNotAvailable);
    const later = await book(service._id, { bookingDate: '2026-06-01', startTime: '10:30' });
    expect(later.statusCode).toBe(201);
  });

  it('names the field of every refusal in details[].path, as the booking form places it', async () => {
    const closed = defaultSchedule();
    for (const day of Object.keys(closed) as Array<keyof typeof closed>) closed[day].isOpen = false;
    const services = {
      datetime: await createService(app, owner, businessId),
      'date-only': await createService(app, owner, businessId, { bookingType: 'date-only' }),
      'time-only': await createService(app, owner, businessId, { bookingType: 'time-only' }),
      closed: await createService(app, owner, businessId, {
        hasCustomSchedule: true,
        customSchedule: closed,
      }),
    };
    const cases: Array<[string, keyof typeof services, Record<string, unknown>, string, string]> = [
      ['nothing chosen', 'datetime', {}, B.selectDateAndTime, 'bookingDate'],
      ['a date without a time', 'datetime', { bookingDate: '2026-06-02' }, B.selectDateAndTime, 'startTime'],
      ['a time without a date', 'datetime', { startTime: '10:00' }, B.selectDateAndTime, 'bookingDate'],
      ['date-only without a date', 'date-only', {}, B.selectDate, 'bookingDate'],
      ['time-only without a time', 'time-only', {}, B.selectTime, 'startTime'],
      [
        'time-only without a time but with a date',
        'time-only',
        { bookingDate: '2026-06-02' },
        B.selectTime,
        'startTime',
      ],
      [
        'no open weekday',
        'closed',
        { bookingDate: '2026-06-02', startTime: '10:00' },
        B.noAvailableHours,
        '',
      ],
      [
        'a closed weekday',
        'datetime',
        { bookingDate: '2026-06-06', startTime: '10:00' },
        B.dateNotAvailable,
        'bookingDate',
      ],
      [
        'a time off the grid',
        'datetime',
        { bookingDate: '2026-06-02', startTime: '10:15' },
        B.timeSlotNotAvailable,
        'startTime',
      ],
      [
        'a time-only choice not offered',
        'time-only',
        { startTime: '10:10' },
        B.timeSlotNotAvailable,
        'startTime',
      ],
    ];
    for (const [label, service, body, message, path] of cases) {
      const res = await book(services[service]._id, body);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ message, details: [{ path, message }] });
    }
    // Saturday 6 June: a time-only service is closed today, and the time is what is refused.
    now = new Date('2026-06-06T08:00:00Z');
    const saturday = await book(services['time-only']._id, { startTime: '11:00' });
    expect(saturday.json()).toMatchObject({
      message: 'This service is not available on Saturdays.',
      details: [{ path: 'startTime' }],
    });
  });

  it('refuses a customer without a phone number', async () => {
    const service = await createService(app, owner, businessId);
    const noPhone = await registerCustomer(app);
    await api().request('PUT', '/api/users/profile', {
      token: noPhone.token,
      body: { name: 'No Phone', email: noPhone.user.email, phone: '+1 555 0999' },
    });
    const { UsersRepository } = await import('../src/modules/users/users.repository');
    await new UsersRepository(app.ctx.database.db).update(noPhone.user.id, { phone: null });
    const res = await book(service._id, { bookingDate: '2026-06-02', startTime: '10:00' }, noPhone.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(B.phoneRequiredForBooking);
  });

  it('books date-only, time-only and flexible services', async () => {
    const dateOnly = await createService(app, owner, businessId, { bookingType: 'date-only' });
    const d = await book(dateOnly._id, { bookingDate: '2026-06-04', startTime: '11:00' });
    expect(d.statusCode).toBe(201);
    expect(d.json()).toMatchObject({
      bookingDate: '2026-06-04',
      startTime: null,
      startsAt: null,
      localStartTime: null,
    });
    expect((await book(dateOnly._id, {})).json().message).toBe(B.selectDate);

    const timeOnly = await createService(app, owner, businessId, {
      bookingType: 'time-only',
      bookingInterval: 60,
    });
    const t = await book(timeOnly._id, { startTime: '14:00', bookingDate: '2030-01-01' });
    expect(t.statusCode).toBe(201);
    // The date of a time-only booking is the business's today, whatever the client sent.
    expect(t.json()).toMatchObject({
      bookingDate: '2026-06-01',
      startTime: '14:00',
      startsAt: '2026-06-01T12:00:00.000Z',
    });
    expect((await book(timeOnly._id, {})).json().message).toBe(B.selectTime);
    expect((await book(timeOnly._id, { startTime: '14:30' })).json().message).toBe(B.timeSlotNotAvailable);
    now = new Date('2026-06-06T08:00:00Z'); // Saturday
    expect((await book(timeOnly._id, { startTime: '14:00' })).json().message).toBe(
      'This service is not available on Saturdays.',
    );

    const flexible = await createService(app, owner, businessId, {
      bookingType: 'flexible',
      hasDuration: false,
      hasPricing: false,
    });
    const f = await book(flexible._id, { bookingDate: '2026-06-04', startTime: '11:00' });
    expect(f.statusCode).toBe(201);
    expect(f.json()).toMatchObject({
      bookingDate: null,
      startTime: null,
      service: { duration: null, price: null },
    });
  });

  it('handles the daylight-saving change in the business zone', async () => {
    const night = defaultSchedule();
    night.sunday = { start: '00:00', end: '06:00', isOpen: true };
    const service = await createService(app, owner, businessId, {
      hasCustomSchedule: true,
      customSchedule: night,
      bookingInterval: 30,
      advanceBookingLimit: 365,
    });
    now = new Date('2026-03-27T12:00:00Z');
    // 29 March 2026: Berlin skips from 02:00 to 03:00.
    const before = await book(service._id, { bookingDate: '2026-03-29', startTime: '01:30' });
    expect(before.json().startsAt).toBe('2026-03-29T00:30:00.000Z');
    const gap = await book(service._id, { bookingDate: '2026-03-29', startTime: '02:30' });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe(B.timeSlotNotAvailable);
    const after = await book(service._id, { bookingDate: '2026-03-29', startTime: '03:00' });
    expect(after.json().startsAt).toBe('2026-03-29T01:00:00.000Z');
  });

  it('holds the slot limit, counts only pending and confirmed, and reports availability', async () => {
    const service = await createService(app, owner, businessId, {
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 2,
    });
    const slot = { bookingDate: '2026-06-05', startTime: '11:00' };
    const availability = () =>
      api().request(
        'GET',
        `/api/bookings/service/${service._id}/slot-availability?date=2026-06-05&time=11:00&bookingType=datetime`,
      );
    expect((await availability()).json()).toEqual({ available: true, availableSlots: 2 });

    const first = await book(service._id, slot);
    await api().request('POST', '/api/bookings/guest', {
      body: { service: service._id, business: businessId, ...slot, ...guest() },
    });
    expect((await availability()).json()).toEqual({ available: false, availableSlots: 0 });
    const full = await book(service._id, slot);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(B.timeSlotFull);

    const cancelled = await api().request('PUT', `/api/bookings/${first.json()._id}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await availability()).json()).toEqual({ available: true, availableSlots: 1 });
    expect((await book(service._id, slot)).statusCode).toBe(201);
  });

  it('moves status only as the business may, recording the times', async () => {
    const service = await createService(app, owner, businessId);
    const make = async (startTime: string) =>
      (await book(service._id, { bookingDate: '2026-06-09', startTime })).json()._id as string;
    const status = (id: string, value: string, token = owner.token) =>
      api().request('PUT', `/api/bookings/${id}/status`, { token, body: { status: value } });

    const notAllowed = async (id: string, value: string) => {
      const res = await status(id, value);
      expect(res.statusCode, `${value}: ${res.body}`).toBe(409);
      expect(res.json().message).toBe(B.statusChangeNotAllowed);
    };
    const a = await make('09:00');
    const b = await make('09:30');
    await notAllowed(a, 'completed'); // pending -> completed
    now = new Date('2026-06-01T07:00:00Z');
    const confirmed = await status(a, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
    expect(confirmed.json().updatedAt).toBe('2026-06-01T07:00:00.000Z');
    await notAllowed(a, 'pending');
    now = new Date('2026-06-09T10:00:00Z');
    const done = await status(a, 'completed');
    expect(done.json()).toMatchObject({ status: 'completed', completedAt: '2026-06-09T10:00:00.000Z' });
    await notAllowed(a, 'completed');

    const cancelled = await status(b, 'cancelled');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledAt: '2026-06-09T10:00:00.000Z' });
    await notAllowed(b, 'confirmed'); // cancelled is final

    // decisions.md 8.5: a confirmed booking may be cancelled too, with a reason for the customer.
    const c = (await book(service._id, { bookingDate: '2026-06-10', startTime: '10:00' })).json()
      ._id as string;
    await status(c, 'confirmed');
    const withReason = await api().request('PUT', `/api/bookings/${c}/status`, {
      token: owner.token,
      body: { status: 'cancelled', reason: 'The salon is closed for a family event.' },
    });
    expect(withReason.json()).toMatchObject({ status: 'cancelled' });
    const tooLong = await api().request('PUT', `/api/bookings/${b}/status`, {
      token: owner.token,
      body: { status: 'cancelled', reason: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await status(b, 'bogus')).statusCode).toBe(400);
    expect((await status(b, 'confirmed', customer.token)).statusCode).toBe(403);

    const history = await api().request('GET', '/api/bookings/user/history', { token: customer.token });
    const ids = history.json().map((x: { _id: string }) => x._id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    const active = await api().request('GET', '/api/bookings/user', { token: customer.token });
    expect(active.json().map((x: { _id: string }) => x._id)).not.toContain(a);
    const businessHistory = await api().request('GET', `/api/bookings/business/${businessId}/history`, {
      token: owner.token,
    });
    expect(businessHistory.json().map((x: { _id: string }) => x._id)).toEqual(expect.arrayContaining([a, b]));
  });

  it('marks a confirmed booking completed only once its start has passed (a date-only one from its day)', async () => {
    // A business of its own: its one team member is free at 10:00 (decisions.md 9.1).
    const own = await createBusiness(app, { timezone: 'Europe/Berlin' });
    owner = own.owner;
    businessId = own.business._id;
    const status = (id: string, value: string) =>
      api().request('PUT', `/api/bookings/${id}/status`, { token: owner.token, body: { status: value } });
    const confirmed = async (serviceId: string, body: Record<string, unknown>) => {
      const res = await book(serviceId, body);
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json()._id as string;
      expect((await status(id, 'confirmed')).statusCode).toBe(200);
      return id;
    };
    const timed = await confirmed((await createService(app, owner, businessId))._id, {
      bookingDate: '2026-06-02',
      startTime: '10:00',
    });
    const dated = await confirmed(
      (await createService(app, owner, businessId, { bookingType: 'date-only' }))._id,
      { bookingDate: '2026-06-03' },
    );
    const flexible = await confirmed(
      (await createService(app, owner, businessId, { bookingType: 'flexible', hasDuration: false }))._id,
      {},
    );

    // Tuesday 2 June 10:00 Berlin is 08:00 UTC: a minute before, it cannot be completed yet.
    now = new Date('2026-06-02T07:59:00Z');
    const early = await status(timed, 'completed');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(B.completeNotStarted);
    const stillConfirmed = await api().request('GET', `/api/bookings/business/${businessId}`, {
      token: owner.token,
    });
    expect(stillConfirmed.json().find((b: { _id: string }) => b._id === timed)).toMatchObject({
      status: 'confirmed',
      completedAt: null,
    });
    now = new Date('2026-06-02T08:00:00Z');
    expect((await status(timed, 'completed')).json()).toMatchObject({
      status: 'completed',
      completedAt: '2026-06-02T08:00:00.000Z',
    });

    // A date-only booking starts with its day in the business's zone: Wednesday 00:00 Berlin.
    now = new Date('2026-06-02T21:59:00Z');
    const dayBefore = await status(dated, 'completed');
    expect(dayBefore.statusCode).toBe(409);
    expect(dayBefore.json().message).toBe(B.completeNotStarted);
    now = new Date('2026-06-02T22:00:00Z');
    expect((await status(dated, 'completed')).json()).toMatchObject({
      status: 'completed',
      completedAt: '2026-06-02T22:00:00.000Z',
    });

    // A flexible booking has no start to wait for.
    now = MONDAY_8AM_BERLIN;
    expect((await status(flexible, 'completed')).json()).toMatchObject({ status: 'completed' });
  });

  it("marks only the caller's bookings viewed, each once, and again after a change", async () => {
    const viewed = async (account: Account) => {
      const res = await api().request('PUT', '/api/bookings/mark-all-viewed', { token: account.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().updated as number;
    };
    const service = await createService(app, owner, businessId, { hasSlotLimit: false });
    const elsewhere = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const otherService = await createService(app, elsewhere.owner, elsewhere.business._id, {
      hasSlotLimit: false,
    });
    const me = await registerCustomer(app);
    const someoneElse = await registerCustomer(app);
    expect(await viewed(me)).toBe(0);

    const slot = { bookingDate: '2026-06-16', startTime: '10:00' };
    const first = (await book(service._id, slot, me.token)).json()._id as string;
    await book(service._id, slot, me.token);
    await api().request('POST', '/api/bookings', {
      token: me.token,
      body: { service: otherService._id, business: elsewhere.business._id, ...slot },
    });
    await book(service._id, slot, someoneElse.token);
    await api().request('POST', '/api/bookings', {
      token: someoneElse.token,
      body: { service: otherService._id, business: elsewhere.business._id, ...slot },
    });
    await api().request('POST', '/api/bookings/guest', {
      body: { service: service._id, business: businessId, ...slot, ...guest() },
    });

    expect(await viewed(me)).toBe(3);
    expect(await viewed(me)).toBe(0);
    // The other customer's bookings were left unviewed by that; theirs mark theirs only.
    expect(await viewed(someoneElse)).toBe(2);
    expect(await viewed(someoneElse)).toBe(0);
    // A business owner has no customer bookings to mark.
    const asOwner = await api().request('PUT', '/api/bookings/mark-all-viewed', { token: owner.token });
    expect(asOwner.statusCode).toBe(403);

    // A new status is unseen until the dashboard is opened again.
    now = new Date('2026-06-01T07:00:00Z');
    expect(
      (
        await api().request('PUT', `/api/bookings/${first}/status`, {
          token: owner.token,
          body: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await viewed(someoneElse)).toBe(0);
    expect(await viewed(me)).toBe(1);
  });

  it('removes only cancelled bookings, each side on its own', async () => {
    const service = await createService(app, owner, businessId);
    const id = (await book(service._id, { bookingDate: '2026-06-10', startTime: '09:00' })).json()._id;
    const notYet = await api().request('PUT', `/api/bookings/${id}/remove-customer`, {
      token: customer.token,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(B.removeOnlyCancelled);
    await api().request('PUT', `/api/bookings/${id}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });

    expect(
      (await api().request('PUT', `/api/bookings/${id}/remove-customer`, { token: customer.token }))
        .statusCode,
    ).toBe(200);
    const customerHistory = await api().request('GET', '/api/bookings/user/history', {
      token: customer.token,
    });
    expect(customerHistory.json().map((x: { _id: string }) => x._id)).not.toContain(id);
    const businessHistory = await api().request('GET', `/api/bookings/business/${businessId}/history`, {
      token: owner.token,
    });
    expect(businessHistory.json().map((x: { _id: string }) => x._id)).toContain(id);

    expect(
      (await api().request('PUT', `/api/bookings/${id}/remove-business`, { token: owner.token })).statusCode,
    ).toBe(200);
    const after = await api().request('GET', `/api/bookings/business/${businessId}/history`, {
      token: owner.token,
    });
    expect(after.json().map((x: { _id: string }) => x._id)).not.toContain(id);
  });

  it('answers 404 to anyone but the parties', async () => {
    const service = await createService(app, owner, businessId);
    const id = (await book(service._id, { bookingDate: '2026-06-11', startTime: '09:00' })).json()._id;
    await api().request('PUT', `/api/bookings/${id}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    const stranger = await registerCustomer(app);
    const otherBusiness = await createBusiness(app);
    expect(
      (await api().request('PUT', `/api/bookings/${id}/remove-customer`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api().request('PUT', `/api/bookings/${id}/remove-business`, {
          token: otherBusiness.owner.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api().request('PUT', `/api/bookings/${id}/status`, {
          token: otherBusiness.owner.token,
          body: { status: 'confirmed' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api().request('GET', `/api/bookings/business/${businessId}`, {
          token: otherBusiness.owner.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api().request('GET', '/api/bookings/user', { token: otherBusiness.owner.token })).statusCode,
    ).toBe(403);
    expect((await api().request('GET', '/api/bookings/user')).statusCode).toBe(401);
    const strangers = await api().request('GET', '/api/bookings/user/history', { token: stranger.token });
    expect(strangers.json()).toEqual([]);
  });

  it('filters the business calendar by date, inclusive', async () => {
    const service = await createService(app, owner, businessId);
    for (const date of ['2026-06-15', '2026-06-16', '2026-06-17'])
      await book(service._id, { bookingDate: date, startTime: '13:00' });
    const res = await api().request(
      'GET',
      `/api/bookings/business/${businessId}?start=2026-06-15&end=2026-06-16`,
      { token: owner.token },
    );
    const dates = res.json().map((b: { bookingDate: string }) => b.bookingDate);
    expect(dates).toContain('2026-06-15');
    expect(dates).toContain('2026-06-16');
    expect(dates).not.toContain('2026-06-17');
    expect(dates).toEqual([...dates].sort());
    const bad = await api().request('GET', `/api/bookings/business/${businessId}?start=June`, {
      token: owner.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes guest bookings, validates them, and keeps them from an account with that email until it is verified', async () => {
    const service = await createService(app, owner, businessId);
    const email = uniqueEmail('guest');
    const missing = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: businessId,
        bookingDate: '2026-06-12',
        startTime: '09:00',
        ...guest({ guestName: '' }),
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(B.guestDetailsRequired);

    const res = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: businessId,
        bookingDate: '2026-06-12',
        startTime: '09:00',
        ...guest({ guestEmail: email.toUpperCase() }),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      guestName: 'Gina Guest',
      guestEmail: email,
      customer: null,
      status: 'pending',
    });

    // Anyone may register the guest's address; the booking joins the account only once the
    // address is verified (test/accounts.test.ts follows the link of the email).
    const registered = await registerCustomer(app, { email });
    const mine = await api().request('GET', '/api/bookings/user', { token: registered.token });
    expect(mine.json()).toEqual([]);
  });

  it('refuses bookings of inactive, unknown or mismatched services', async () => {
    const service = await createService(app, owner, businessId);
    await api().request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    const inactive = await book(service._id, { bookingDate: '2026-06-02', startTime: '10:00' });
    expect(inactive.statusCode).toBe(404);
    const other = await createBusiness(app);
    const live = await createService(app, owner, businessId);
    const mismatch = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: {
        service: live._id,
        business: other.business._id,
        bookingDate: '2026-06-02',
        startTime: '10:00',
      },
    });
    expect(mismatch.statusCode).toBe(404);
  });
});

describeEachBackend('guest booking rate limit', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'on' }), { clock: () => MONDAY_8AM_BERLIN });
  });
  afterAll(async () => app?.close());

  it('answers 429 with Retry-After after 20 guest bookings from one address within an hour', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const service = await createService(app, owner, business._id, {
      bookingType: 'flexible',
      hasDuration: false,
      hasSlotLimit: false,
    });
    const body = { service: service._id, business: business._id, ...guest() };
    for (let i = 0; i < 20; i++) {
      const res = await client(app).request('POST', '/api/bookings/guest', { body });
      expect(res.statusCode).toBe(201);
    }
    const limited = await client(app).request('POST', '/api/bookings/guest', { body });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
