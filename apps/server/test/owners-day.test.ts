// The owner's day on the server (decisions.md 9.2): bookings the business makes itself (walk-ins,
// phone calls), the no-show, the business's own move of a booking (the calendar's drag), every
// booking's history with who acted, and the customers lookup of the new-booking dialog (9.4);
// through the real app with a pinned clock, on every database.
import {
  addDays,
  BOOKING_MESSAGES as B,
  BUSINESS_BOOKING_PAST_DAYS,
  NOT_FOUND_MESSAGES,
  STAFF_MESSAGES as S,
  TEAM_MESSAGES as T,
  VALIDATION_MESSAGES as V,
} from '@booklane/shared/domain';
import type { BookingChange } from '@booklane/shared/realtime/event-maps';
import type {
  Booking,
  BookingEvent,
  CustomerListResponse,
  ManagedTeamMember,
  NotificationLogEntry,
} from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  checkedInject,
  client,
  createBusiness,
  registerBusinessOwner,
  registerCustomer,
  uniqueEmail,
  type Account,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { closeAllSockets, connectAs, listen, nextEvent } from './helpers/sockets';

// Tuesday 2 June 2026, 10:30 UTC; the businesses are in UTC, open 09:00-17:00 with a lunch break.
const NOW = new Date('2026-06-02T10:30:00Z');
const TODAY = '2026-06-02';
const TOMORROW = '2026-06-03';
const YESTERDAY = '2026-06-01';
const FRIDAY = '2026-06-05';
const HOUR_MS = 3_600_000;

describeEachBackend("the owner's day", (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let now = NOW;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });
    url = await listen(app);
  });
  beforeEach(() => {
    now = NOW;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => app?.close());

  // ---- helpers -------------------------------------------------------------------------------

  type Shop = { owner: Account; businessId: string; first: ManagedTeamMember };

  async function shop(overrides: Record<string, unknown> = {}): Promise<Shop> {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC', ...overrides });
    const team = await api().request('GET', `/api/businesses/${business._id}/team-members/manage`, {
      token: owner.token,
    });
    expect(team.statusCode, team.body).toBe(200);
    return { owner, businessId: business._id, first: (team.json() as ManagedTeamMember[])[0]! };
  }

  async function addMember(s: Shop, name: string): Promise<ManagedTeamMember> {
    const res = await api().request('POST', `/api/businesses/${s.businessId}/team-members`, {
      token: s.owner.token,
      body: { name },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ManagedTeamMember;
  }

  const serviceOf = (s: Shop, overrides: Record<string, unknown> = {}) =>
    createService(app, s.owner, s.businessId, { name: 'Haircut', duration: 30, price: 25, ...overrides });

  const walkIn = (account: Account, businessId: string, body: Record<string, unknown>) =>
    api().request('POST', `/api/businesses/${businessId}/bookings`, { token: account.token, body });

  async function walkInOk(s: Shop, body: Record<string, unknown>): Promise<Booking> {
    const res = await walkIn(s.owner, s.businessId, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  }

  const bookAsGuest = (s: Shop, serviceId: string, body: Record<string, unknown>) =>
    checkedInject(app, {
      method: 'POST',
      url: '/api/bookings/guest',
      payload: { service: serviceId, business: s.businessId, notes: '', ...guest(), ...body },
    });

  const bookAsCustomer = (customer: Account, s: Shop, serviceId: string, body: Record<string, unknown>) =>
    api().request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: serviceId, business: s.businessId, notes: '', ...body },
    });

  const setStatus = (account: Account, bookingId: string, status: string) =>
    api().request('PUT', `/api/bookings/${bookingId}/status`, { token: account.token, body: { status } });

  const move = (account: Account, bookingId: string, body: Record<string, unknown>) =>
    api().request('PUT', `/api/bookings/${bookingId}/reschedule-by-business`, { token: account.token, body });

  async function history(account: Account, bookingId: string): Promise<BookingEvent[]> {
    const res = await api().request('GET', `/api/bookings/${bookingId}/events`, { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BookingEvent[];
  }
  const lines = (events: BookingEvent[]) => events.map((e) => [e.action, e.actor.role, e.actor.name]);

  async function deliveryLog(account: Account, bookingId: string): Promise<NotificationLogEntry[]> {
    const res = await api().request('GET', `/api/bookings/${bookingId}/notifications`, {
      token: account.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationLogEntry[];
  }

  async function customers(s: Shop, query: string): Promise<CustomerListResponse> {
    const res = await api().request('GET', `/api/businesses/${s.businessId}/customers${query}`, {
      token: s.owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerListResponse;
  }

  // ---- bookings the business makes -----------------------------------------------------------

  describe('owner-created bookings', () => {
    it('books a walk-in without an email: confirmed at once, made by the business, no email at all', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      // 09:00 today has passed: the customer is already in the chair.
      const booked = await walkInOk(s, {
        service: service._id,
        bookingDate: TODAY,
        startTime: '09:00',
        customer: { name: 'Walter Walk-in' },
        notes: 'Paid cash',
      });
      expect(booked).toMatchObject({
        status: 'confirmed',
        customer: null,
        guestName: 'Walter Walk-in',
        guestEmail: null,
        guestPhone: null,
        notes: 'Paid cash',
        bookingDate: TODAY,
        startTime: '09:00',
        teamMember: { _id: s.first._id, name: s.first.name },
      });
      expect(await deliveryLog(s.owner, booked._id)).toEqual([]);
      expect(lines(await history(s.owner, booked._id))).toEqual([['created', 'owner', s.owner.user.name]]);
      // The business's own booking is never reviewed, and it shows in its calendar.
      const calendar = await api().request(
        'GET',
        `/api/bookings/business/${s.businessId}?start=${TODAY}&end=${TODAY}`,
        {
          token: s.owner.token,
        },
      );
      expect((calendar.json() as Booking[]).map((b) => b._id)).toEqual([booked._id]);
    });

    it('emails a walk-in who gave an address, and only them', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const email = uniqueEmail('walkin');
      const booked = await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '15:00',
        customer: { name: 'Wanda', email: email.toUpperCase(), phone: '+44 20 7946 0000' },
      });
      expect(booked).toMatchObject({
        guestEmail: email,
        guestPhone: '+44 20 7946 0000',
        status: 'confirmed',
      });
      const log = await deliveryLog(s.owner, booked._id);
      expect(log.map((e) => [e.kind, e.to])).toContainEqual(['customer_booking_confirmed', email]);
      // The business made it: it is not told of its own booking.
      expect(log.every((e) => e.to === email)).toBe(true);
    });

    it('books for a customer account, which sees it in its own list', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const customer = await registerCustomer(app, { name: 'Carla Account' });
      const booked = await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { userId: customer.user.id },
      });
      expect(booked.customer).toMatchObject({ _id: customer.user.id, name: 'Carla Account' });
      const mine = await api().request('GET', '/api/bookings/user', { token: customer.token });
      expect((mine.json() as Booking[]).map((b) => b._id)).toContain(booked._id);
      expect((await deliveryLog(s.owner, booked._id)).map((e) => e.kind)).toContain(
        'customer_booking_confirmed',
      );
    });

    it('refuses an account that is not a customer, and a service of another business', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const other = await shop();
      const otherService = await serviceOf(other);
      const notCustomer = await walkIn(s.owner, s.businessId, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { userId: other.owner.user.id },
      });
      expect(notCustomer.statusCode).toBe(404);
      expect(notCustomer.json().message).toBe(NOT_FOUND_MESSAGES.customer);
      const foreign = await walkIn(s.owner, s.businessId, {
        service: otherService._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { name: 'Someone' },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(B.serviceUnavailable);
    });

    it('needs the customer’s name unless it names an account', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const asked = { service: service._id, bookingDate: TOMORROW, startTime: '10:00' };
      const nameless = await walkIn(s.owner, s.businessId, { ...asked, customer: { name: '  ', email: '' } });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().details).toEqual([{ path: 'customer.name', message: V.nameRequired }]);
      const badEmail = await walkIn(s.owner, s.businessId, {
        ...asked,
        customer: { name: 'Al', email: 'nope' },
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().details).toEqual([{ path: 'customer.email', message: V.emailInvalid }]);
    });

    it('keeps every capacity rule: a full session answers the spec’s words', async () => {
      const s = await shop();
      const yoga = await serviceOf(s, { name: 'Yoga', duration: 60, maxSlotsPerTimeSlot: 2 });
      for (const name of ['One', 'Two']) {
        await walkInOk(s, {
          service: yoga._id,
          bookingDate: TOMORROW,
          startTime: '10:00',
          customer: { name },
        });
      }
      const third = await walkIn(s.owner, s.businessId, {
        service: yoga._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { name: 'Three' },
      });
      expect(third.statusCode).toBe(409);
      expect(third.json().message).toBe(B.timeSlotFull);
    });

    it('keeps every member rule: busy, not performing the service, anyone gets a free member', async () => {
      const s = await shop();
      const leo = await addMember(s, 'Leo');
      const cut = await serviceOf(s, { name: 'Cut', duration: 60 });
      const colour = await serviceOf(s, { name: 'Colour', duration: 60, teamMemberIds: [s.first._id] });
      const first = await bookAsGuest(s, cut._id, {
        bookingDate: TOMORROW,
        startTime: '14:00',
        teamMember: s.first._id,
      });
      expect(first.statusCode, first.body).toBe(201);

      const busy = await walkIn(s.owner, s.businessId, {
        service: colour._id,
        teamMember: s.first._id,
        bookingDate: TOMORROW,
        startTime: '14:30',
        customer: { name: 'Busy' },
      });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(B.timeSlotFull);

      const notTheirs = await walkIn(s.owner, s.businessId, {
        service: colour._id,
        teamMember: leo._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { name: 'Wrong member' },
      });
      expect(notTheirs.statusCode).toBe(400);
      expect(notTheirs.json().message).toBe(T.notForService);

      const anyone = await walkInOk(s, {
        service: cut._id,
        bookingDate: TOMORROW,
        startTime: '14:00',
        customer: { name: 'Anyone' },
      });
      expect(anyone.teamMember).toEqual({ _id: leo._id, name: 'Leo' });
    });

    it('ignores the minimum notice and the advance limit, but records up to a week back, refuses further back and closed hours', async () => {
      const s = await shop();
      const service = await serviceOf(s, { minimumNoticeMinutes: 240, advanceBookingLimit: 7 });
      // A customer may not book inside the notice, nor beyond a week.
      expect((await bookAsGuest(s, service._id, { bookingDate: TODAY, startTime: '11:00' })).statusCode).toBe(
        400,
      );
      expect(
        (await bookAsGuest(s, service._id, { bookingDate: '2026-06-30', startTime: '11:00' })).statusCode,
      ).toBe(400);
      await walkInOk(s, {
        service: service._id,
        bookingDate: TODAY,
        startTime: '11:00',
        customer: { name: 'Soon' },
      });
      await walkInOk(s, {
        service: service._id,
        bookingDate: '2026-06-30',
        startTime: '11:00',
        customer: { name: 'Later' },
      });

      // Recorded after the fact (docs/decisions/0033): up to a week back, never telling the customer
      // of a visit that has already begun; further back is refused.
      const yesterday = await walkInOk(s, {
        service: service._id,
        bookingDate: YESTERDAY,
        startTime: '11:00',
        customer: { name: 'Came yesterday', email: 'came.yesterday@example.com' },
      });
      expect(yesterday.status).toBe('confirmed');
      expect(await deliveryLog(s.owner, yesterday._id)).toEqual([]);
      const tooFar = await walkIn(s.owner, s.businessId, {
        service: service._id,
        bookingDate: addDays(TODAY, -(BUSINESS_BOOKING_PAST_DAYS + 1)),
        startTime: '11:00',
        customer: { name: 'Too late' },
      });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json()).toMatchObject({
        message: B.businessBookingTooFarBack,
        details: [{ path: 'bookingDate', message: B.businessBookingTooFarBack }],
      });
      const closed = await walkIn(s.owner, s.businessId, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '17:30',
        customer: { name: 'After hours' },
      });
      expect(closed.statusCode).toBe(400);
      expect(closed.json().message).toBe(B.timeSlotNotAvailable);
    });

    it('is the business’s own: another owner gets 404, a customer 403', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const body = {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { name: 'X' },
      };
      const stranger = await registerBusinessOwner(app);
      const other = await walkIn(stranger, s.businessId, body);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(NOT_FOUND_MESSAGES.business);
      const customer = await registerCustomer(app);
      expect((await walkIn(customer, s.businessId, body)).statusCode).toBe(403);
    });
  });

  // ---- no-show -------------------------------------------------------------------------------

  describe('no-show', () => {
    it('marks a confirmed booking once its start has passed: final, in both histories, with its line', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const customer = await registerCustomer(app, { name: 'Nora Noshow' });
      const res = await bookAsCustomer(customer, s, service._id, {
        bookingDate: TOMORROW,
        startTime: '10:00',
      });
      expect(res.statusCode, res.body).toBe(201);
      const booking = res.json() as Booking;

      const pendingStarted = await setStatus(s.owner, booking._id, 'no-show');
      expect(pendingStarted.statusCode).toBe(409);
      expect(pendingStarted.json().message).toBe(B.noShowOnlyConfirmed);
      expect((await setStatus(s.owner, booking._id, 'confirmed')).statusCode).toBe(200);
      const early = await setStatus(s.owner, booking._id, 'no-show');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(B.noShowNotStarted);

      now = new Date(Date.parse(`${TOMORROW}T10:05:00Z`));
      const marked = await setStatus(s.owner, booking._id, 'no-show');
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json()).toMatchObject({ status: 'no-show', noShowAt: now.toISOString() });

      for (const to of ['completed', 'cancelled', 'confirmed']) {
        const again = await setStatus(s.owner, booking._id, to);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(B.statusChangeNotAllowed);
      }
      const businessHistory = await api().request('GET', `/api/bookings/business/${s.businessId}/history`, {
        token: s.owner.token,
      });
      expect((businessHistory.json() as Booking[]).find((b) => b._id === booking._id)?.status).toBe(
        'no-show',
      );
      // The calendar asks for the days on screen only.
      const dayOf = async (start: string, end: string) => {
        const res = await api().request(
          'GET',
          `/api/bookings/business/${s.businessId}/history?start=${start}&end=${end}`,
          { token: s.owner.token },
        );
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as Booking[]).map((b) => b._id);
      };
      expect(await dayOf(TOMORROW, TOMORROW)).toEqual([booking._id]);
      expect(await dayOf(TODAY, TODAY)).toEqual([]);
      const customerHistory = await api().request('GET', '/api/bookings/user/history', {
        token: customer.token,
      });
      expect((customerHistory.json() as Booking[]).find((b) => b._id === booking._id)?.status).toBe(
        'no-show',
      );
      const active = await api().request('GET', '/api/bookings/user', { token: customer.token });
      expect((active.json() as Booking[]).map((b) => b._id)).not.toContain(booking._id);

      expect(lines(await history(s.owner, booking._id))).toEqual([
        ['created', 'customer', 'Nora Noshow'],
        ['confirmed', 'owner', s.owner.user.name],
        ['no-show', 'owner', s.owner.user.name],
      ]);
      // No email tells the customer they did not come.
      expect((await deliveryLog(s.owner, booking._id)).map((e) => e.kind)).not.toContain(
        'customer_booking_no_show',
      );
    });

    it('counts in the customers lookup', async () => {
      const s = await shop();
      const service = await serviceOf(s, { price: 30 });
      const email = uniqueEmail('regular');
      const first = await walkInOk(s, {
        service: service._id,
        bookingDate: TODAY,
        startTime: '09:00',
        customer: { name: 'Rita Regular', email },
      });
      const second = await walkInOk(s, {
        service: service._id,
        bookingDate: TODAY,
        startTime: '09:30',
        customer: { name: 'Rita Regular', email },
      });
      expect((await setStatus(s.owner, first._id, 'completed')).statusCode).toBe(200);
      expect((await setStatus(s.owner, second._id, 'no-show')).statusCode).toBe(200);
      // Their latest booking names them.
      now = new Date(NOW.getTime() + 60_000);
      await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '09:00',
        customer: { name: 'Rita R.', email },
      });
      const { customers: found } = await customers(s, '?search=rita');
      expect(found).toEqual([
        {
          key: `email:${email}`,
          name: 'Rita R.',
          email,
          phone: null,
          userId: null,
          visits: 1,
          noShows: 1,
          cancellations: 0,
          spent: 30,
          lastVisit: TODAY,
          nextVisit: TOMORROW,
          tags: [],
        },
      ]);
    });
  });

  // ---- history -------------------------------------------------------------------------------

  describe('booking history', () => {
    it('names who did what: customer, owner, and a guest through the manage link', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const customer = await registerCustomer(app, { name: 'Hanna History' });
      // Friday: beyond the customer's cut-off for changes.
      const res = await bookAsCustomer(customer, s, service._id, { bookingDate: FRIDAY, startTime: '10:00' });
      const booking = res.json() as Booking;
      expect((await setStatus(s.owner, booking._id, 'confirmed')).statusCode).toBe(200);
      now = new Date(NOW.getTime() + HOUR_MS);
      const moved = await api().request('PUT', `/api/bookings/${booking._id}/reschedule`, {
        token: customer.token,
        body: { bookingDate: FRIDAY, startTime: '11:00' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      now = new Date(NOW.getTime() + 2 * HOUR_MS);
      const cancelled = await api().request('PUT', `/api/bookings/${booking._id}/cancel-by-customer`, {
        token: customer.token,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const events = await history(s.owner, booking._id);
      expect(lines(events)).toEqual([
        ['created', 'customer', 'Hanna History'],
        ['confirmed', 'owner', s.owner.user.name],
        ['rescheduled', 'customer', 'Hanna History'],
        ['cancelled', 'customer', 'Hanna History'],
      ]);
      expect(events.map((e) => e.at)).toEqual([
        NOW.toISOString(),
        NOW.toISOString(),
        new Date(NOW.getTime() + HOUR_MS).toISOString(),
        new Date(NOW.getTime() + 2 * HOUR_MS).toISOString(),
      ]);

      const guestBooking = (
        await bookAsGuest(s, service._id, { bookingDate: TOMORROW, startTime: '15:00' })
      ).json() as Booking;
      expect(lines(await history(s.owner, guestBooking._id))).toEqual([['created', 'guest', 'Gina Guest']]);
    });

    it('is the business’s: the customer and other owners cannot read it', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const customer = await registerCustomer(app);
      const booking = (
        await bookAsCustomer(customer, s, service._id, { bookingDate: TOMORROW, startTime: '10:00' })
      ).json() as Booking;
      expect(
        (await api().request('GET', `/api/bookings/${booking._id}/events`, { token: customer.token }))
          .statusCode,
      ).toBe(403);
      const stranger = await registerBusinessOwner(app);
      const other = await api().request('GET', `/api/bookings/${booking._id}/events`, {
        token: stranger.token,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(NOT_FOUND_MESSAGES.booking);
    });
  });

  // ---- the business moves a booking ----------------------------------------------------------

  describe('business reschedule', () => {
    it('moves a booking to another member and time; the customer hears of it by email and live', async () => {
      const s = await shop();
      const leo = await addMember(s, 'Leo');
      const service = await serviceOf(s, { minimumNoticeMinutes: 600 });
      const customer = await registerCustomer(app, { name: 'Mo Moved' });
      const booking = (
        await bookAsCustomer(customer, s, service._id, {
          bookingDate: TOMORROW,
          startTime: '10:00',
          teamMember: s.first._id,
        })
      ).json() as Booking;
      expect((await setStatus(s.owner, booking._id, 'confirmed')).statusCode).toBe(200);

      const socket = await connectAs(url, customer.token);
      const heard = nextEvent(socket, 'bookingChanged', (c: BookingChange) => c.change === 'rescheduled');
      // Today inside the service's notice: the business may.
      const moved = await move(s.owner, booking._id, {
        bookingDate: TODAY,
        startTime: '14:00',
        teamMember: leo._id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({
        status: 'confirmed',
        bookingDate: TODAY,
        startTime: '14:00',
        teamMember: { _id: leo._id, name: 'Leo' },
      });
      expect(await heard).toMatchObject({
        change: 'rescheduled',
        by: 'business',
        booking: { startTime: '14:00' },
      });

      const log = await deliveryLog(s.owner, booking._id);
      expect(log.map((e) => e.kind)).toContain('customer_booking_rescheduled');
      expect(log.map((e) => e.kind)).not.toContain('business_booking_rescheduled');
      expect(lines(await history(s.owner, booking._id)).at(-1)).toEqual([
        'rescheduled',
        'owner',
        s.owner.user.name,
      ]);

      // The same time of the first member: only the member changes.
      const back = await move(s.owner, booking._id, {
        bookingDate: TODAY,
        startTime: '14:00',
        teamMember: s.first._id,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect((back.json() as Booking).teamMember?._id).toBe(s.first._id);
    });

    it('refuses a busy member, an earlier day, and a booking that has ended', async () => {
      const s = await shop();
      const leo = await addMember(s, 'Leo');
      const service = await serviceOf(s, { duration: 60 });
      const a = await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        teamMember: s.first._id,
        customer: { name: 'A' },
      });
      await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '14:00',
        teamMember: leo._id,
        customer: { name: 'B' },
      });

      const busy = await move(s.owner, a._id, {
        bookingDate: TOMORROW,
        startTime: '14:30',
        teamMember: leo._id,
      });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(B.timeSlotFull);
      const past = await move(s.owner, a._id, { bookingDate: YESTERDAY, startTime: '10:00' });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(B.businessBookingPastDay);

      expect((await setStatus(s.owner, a._id, 'cancelled')).statusCode).toBe(200);
      const ended = await move(s.owner, a._id, { bookingDate: TOMORROW, startTime: '15:00' });
      expect(ended.statusCode).toBe(409);
      expect(ended.json().message).toBe(B.moveOnlyActive);
    });

    it('is the business’s: a customer gets 403, another owner 404', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const customer = await registerCustomer(app);
      const booking = (
        await bookAsCustomer(customer, s, service._id, { bookingDate: TOMORROW, startTime: '10:00' })
      ).json() as Booking;
      const body = { bookingDate: TOMORROW, startTime: '11:00' };
      expect((await move(customer, booking._id, body)).statusCode).toBe(403);
      expect((await move(await registerBusinessOwner(app), booking._id, body)).statusCode).toBe(404);
    });
  });

  // ---- customers lookup ----------------------------------------------------------------------

  describe('customers lookup', () => {
    it('finds people by part of a name, email or phone, in any case and with or without accents', async () => {
      const s = await shop();
      const service = await serviceOf(s);
      const account = await registerCustomer(app, { name: 'Casey Account', phone: '+1 555 0100' });
      await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '09:00',
        customer: { userId: account.user.id },
      });
      await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '09:30',
        customer: { name: 'Zoë Ämmerlein', email: 'zoe.ammer@example.com' },
      });
      await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { name: 'Phil Phone', phone: '+49 (170) 123-4567' },
      });
      await walkInOk(s, {
        service: service._id,
        bookingDate: TOMORROW,
        startTime: '10:30',
        customer: { name: 'Nameless Walker' },
      });

      const names = async (search: string) =>
        (await customers(s, `?search=${encodeURIComponent(search)}`)).customers.map((c) => c.name);
      expect(await names('zoe')).toEqual(['Zoë Ämmerlein']);
      expect(await names('AMMER')).toEqual(['Zoë Ämmerlein']);
      expect(await names('ämmer zo')).toEqual(['Zoë Ämmerlein']);
      expect(await names('ammer@exa')).toEqual(['Zoë Ämmerlein']);
      expect(await names('1701234')).toEqual(['Phil Phone']);
      expect(await names('170 123')).toEqual(['Phil Phone']);
      expect(await names('casey')).toEqual(['Casey Account']);
      expect(await names('555 0100')).toEqual(['Casey Account']);
      expect(await names('a%b')).toEqual([]);

      const all = await customers(s, '');
      expect(all.customers.map((c) => [c.name, c.key.split(':')[0], c.userId])).toEqual([
        ['Casey Account', 'user', account.user.id],
        ['Nameless Walker', 'name', null],
        ['Phil Phone', 'phone', null],
        ['Zoë Ämmerlein', 'email', null],
      ]);
      expect(all.customers[2]?.key).toBe('phone:491701234567');

      // A page at a time: the cursor goes on after the last one.
      const first = await customers(s, '?limit=3');
      expect(first.customers.map((c) => c.name)).toEqual(['Casey Account', 'Nameless Walker', 'Phil Phone']);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await customers(s, `?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(second).toEqual({ customers: [all.customers[3]], nextCursor: null });
      const bad = await api().request('GET', `/api/businesses/${s.businessId}/customers?cursor=nope`, {
        token: s.owner.token,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(V.cursorInvalid);
    });

    it('is the business’s: another owner gets 404, a customer 403', async () => {
      const s = await shop();
      const stranger = await registerBusinessOwner(app);
      expect(
        (await api().request('GET', `/api/businesses/${s.businessId}/customers`, { token: stranger.token }))
          .statusCode,
      ).toBe(404);
      const customer = await registerCustomer(app);
      expect(
        (await api().request('GET', `/api/businesses/${s.businessId}/customers`, { token: customer.token }))
          .statusCode,
      ).toBe(403);
    });
  });

  // ---- staff (decisions.md 9.2) --------------------------------------------------------------

  describe('staff accounts', () => {
    /** A business whose member Maya joined with her own account, and her colleague Leo. */
    async function staffed() {
      const s = await shop();
      const add = async (name: string) => {
        const res = await api().request('POST', `/api/businesses/${s.businessId}/team-members`, {
          token: s.owner.token,
          body: { name, email: uniqueEmail(name.toLowerCase()) },
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as ManagedTeamMember;
      };
      const maya = await add('Maya');
      const leo = await add('Leo');
      // Maya's account joins as her member (the invitation itself: test/staff.test.ts).
      const staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
      await app.ctx.database.db.execute(
        sql`update team_members set user_id = ${staff.user.id}::uuid where id = ${maya._id}::uuid`,
      );
      const service = await serviceOf(s, { duration: 60 });
      return { ...s, maya, leo, staff, service };
    }

    it('books for their own member only, and the history names them as staff', async () => {
      const t = await staffed();
      const own = await walkIn(t.staff, t.businessId, {
        service: t.service._id,
        bookingDate: TOMORROW,
        startTime: '10:00',
        customer: { name: 'Staff walk-in' },
      });
      expect(own.statusCode, own.body).toBe(201);
      expect((own.json() as Booking).teamMember?._id).toBe(t.maya._id);
      expect(lines(await history(t.staff, (own.json() as Booking)._id))).toEqual([
        ['created', 'staff', 'Maya Staff'],
      ]);
      // The owner sees who acted.
      expect(lines(await history(t.owner, (own.json() as Booking)._id))).toEqual([
        ['created', 'staff', 'Maya Staff'],
      ]);

      const colleagues = await walkIn(t.staff, t.businessId, {
        service: t.service._id,
        teamMember: t.leo._id,
        bookingDate: TOMORROW,
        startTime: '11:00',
        customer: { name: 'For Leo' },
      });
      expect(colleagues.statusCode).toBe(403);
      expect(colleagues.json().message).toBe(S.ownBookingsOnly);
      // The lookup of the new-booking dialog is theirs too.
      const found = await api().request('GET', `/api/businesses/${t.businessId}/customers?search=staff`, {
        token: t.staff.token,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect((found.json() as CustomerListResponse).customers.map((c) => c.name)).toEqual(['Staff walk-in']);
    });

    it('moves and marks their own bookings only, and never to a colleague', async () => {
      const t = await staffed();
      const mine = await walkInOk(t, {
        service: t.service._id,
        teamMember: t.maya._id,
        bookingDate: TODAY,
        startTime: '09:00',
        customer: { name: 'Mine' },
      });
      const leos = await walkInOk(t, {
        service: t.service._id,
        teamMember: t.leo._id,
        bookingDate: TODAY,
        startTime: '09:00',
        customer: { name: 'Leos' },
      });

      const toLeo = await move(t.staff, mine._id, {
        bookingDate: TOMORROW,
        startTime: '10:00',
        teamMember: t.leo._id,
      });
      expect(toLeo.statusCode).toBe(403);
      expect(toLeo.json().message).toBe(S.ownBookingsOnly);
      const moveLeos = await move(t.staff, leos._id, { bookingDate: TOMORROW, startTime: '10:00' });
      expect(moveLeos.statusCode).toBe(403);
      // They read every booking of the business, a colleague's history too.
      expect(lines(await history(t.staff, leos._id))).toEqual([['created', 'owner', t.owner.user.name]]);
      const markLeos = await setStatus(t.staff, leos._id, 'no-show');
      expect(markLeos.statusCode).toBe(403);
      expect(markLeos.json().message).toBe(S.ownBookingsOnly);

      expect((await setStatus(t.staff, mine._id, 'no-show')).statusCode).toBe(200);
      const own = await walkInOk(t, {
        service: t.service._id,
        teamMember: t.maya._id,
        bookingDate: TOMORROW,
        startTime: '15:00',
        customer: { name: 'Later' },
      });
      const moved = await move(t.staff, own._id, { bookingDate: TOMORROW, startTime: '16:00' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as Booking).teamMember?._id).toBe(t.maya._id);
      expect(lines(await history(t.owner, own._id))).toEqual([
        ['created', 'owner', t.owner.user.name],
        ['rescheduled', 'staff', 'Maya Staff'],
      ]);
    });
  });
});
