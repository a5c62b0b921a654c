// Availability v2 (decisions.md 8.4) through the real app on every database: the availability
// answer and the creation check agree on places, overlaps and buffers; date overrides close a day
// for every service and list the bookings they leave out; new services take one booking per slot;
// a visitor's page hears when a place goes; private calendar feeds, readable by an independent
// iCalendar parser, that stop working once rotated.
import { BOOKING_MESSAGES, defaultSchedule, NOT_FOUND_MESSAGES } from '@booklane/shared/domain';
import { type ServiceAvailability } from '@booklane/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { businesses } from '../src/db/schema';
import { SignedIds } from '../src/modules/access/signed-ids';
import { client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { closeAllSockets, listen, nextEvent, socketTo } from './helpers/sockets';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer).
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
const TUESDAY = '2026-06-02';
const WEDNESDAY = '2026-06-03';

describeEachBackend('availability', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let now = MONDAY_8AM_BERLIN;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://book.example' }), {
      clock: () => now,
    });
    url = await listen(app);
  });
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await app?.close();
  });

  type Shop = { owner: Account; businessId: string };

  /** A Berlin business open 09:00-17:00 Monday to Friday (the defaults). */
  const shop = async (): Promise<Shop> => {
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    return { owner, businessId: business._id };
  };

  const availability = async (serviceId: string, from = TUESDAY, to = TUESDAY) => {
    const res = await api().request('GET', `/api/services/${serviceId}/availability?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ServiceAvailability;
  };
  const remaining = (answer: ServiceAvailability, date: string, time: string | null) =>
    answer.days.find((d) => d.date === date)?.slots.find((s) => s.startTime === time)?.remaining;

  const book = (s: Shop, serviceId: string, bookingDate: string, startTime?: string) =>
    api().request('POST', '/api/bookings/guest', {
      body: {
        service: serviceId,
        business: s.businessId,
        bookingDate,
        ...(startTime ? { startTime } : {}),
        ...guest(),
      },
    });

  describe('places', () => {
    it('a new service takes one booking per slot: the second booking of 10:00 is refused', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId, { autoAcceptBookings: true });
      expect(service).toMatchObject({ hasSlotLimit: true, maxSlotsPerTimeSlot: 1 });
      expect((await book(s, service._id, TUESDAY, '10:00')).statusCode).toBe(201);
      const second = await book(s, service._id, TUESDAY, '10:00');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('This time slot is currently full. Please select another time.');
    });

    it('a slot of two shows 2, 1, then 0 places as bookings arrive, and 1 again after a cancellation', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId, { maxSlotsPerTimeSlot: 2 });
      expect(remaining(await availability(service._id), TUESDAY, '11:00')).toBe(2);
      const first = await book(s, service._id, TUESDAY, '11:00');
      expect(remaining(await availability(service._id), TUESDAY, '11:00')).toBe(1);
      expect((await book(s, service._id, TUESDAY, '11:00')).statusCode).toBe(201);
      expect(remaining(await availability(service._id), TUESDAY, '11:00')).toBe(0);
      expect((await book(s, service._id, TUESDAY, '11:00')).statusCode).toBe(409);
      const cancelled = await api().request('PUT', `/api/bookings/${first.json()._id}/status`, {
        token: s.owner.token,
        body: { status: 'cancelled' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(remaining(await availability(service._id), TUESDAY, '11:00')).toBe(1);
    });

    it('a cancelled date-only or flexible booking gives its place back', async () => {
      const s = await shop();
      const dateOnly = await createService(app, s.owner, s.businessId, { bookingType: 'date-only' });
      const flexible = await createService(app, s.owner, s.businessId, {
        bookingType: 'flexible',
        hasDuration: false,
      });
      const customer = await registerCustomer(app);

      // date-only: one place on Tuesday, cancelled by the business.
      expect(remaining(await availability(dateOnly._id), TUESDAY, null)).toBe(1);
      const day = await book(s, dateOnly._id, TUESDAY);
      expect(day.statusCode, day.body).toBe(201);
      expect(remaining(await availability(dateOnly._id), TUESDAY, null)).toBe(0);
      const dayFull = await book(s, dateOnly._id, TUESDAY);
      expect(dayFull.statusCode).toBe(409);
      expect(dayFull.json().message).toBe(BOOKING_MESSAGES.dateFull);
      const cancelled = await api().request('PUT', `/api/bookings/${day.json()._id}/status`, {
        token: s.owner.token,
        body: { status: 'cancelled' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(remaining(await availability(dateOnly._id), TUESDAY, null)).toBe(1);
      expect((await book(s, dateOnly._id, TUESDAY)).statusCode).toBe(201);

      // flexible: one place for the whole service, cancelled by its customer.
      expect((await availability(flexible._id)).remaining).toBe(1);
      const mine = await api().request('POST', '/api/bookings', {
        token: customer.token,
        body: { service: flexible._id, business: s.businessId, notes: '' },
      });
      expect(mine.statusCode, mine.body).toBe(201);
      expect((await availability(flexible._id)).remaining).toBe(0);
      const serviceFull = await book(s, flexible._id, TUESDAY);
      expect(serviceFull.statusCode).toBe(409);
      expect(serviceFull.json().message).toBe(BOOKING_MESSAGES.serviceFull);
      const withdrawn = await api().request('PUT', `/api/bookings/${mine.json()._id}/cancel-by-customer`, {
        token: customer.token,
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect((await availability(flexible._id)).remaining).toBe(1);
      expect((await book(s, flexible._id, TUESDAY)).statusCode).toBe(201);
    });

    it('a 60-minute booking at 10:00 also fills 10:30 on a 30-minute grid', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId, { duration: 60, bookingInterval: 30 });
      expect((await book(s, service._id, TUESDAY, '10:00')).statusCode).toBe(201);
      const answer = await availability(service._id);
      expect(['09:00', '09:30', '10:00', '10:30', '11:00'].map((t) => remaining(answer, TUESDAY, t))).toEqual(
        [1, 0, 0, 0, 1],
      );
      expect((await book(s, service._id, TUESDAY, '10:30')).statusCode).toBe(409);
      expect((await book(s, service._id, TUESDAY, '11:00')).statusCode).toBe(201);
    });

    it('a booking being moved does not count against the times around it, for its own parties only', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId, { duration: 60, bookingInterval: 30 });
      const booking = (await book(s, service._id, TUESDAY, '10:00')).json();
      const without = (query: string, token?: string) =>
        api().request(
          'GET',
          `/api/services/${service._id}/availability?from=${TUESDAY}&to=${TUESDAY}&excludeBooking=${booking._id}${query}`,
          token ? { token } : {},
        );
      const manageToken = new SignedIds(app.ctx.jwtSecret, 'manage-link').token(booking._id);
      // The guest (manage link) and the business see the times as if it were not there.
      for (const res of [await without(`&manageToken=${manageToken}`), await without('', s.owner.token)]) {
        expect(res.statusCode, res.body).toBe(200);
        expect(['09:30', '10:00', '10:30'].map((t) => remaining(res.json(), TUESDAY, t))).toEqual([1, 1, 1]);
      }
      // Anyone else would learn where the booking is: 404, also right after a party's answer
      // (which no cache keeps for them), and with another booking's manage link.
      const other = (await book(s, service._id, TUESDAY, '14:00')).json();
      const otherToken = new SignedIds(app.ctx.jwtSecret, 'manage-link').token(other._id);
      for (const res of [
        await without(''),
        await without('', (await registerCustomer(app)).token),
        await without(`&manageToken=${otherToken}`),
        await without(`&manageToken=${manageToken}x`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND_MESSAGES.booking);
      }
    });

    it('buffers block the neighbouring slots, in the answer and at creation', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId, {
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 15,
      });
      expect(service).toMatchObject({ bufferBeforeMinutes: 10, bufferAfterMinutes: 15 });
      expect((await book(s, service._id, TUESDAY, '12:00')).statusCode).toBe(201);
      const answer = await availability(service._id);
      expect(['11:00', '11:30', '12:00', '12:30', '13:00'].map((t) => remaining(answer, TUESDAY, t))).toEqual(
        [1, 0, 0, 0, 1],
      );
      expect((await book(s, service._id, TUESDAY, '11:30')).statusCode).toBe(409);
      expect((await book(s, service._id, TUESDAY, '12:30')).statusCode).toBe(409);
    });

    it('minimum notice leaves out the times too soon, and creation refuses them', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId, { minimumNoticeMinutes: 180 });
      const today = await availability(service._id, '2026-06-01', '2026-06-01');
      // 08:00 now: 11:00 is the first time three hours ahead.
      expect(today.days[0]?.slots[0]?.startTime).toBe('11:00');
      const tooSoon = await book(s, service._id, '2026-06-01', '10:30');
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json().message).toBe('This time slot is not available for this service');
    });

    it("shows a change of the service's hours, duration or places at once, not a kept earlier answer", async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId);
      const slots = async () =>
        (await availability(service._id)).days[0]!.slots.map((slot) => `${slot.startTime} ${slot.remaining}`);
      const change = async (body: Record<string, unknown>) => {
        const res = await api().request('PUT', `/api/services/${service._id}`, {
          token: s.owner.token,
          body,
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      // 09:00-17:00, 30 minutes, one place: the answer is kept (the clock stands still here).
      const opening = await slots();
      expect([opening.length, opening[0], opening.at(-1)]).toEqual([16, '09:00 1', '16:30 1']);
      expect(await slots()).toEqual(opening);

      await change({ duration: 60 });
      expect((await slots()).at(-1)).toBe('16:00 1');
      await change({ maxSlotsPerTimeSlot: 3 });
      expect((await slots()).at(-1)).toBe('16:00 3');
      const hours = defaultSchedule();
      hours.tuesday = { start: '12:00', end: '14:00', isOpen: true };
      await change({ hasCustomSchedule: true, customSchedule: hours });
      expect(await slots()).toEqual(['12:00 3', '12:30 3', '13:00 3']);
    });

    it('checks the range: at most 62 days, from a date to a later one', async () => {
      const s = await shop();
      const service = await createService(app, s.owner, s.businessId);
      const tooLong = await api().request(
        'GET',
        `/api/services/${service._id}/availability?from=2026-06-01&to=2026-08-02`,
      );
      expect(tooLong.statusCode).toBe(400);
      const backwards = await api().request(
        'GET',
        `/api/services/${service._id}/availability?from=2026-06-05&to=2026-06-01`,
      );
      expect(backwards.statusCode).toBe(400);
      const unknown = await api().request(
        'GET',
        `/api/services/00000000-0000-4000-8000-000000000000/availability`,
      );
      expect(unknown.statusCode).toBe(404);
      // Without a range: today and the 30 days after it, each listed.
      const plain = await api().request('GET', `/api/services/${service._id}/availability`);
      expect(plain.json().days).toHaveLength(31);
    });
  });

  describe('date overrides', () => {
    it('close a day for every service, list the bookings left outside, and show on the page and in the answer', async () => {
      const s = await shop();
      const cut = await createService(app, s.owner, s.businessId, { name: 'Cut', autoAcceptBookings: true });
      const colour = await createService(app, s.owner, s.businessId, { name: 'Colour', duration: 60 });
      const onTuesday = await book(s, cut._id, TUESDAY, '10:00');
      const onWednesday = await book(s, colour._id, WEDNESDAY, '15:00');
      const res = await api().request('PUT', `/api/businesses/${s.businessId}/date-overrides`, {
        token: s.owner.token,
        body: {
          dateOverrides: [
            { date: WEDNESDAY, start: '09:00', end: '12:00', note: 'Mornings only' },
            { date: TUESDAY, closed: true, note: 'Staff training' },
            { date: '2026-05-20', closed: true },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { business, affectedBookings } = res.json();
      // Sorted, and a date already past is not kept.
      expect(business.dateOverrides).toEqual([
        { date: TUESDAY, closed: true, note: 'Staff training' },
        { date: WEDNESDAY, start: '09:00', end: '12:00', note: 'Mornings only' },
      ]);
      expect(affectedBookings.map((b: { _id: string }) => b._id)).toEqual([
        onTuesday.json()._id,
        onWednesday.json()._id,
      ]);
      // Nothing was cancelled by itself.
      expect(affectedBookings.map((b: { status: string }) => b.status)).toEqual(['confirmed', 'pending']);

      for (const service of [cut, colour]) {
        const answer = await availability(service._id, TUESDAY, WEDNESDAY);
        expect(answer.days[0]).toEqual({ date: TUESDAY, open: false, note: 'Staff training', slots: [] });
        expect(answer.days[1]?.slots.at(-1)?.startTime).toBe(service === cut ? '11:30' : '11:00');
        const refused = await book(s, service._id, TUESDAY, '14:00');
        expect(refused.statusCode).toBe(400);
      }
      const page = await api().request('GET', `/api/businesses/detail/${s.businessId}`);
      expect(page.json().dateOverrides[0]).toEqual({ date: TUESDAY, closed: true, note: 'Staff training' });
    });

    it('only the owner changes them, and bad lists are refused in the spec words', async () => {
      const s = await shop();
      const other = await shop();
      const theirs = await api().request('PUT', `/api/businesses/${s.businessId}/date-overrides`, {
        token: other.owner.token,
        body: { dateOverrides: [{ date: TUESDAY, closed: true }] },
      });
      expect(theirs.statusCode).toBe(403);
      const bad = await api().request('PUT', `/api/businesses/${s.businessId}/date-overrides`, {
        token: s.owner.token,
        body: { dateOverrides: [{ date: TUESDAY, start: '12:00', end: '09:00' }] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Closing time must be after opening time');
    });

    it('leave every answer when their day is over, and the row by the job, not at the next save', async () => {
      const name = `Closures ${Math.random().toString(36).slice(2, 10)}`;
      const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin', name });
      const s: Shop = { owner, businessId: business._id };
      // Listed in the directory once it offers something.
      await createService(app, s.owner, s.businessId);
      const saved = await api().request('PUT', `/api/businesses/${s.businessId}/date-overrides`, {
        token: s.owner.token,
        body: {
          dateOverrides: [
            { date: TUESDAY, closed: true, note: 'Staff training' },
            { date: WEDNESDAY, start: '09:00', end: '12:00' },
          ],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const dates = (business: { dateOverrides: Array<{ date: string }> }) =>
        business.dateOverrides.map((o) => o.date);
      /** What the visitor's page, the owner's dashboard and the directory answer. */
      const answered = async () => {
        const page = await api().request('GET', `/api/businesses/detail/${s.businessId}`);
        const mine = await api().request('GET', '/api/businesses/my-businesses', { token: s.owner.token });
        const listed = await api().request('GET', `/api/businesses?search=${encodeURIComponent(name)}`);
        const inDirectory = (
          listed.json() as Array<{ _id: string; dateOverrides: Array<{ date: string }> }>
        ).find((b) => b._id === s.businessId);
        return [dates(page.json()), dates(mine.json()[0]), inDirectory ? dates(inDirectory) : 'not listed'];
      };
      const stored = async () => {
        const [row] = await app.ctx.database.db
          .select({ dateOverrides: businesses.dateOverrides })
          .from(businesses)
          .where(eq(businesses.id, s.businessId));
        return row ? dates(row) : [];
      };
      /** Another process starts (its job runs at once) and stops again. */
      const processStartsAndStops = async () => {
        const other = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), {
          database: app.ctx.database,
          clock: () => now,
        });
        await other.close();
      };

      // The last minute of Tuesday in Berlin: both days still ahead.
      now = new Date(Date.parse(`${TUESDAY}T23:59:00+02:00`));
      await processStartsAndStops();
      expect(await answered()).toEqual(Array(3).fill([TUESDAY, WEDNESDAY]));
      expect(await stored()).toEqual([TUESDAY, WEDNESDAY]);

      // Midnight in Berlin: Tuesday is over, and no answer lists it any more.
      now = new Date(Date.parse(`${WEDNESDAY}T00:00:00+02:00`));
      expect(await answered()).toEqual(Array(3).fill([WEDNESDAY]));
      // The job drops it from the row, with no save by the owner.
      await processStartsAndStops();
      expect(await stored()).toEqual([WEDNESDAY]);
      // Thursday: nothing is left, and the business is otherwise as it was.
      now = new Date(Date.parse('2026-06-04T09:00:00+02:00'));
      await processStartsAndStops();
      expect(await stored()).toEqual([]);
      expect(await answered()).toEqual(Array(3).fill([]));
    });
  });

  it("a visitor's page hears when a booking takes a place of a service", async () => {
    const s = await shop();
    const service = await createService(app, s.owner, s.businessId);
    const visitor = socketTo(url, undefined);
    await new Promise<void>((resolve) => visitor.once('connect', () => resolve()));
    // Joined once the server answers the join with the business's status.
    const joined = nextEvent(visitor, 'businessStatusUpdate', (u) => u.businessId === s.businessId);
    visitor.emit('join_business_view', s.businessId);
    await joined;
    const heard = nextEvent(visitor, 'availabilityChanged');
    expect((await book(s, service._id, TUESDAY, '09:00')).statusCode).toBe(201);
    expect(await heard).toEqual({ businessId: s.businessId, serviceId: service._id });
  });

  describe('calendar feeds', () => {
    const events = (ics: string) => {
      const calendar = new ICAL.Component(ICAL.parse(ics));
      return calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return {
          uid: event.uid,
          status: vevent.getFirstPropertyValue('status'),
          start: event.startDate.toJSDate().toISOString(),
          allDay: event.startDate.isDate,
        };
      });
    };

    it('list the pending and confirmed bookings with the invite UIDs, and stop working once rotated', async () => {
      const s = await shop();
      const confirmedService = await createService(app, s.owner, s.businessId, { autoAcceptBookings: true });
      const pendingService = await createService(app, s.owner, s.businessId, { name: 'Pending' });
      const customer = await registerCustomer(app, { phone: '+1 555 0123' });
      const asCustomer = (serviceId: string, startTime: string) =>
        api().request('POST', '/api/bookings', {
          token: customer.token,
          body: { service: serviceId, business: s.businessId, bookingDate: TUESDAY, startTime },
        });
      const confirmed = (await asCustomer(confirmedService._id, '09:00')).json();
      const pending = (await asCustomer(pendingService._id, '10:00')).json();
      const byGuest = (await book(s, confirmedService._id, TUESDAY, '11:00')).json();

      const customerUrl = (await api().request('GET', '/api/calendar-feed', { token: customer.token })).json()
        .url;
      const ownerUrl = (await api().request('GET', '/api/calendar-feed', { token: s.owner.token })).json()
        .url;
      expect(customerUrl).toMatch(/^https:\/\/book\.example\/api\/calendar\/[^/]+\.ics$/);
      const path = (feedUrl: string) => new URL(feedUrl).pathname;

      const mine = await api().request('GET', path(customerUrl));
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toMatch(/^text\/calendar/);
      expect(events(mine.body)).toEqual([
        {
          uid: `booking-${confirmed._id}@book.example`,
          status: 'CONFIRMED',
          start: '2026-06-02T07:00:00.000Z',
          allDay: false,
        },
        {
          uid: `booking-${pending._id}@book.example`,
          status: 'TENTATIVE',
          start: '2026-06-02T08:00:00.000Z',
          allDay: false,
        },
      ]);
      const theirs = events((await api().request('GET', path(ownerUrl))).body);
      expect(theirs.map((e) => e.uid)).toEqual(
        [confirmed, pending, byGuest].map((b) => `booking-${b._id}@book.example`),
      );

      const rotated = await api().request('POST', '/api/calendar-feed/rotate', { token: customer.token });
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json().url).not.toBe(customerUrl);
      expect((await api().request('GET', path(customerUrl))).statusCode).toBe(404);
      expect((await api().request('GET', path(rotated.json().url))).statusCode).toBe(200);
      // An altered token opens nothing; the URL itself needs no sign-in, the URL call does.
      expect((await api().request('GET', path(ownerUrl).replace(/.\.ics$/, 'x.ics'))).statusCode).toBe(404);
      expect((await api().request('GET', '/api/calendar-feed')).statusCode).toBe(401);
    });
  });
});
