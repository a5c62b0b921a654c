// Customers manage their own bookings (decisions.md 8.3, 8.5): cancel and reschedule until the
// business's cut-off, guests through the manage link of their emails, reminders that follow the
// booking, and live booking events; through the real app, a real SMTP server and sockets, with a
// pinned clock, on every database. (The business's status changes: test/bookings.test.ts.)
import { BOOKING_MESSAGES, cancellationClosedMessage } from '@booklane/shared/domain';
import { type BookingChange } from '@booklane/shared/realtime/event-maps';
import { type Booking, type NotificationLogEntry } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { inviteOf, MAIL_PUBLIC_URL, notificationTo } from './helpers/mail';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';
import { closeAllSockets, connectAs, listen, nextEvent } from './helpers/sockets';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer).
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');

describeEachBackend('customer self-service', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let smtp: TestSmtp;
  let now = MONDAY_8AM_BERLIN;
  const api = () => client(app);
  const config = () =>
    scratch().config({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      PUBLIC_URL: MAIL_PUBLIC_URL,
    });

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(config(), { clock: () => now });
    url = await listen(app);
  });
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  // ---- helpers -------------------------------------------------------------------------------

  type Shop = { owner: Account; businessId: string; email: string };

  const shopIn = async (timezone = 'Europe/Berlin', policy: Record<string, unknown> = {}): Promise<Shop> => {
    const email = uniqueEmail('biz');
    const { owner, business } = await createBusiness(app, { timezone, email, ...policy });
    return { owner, businessId: business._id, email };
  };

  const openEveryDay = async (shop: Shop, hours = { start: '08:00', end: '18:00', isOpen: true }) => {
    const res = await api().request('PUT', `/api/businesses/${shop.businessId}/update-schedule`, {
      token: shop.owner.token,
      body: {
        schedule: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
            d,
            hours,
          ]),
        ),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const serviceOf = (shop: Shop, overrides: Record<string, unknown> = {}) =>
    createService(app, shop.owner, shop.businessId, {
      name: 'Haircut',
      duration: 30,
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 1,
      ...overrides,
    });

  const book = async (
    customer: Account,
    serviceId: string,
    shop: Shop,
    bookingDate: string,
    startTime: string,
  ) => {
    const res = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: serviceId, business: shop.businessId, notes: '', bookingDate, startTime },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };

  const bookAsGuest = async (serviceId: string, shop: Shop, bookingDate: string, startTime: string) => {
    const guestEmail = uniqueEmail('guest');
    const res = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: serviceId,
        business: shop.businessId,
        bookingDate,
        startTime,
        ...guest({ guestEmail }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { booking: res.json() as Booking, guestEmail };
  };

  const cancel = (customer: Account, id: string) =>
    api().request('PUT', `/api/bookings/${id}/cancel-by-customer`, { token: customer.token });
  const reschedule = (customer: Account, id: string, bookingDate: string, startTime: string) =>
    api().request('PUT', `/api/bookings/${id}/reschedule`, {
      token: customer.token,
      body: { bookingDate, startTime },
    });
  const setStatus = (shop: Shop, id: string, status: string, reason?: string) =>
    api().request('PUT', `/api/bookings/${id}/status`, {
      token: shop.owner.token,
      body: { status, ...(reason ? { reason } : {}) },
    });
  const log = async (shop: Shop, id: string) =>
    (
      await api().request('GET', `/api/bookings/${id}/notifications`, { token: shop.owner.token })
    ).json() as NotificationLogEntry[];
  const reminders = async (shop: Shop, id: string) =>
    (await log(shop, id)).filter((e) => e.kind === 'customer_booking_reminder');

  /** The `n`-th message to `address` whose subject matches. */
  const mailTo = async (address: string, subject: RegExp, n = 1): Promise<ReceivedMail> => {
    const mails = await smtp.waitForMatching(
      (m) => notificationTo(address)(m) && subject.test(m.parsed.subject ?? ''),
      n,
    );
    return mails[n - 1]!;
  };

  const manageTokenIn = (mail: ReceivedMail): string => {
    const match = new RegExp(`${MAIL_PUBLIC_URL}/manage/([^\\s"<]+)`).exec(mail.parsed.text ?? '');
    expect(match, 'a manage link').not.toBeNull();
    return match![1]!;
  };

  // ---- cancel ----------------------------------------------------------------------------------

  it('lets a customer cancel until the cut-off, and names the cut-off after it', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop);
    const customer = await registerCustomer(app);
    // Tuesday 2 June 10:00 Berlin; the default notice is 24 hours: until Monday 10:00.
    const early = await book(customer, service._id, shop, '2026-06-02', '10:00');
    expect(early.changeableUntil).toBe('2026-06-01T08:00:00.000Z');
    const late = await book(customer, service._id, shop, '2026-06-02', '11:00');

    const cancelled = await cancel(customer, early._id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    const toCustomer = await mailTo(customer.user.email, /^Booking cancelled: /);
    expect(toCustomer.parsed.text).toContain('your booking is cancelled as you asked');
    const toBusiness = await mailTo(shop.email, /^Booking cancelled by the customer: /);
    expect(toBusiness.parsed.text).toContain(`${customer.user.name} cancelled a booking`);

    now = new Date('2026-06-01T09:30:00Z'); // 11:30 Berlin: past the 11:00 booking's cut-off (Monday 11:00)
    const refused = await cancel(customer, late._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Changes by the customer were possible until Monday 1 June 2026, 11:00. Please contact the business.',
    );
    expect((await api().request('GET', '/api/bookings/user', { token: customer.token })).json()).toEqual([
      expect.objectContaining({ _id: late._id, status: 'pending' }),
    ]);
  });

  it("cancels pending and confirmed bookings only, and only the customer's own", async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop, { hasSlotLimit: false });
    const customer = await registerCustomer(app);
    const other = await registerCustomer(app);
    const pending = await book(customer, service._id, shop, '2026-06-03', '10:00');
    const confirmed = await book(customer, service._id, shop, '2026-06-03', '10:30');
    expect((await setStatus(shop, confirmed._id, 'confirmed')).statusCode).toBe(200);
    const byBusiness = await book(customer, service._id, shop, '2026-06-03', '11:00');
    expect((await setStatus(shop, byBusiness._id, 'cancelled')).json()).toMatchObject({
      cancelledBy: 'business',
    });

    // Someone else's booking does not exist for them.
    const foreign = await cancel(other, pending._id);
    expect(foreign.statusCode).toBe(404);
    expect((await cancel(customer, pending._id)).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
    });
    expect((await cancel(customer, confirmed._id)).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
    });
    for (const done of [pending, byBusiness]) {
      const again = await cancel(customer, done._id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(BOOKING_MESSAGES.customerChangeOnlyActive);
    }
    // The business cannot use the customer's route.
    expect((await cancel(shop.owner, confirmed._id)).statusCode).toBe(403);
  });

  it('withdraws the invite of a confirmed booking the customer cancels, and drops its reminders', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop, { autoAcceptBookings: true });
    const customer = await registerCustomer(app);
    const booking = await book(customer, service._id, shop, '2026-06-04', '14:00');
    const confirmation = await mailTo(customer.user.email, /^Booking confirmed: /);
    const request = inviteOf(confirmation.parsed)!;
    expect(await reminders(shop, booking._id)).toEqual([
      expect.objectContaining({ status: 'queued', scheduledFor: '2026-06-03T12:00:00.000Z' }),
    ]);

    expect((await cancel(customer, booking._id)).statusCode).toBe(200);
    const cancellation = await mailTo(customer.user.email, /^Booking cancelled: /);
    const withdrawn = inviteOf(cancellation.parsed)!;
    expect(withdrawn.method).toBe('CANCEL');
    expect(withdrawn.uid).toBe(request.uid);
    expect(withdrawn.sequence).toBeGreaterThan(request.sequence);
    expect(await reminders(shop, booking._id)).toEqual([]);
  });

  // ---- reschedule ------------------------------------------------------------------------------

  it('moves a booking: the same invite with a higher SEQUENCE to both sides, waiting for the business again', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop);
    const customer = await registerCustomer(app);
    const booking = await book(customer, service._id, shop, '2026-06-04', '10:00');
    expect((await setStatus(shop, booking._id, 'confirmed')).statusCode).toBe(200);
    const confirmation = await mailTo(customer.user.email, /^Booking confirmed: /);
    const first = inviteOf(confirmation.parsed)!;

    const moved = await reschedule(customer, booking._id, '2026-06-05', '15:30');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      _id: booking._id,
      status: 'pending',
      bookingDate: '2026-06-05',
      startTime: '15:30',
      startsAt: '2026-06-05T13:30:00.000Z',
    });
    const toCustomer = await mailTo(customer.user.email, /^Booking moved: /);
    expect(toCustomer.parsed.text).toMatch(/now takes place Friday,? 5 June 2026 at 15:30/);
    expect(toCustomer.parsed.text).toMatch(/It was Thursday,? 4 June 2026 at 10:00/);
    const updated = inviteOf(toCustomer.parsed)!;
    expect(updated).toMatchObject({ method: 'REQUEST', uid: first.uid, status: 'TENTATIVE' });
    expect(updated.sequence).toBeGreaterThan(first.sequence);
    expect(updated.start.toString()).toBe('2026-06-05T13:30:00Z');
    const toBusiness = await mailTo(shop.email, /^Booking moved by the customer: /);
    expect(toBusiness.parsed.text).toContain('It needs your confirmation again.');
    expect(inviteOf(toBusiness.parsed)).toMatchObject({ uid: first.uid, sequence: updated.sequence });
    // The old time is free again.
    const other = await registerCustomer(app);
    await book(other, service._id, shop, '2026-06-04', '10:00');
  });

  it('keeps an auto-accepted booking confirmed when it moves, and moves its reminders', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop, { autoAcceptBookings: true });
    const customer = await registerCustomer(app);
    const booking = await book(customer, service._id, shop, '2026-06-04', '10:00');
    expect((await reminders(shop, booking._id)).map((r) => r.scheduledFor)).toEqual([
      '2026-06-03T08:00:00.000Z',
    ]);
    const moved = await reschedule(customer, booking._id, '2026-06-08', '09:00');
    expect(moved.json()).toMatchObject({ status: 'confirmed', startsAt: '2026-06-08T07:00:00.000Z' });
    expect((await reminders(shop, booking._id)).map((r) => r.scheduledFor)).toEqual([
      '2026-06-07T07:00:00.000Z',
    ]);
    const invite = inviteOf((await mailTo(customer.user.email, /^Booking moved: /)).parsed)!;
    expect(invite.status).toBe('CONFIRMED');
  });

  it('refuses a full slot or a closed time and leaves the booking as it was; the same slot changes nothing', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop);
    const customer = await registerCustomer(app);
    const other = await registerCustomer(app);
    const mine = await book(customer, service._id, shop, '2026-06-04', '10:00');
    await book(other, service._id, shop, '2026-06-04', '11:00');

    const full = await reschedule(customer, mine._id, '2026-06-04', '11:00');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BOOKING_MESSAGES.timeSlotFull);
    const closed = await reschedule(customer, mine._id, '2026-06-06', '10:00'); // a Saturday
    expect(closed.statusCode).toBe(400);
    expect(closed.json().details).toEqual([
      { path: 'bookingDate', message: BOOKING_MESSAGES.dateNotAvailable },
    ]);
    const offGrid = await reschedule(customer, mine._id, '2026-06-04', '10:10');
    expect(offGrid.statusCode).toBe(400);

    const before = await log(shop, mine._id);
    const same = await reschedule(customer, mine._id, '2026-06-04', '10:00');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ status: 'pending', startTime: '10:00', updatedAt: mine.updatedAt });
    expect(await log(shop, mine._id)).toHaveLength(before.length);
  });

  it('moves a booking until its cut-off and not a minute after, from the account and through the manage link', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop);
    const customer = await registerCustomer(app);
    // Tuesday 2 June, 24 hours' notice: each booking moves until Monday at its own time (Berlin).
    const passed = await book(customer, service._id, shop, '2026-06-02', '10:00');
    const lastMinute = await book(customer, service._id, shop, '2026-06-02', '10:30');
    const { booking: guestBooking, guestEmail } = await bookAsGuest(service._id, shop, '2026-06-02', '09:30');
    const token = manageTokenIn(await mailTo(guestEmail, /^Booking request received: /));

    now = new Date('2026-06-01T08:30:00Z'); // Monday 10:30 Berlin
    const late = await reschedule(customer, passed._id, '2026-06-03', '10:00');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(cancellationClosedMessage('Monday 1 June 2026, 10:00'));
    const lateGuest = await api().request('PUT', `/api/manage/${token}/reschedule`, {
      body: { bookingDate: '2026-06-03', startTime: '10:00' },
    });
    expect(lateGuest.statusCode).toBe(409);
    expect(lateGuest.json().message).toBe(cancellationClosedMessage('Monday 1 June 2026, 09:30'));
    // The cut-off itself is still in time.
    const onTime = await reschedule(customer, lastMinute._id, '2026-06-03', '10:30');
    expect(onTime.statusCode, onTime.body).toBe(200);
    expect(onTime.json()).toMatchObject({ bookingDate: '2026-06-03', startTime: '10:30' });

    // The refused ones stay where they were, and the time they asked for is still free.
    const mine = (
      await api().request('GET', '/api/bookings/user', { token: customer.token })
    ).json() as Booking[];
    expect(mine.map((b) => [b._id, b.bookingDate, b.startTime])).toEqual([
      [passed._id, '2026-06-02', '10:00'],
      [lastMinute._id, '2026-06-03', '10:30'],
    ]);
    const managed = await api().request('GET', `/api/manage/${token}`);
    expect(managed.json()).toMatchObject({
      _id: guestBooking._id,
      bookingDate: '2026-06-02',
      startTime: '09:30',
    });
    // The guest's name, email and phone: kept by no cache (issue 32).
    expect(managed.headers['cache-control']).toBe('private, no-store');
    await book(await registerCustomer(app), service._id, shop, '2026-06-03', '10:00');
  });

  it('lets exactly one of 50 simultaneous reschedules into a one-place slot win, and loses nothing', async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop);
    const customer = await registerCustomer(app);
    const days = ['2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'];
    const times = [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ];
    const slots = days.flatMap((d) => times.map((t) => [d, t] as const)).slice(0, 50);
    const booked = [];
    for (const [d, t] of slots) booked.push(await book(customer, service._id, shop, d, t));

    const answers = await Promise.all(booked.map((b) => reschedule(customer, b._id, '2026-06-08', '16:00')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as Booking;
    const active = (
      await api().request('GET', '/api/bookings/user', { token: customer.token })
    ).json() as Booking[];
    expect(active).toHaveLength(50);
    expect(
      active.filter((b) => b.bookingDate === '2026-06-08' && b.startTime === '16:00').map((b) => b._id),
    ).toEqual([winner._id]);
    // Every other booking kept its time.
    for (const b of booked.filter((x) => x._id !== winner._id)) {
      expect(active.find((a) => a._id === b._id)).toMatchObject({
        bookingDate: b.bookingDate,
        startTime: b.startTime,
      });
    }
  });

  it('refuses to move a flexible booking (no time to change) and a finished one', async () => {
    const shop = await shopIn();
    const flexible = await serviceOf(shop, {
      bookingType: 'flexible',
      hasDuration: false,
      hasSlotLimit: false,
    });
    const customer = await registerCustomer(app);
    const res = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: flexible._id, business: shop.businessId, notes: '' },
    });
    const booking = res.json() as Booking;
    expect(booking.changeableUntil).toBeNull();
    const moved = await reschedule(customer, booking._id, '2026-06-04', '10:00');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(BOOKING_MESSAGES.rescheduleNeedsTime);
    // A flexible booking has no start: it can be cancelled at any time.
    now = new Date('2027-01-01T00:00:00Z');
    expect((await cancel(customer, booking._id)).statusCode).toBe(200);
  });

  // ---- guests --------------------------------------------------------------------------------

  it("opens a guest's booking from the email's manage link, and refuses an altered or expired one", async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop, { hasSlotLimit: false });
    const { booking, guestEmail } = await bookAsGuest(service._id, shop, '2026-06-03', '10:00');
    const token = manageTokenIn(await mailTo(guestEmail, /^Booking request received: /));

    const seen = await api().request('GET', `/api/manage/${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ _id: booking._id, guestEmail, status: 'pending' });

    const [id, mac] = token.split('.') as [string, string];
    const altered = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const otherId = `${crypto.randomUUID()}.${mac}`;
    for (const bad of [altered, otherId, 'not-a-token', `${id}`]) {
      const res = await api().request('GET', `/api/manage/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.manageLinkInvalid);
      expect((await api().request('PUT', `/api/manage/${bad}/cancel`)).statusCode).toBe(404);
    }

    const moved = await api().request('PUT', `/api/manage/${token}/reschedule`, {
      body: { bookingDate: '2026-06-04', startTime: '12:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ bookingDate: '2026-06-04', startTime: '12:00' });
    const movedMail = await mailTo(guestEmail, /^Booking moved: /);
    // Every email to the guest carries the same link.
    expect(manageTokenIn(movedMail)).toBe(token);
    const cancelled = await api().request('PUT', `/api/manage/${token}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });

    // The link works until 7 days after the start, then names nothing.
    now = new Date('2026-06-11T09:59:00Z');
    expect((await api().request('GET', `/api/manage/${token}`)).statusCode).toBe(200);
    now = new Date('2026-06-11T10:01:00Z');
    expect((await api().request('GET', `/api/manage/${token}`)).statusCode).toBe(404);
  });

  // ---- reminders -------------------------------------------------------------------------------

  it('times reminders across the autumn clock change, keeps lead times set before the change of policy', async () => {
    now = new Date('2026-10-26T12:00:00Z');
    const shop = await shopIn('America/New_York', { reminderLeadMinutes: [1440, 60] });
    await openEveryDay(shop);
    const service = await serviceOf(shop, { autoAcceptBookings: true });
    const customer = await registerCustomer(app);
    // Sunday 1 November 2026 09:00 EST (14:00 UTC); a day earlier is 10:00 EDT on Saturday.
    const booking = await book(customer, service._id, shop, '2026-11-01', '09:00');
    expect((await reminders(shop, booking._id)).map((r) => r.scheduledFor)).toEqual([
      '2026-10-31T14:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ]);
    // The business changes its lead times: bookings confirmed before keep theirs, also when moved.
    await api().request('PUT', `/api/businesses/${shop.businessId}`, {
      token: shop.owner.token,
      body: {
        username: `ny-${booking._id.slice(0, 8)}`,
        name: 'New York Cuts',
        description: 'Cuts',
        category: 'salon',
        currency: 'USD',
        address: '1 Main St',
        phone: '+1 212 555 0100',
        email: shop.email,
        reminderLeadMinutes: [120],
      },
    });
    const moved = await reschedule(customer, booking._id, '2026-11-02', '09:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await reminders(shop, booking._id)).map((r) => r.scheduledFor)).toEqual([
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
    ]);
    const later = await book(customer, service._id, shop, '2026-11-03', '09:00');
    expect((await reminders(shop, later._id)).map((r) => r.scheduledFor)).toEqual([
      '2026-11-03T12:00:00.000Z',
    ]);
    // Cancelled or completed: gone.
    expect((await cancel(customer, later._id)).statusCode).toBe(200);
    expect(await reminders(shop, later._id)).toEqual([]);
  });

  it('schedules no reminder for a time already past, and sends one when its time comes, also after a restart', async () => {
    const shop = await shopIn('Europe/Berlin', { reminderLeadMinutes: [5, 1440] });
    await openEveryDay(shop);
    const service = await serviceOf(shop, { autoAcceptBookings: true, bookingInterval: 15 });
    const customer = await registerCustomer(app);
    // 08:00 now; a booking at 08:15 (in 15 minutes): the 24-hour reminder is already past.
    const booking = await book(customer, service._id, shop, '2026-06-01', '08:15');
    expect((await reminders(shop, booking._id)).map((r) => r.scheduledFor)).toEqual([
      '2026-06-01T06:10:00.000Z',
    ]);

    // The server restarts before the reminder's time: nothing is lost.
    await app.close();
    app = await buildApp(config(), { clock: () => now });
    url = await listen(app);
    now = new Date('2026-06-01T06:10:00Z');
    const reminder = await mailTo(customer.user.email, /^Reminder: /);
    expect(reminder.parsed.text).toContain('your booking is in 5 minutes');
    expect(reminder.parsed.text).toContain(`${MAIL_PUBLIC_URL}/customer/dashboard`);
    expect(inviteOf(reminder.parsed)).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
    await vi.waitFor(
      async () => {
        expect(await reminders(shop, booking._id)).toEqual([expect.objectContaining({ status: 'sent' })]);
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  // ---- live events -----------------------------------------------------------------------------

  it("tells the owner's and the customer's open screens of every change, at once", async () => {
    const shop = await shopIn();
    const service = await serviceOf(shop, { hasSlotLimit: false });
    const customer = await registerCustomer(app);
    const ownerSocket = await connectAs(url, shop.owner.token);
    const customerSocket = await connectAs(url, customer.token);

    const created = nextEvent(ownerSocket, 'bookingChanged');
    const { booking: guestBooking } = await bookAsGuest(service._id, shop, '2026-06-03', '09:00');
    expect(await created).toMatchObject({
      change: 'created',
      by: 'guest',
      booking: { _id: guestBooking._id },
    });

    const ownerSees = nextEvent(ownerSocket, 'bookingChanged');
    const customerSees = nextEvent(customerSocket, 'bookingChanged');
    const mine = await book(customer, service._id, shop, '2026-06-03', '10:00');
    expect(await ownerSees).toMatchObject({ change: 'created', by: 'customer', booking: { _id: mine._id } });
    expect(await customerSees).toMatchObject({ change: 'created', booking: { _id: mine._id } });

    const confirmed = nextEvent(customerSocket, 'bookingChanged');
    await setStatus(shop, mine._id, 'confirmed');
    expect(await confirmed).toMatchObject({
      change: 'confirmed',
      by: 'business',
      booking: { status: 'confirmed' },
    });

    const moved = nextEvent(ownerSocket, 'bookingChanged');
    await reschedule(customer, mine._id, '2026-06-04', '10:00');
    expect(await moved).toMatchObject({
      change: 'rescheduled',
      by: 'customer',
      booking: { bookingDate: '2026-06-04' },
    });

    const cancelled = nextEvent(ownerSocket, 'bookingChanged');
    await cancel(customer, mine._id);
    const event: BookingChange = await cancelled;
    expect(event).toMatchObject({
      change: 'cancelled',
      by: 'customer',
      booking: { cancelledBy: 'customer' },
    });
  });
});
