// The emails of decisions.md 8.2 end to end: the real app sends them through a real SMTP server on
// loopback (test/helpers/smtp.ts), which parses what it receives. Who gets which message, what it
// says, its calendar invite (read with ical.js), the delivery log, hostile input, an SMTP server
// that refuses for a while, and the chat emails to an owner who is away; on every database.
import { defaultSchedule } from '@booklane/shared/domain';
import { type NotificationLogEntry } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { inviteOf, MAIL_HOST, MAIL_PUBLIC_URL, notificationTo, onlyAddress, sentTo } from './helpers/mail';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';
import { closeAllSockets, connectAs, listen, nextEvent } from './helpers/sockets';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer).
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
const SENDER = `no-reply@${MAIL_HOST}`;
const MESSAGE_ID = /^<notification-[0-9a-f-]{36}@booklane\.example\.test>$/;
/** The headers a message has: anything else (a Bcc, an injected header) would be a bug. */
const HEADERS = ['content-type', 'date', 'from', 'message-id', 'mime-version', 'subject', 'to'];

describeEachBackend('email notifications', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let smtp: TestSmtp;
  let now = MONDAY_8AM_BERLIN;
  let marker: { businessId: string; serviceId: string };
  const api = () => client(app);

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(
      scratch().config({
        RATE_LIMITS: 'off',
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAY_SECONDS: '1',
        PUBLIC_URL: MAIL_PUBLIC_URL,
      }),
      { clock: () => now },
    );
    url = await listen(app);
    // The business whose bookings mark points in the stream of messages (settle() below).
    const { owner, business } = await createBusiness(app, { email: uniqueEmail('marker-biz') });
    const service = await createService(app, owner, business._id, {
      name: 'Marker',
      bookingType: 'flexible',
      hasDuration: false,
      hasSlotLimit: false,
    });
    marker = { businessId: business._id, serviceId: service._id };
  });
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });
  afterEach(() => {
    closeAllSockets();
    smtp.setRefusing(false);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  // ---- helpers -------------------------------------------------------------------------------

  /** A business in `timezone` with its own email address (its messages are told apart by it). */
  const businessIn = async (timezone: string, name = 'Lindenhof Salon') => {
    const email = uniqueEmail('biz');
    const { owner, business } = await createBusiness(app, { name, timezone, email });
    return { owner, businessId: business._id, username: business.username, email };
  };

  const book = (account: Account, serviceId: string, businessId: string, body: Record<string, unknown>) =>
    api().request('POST', '/api/bookings', {
      token: account.token,
      body: { service: serviceId, business: businessId, notes: '', ...body },
    });

  const bookAsGuest = (serviceId: string, businessId: string, body: Record<string, unknown>) =>
    api().request('POST', '/api/bookings/guest', {
      body: { service: serviceId, business: businessId, notes: '', ...guest(), ...body },
    });

  const setStatus = (owner: Account, bookingId: string, status: string, reason?: string) =>
    api().request('PUT', `/api/bookings/${bookingId}/status`, {
      token: owner.token,
      body: { status, ...(reason === undefined ? {} : { reason }) },
    });

  /** The messages that arrived for `address` so far, in the order they arrived. */
  const mailsTo = (address: string) => smtp.received.filter(notificationTo(address));

  /** Waits for the `count`-th message to `address`; answers that one. */
  const nthMailTo = async (address: string, count = 1) => {
    const mails = await smtp.waitForMatching(notificationTo(address), count);
    return mails[count - 1]!;
  };

  /**
   * Every message caused before this call has arrived when it returns: the ordering check that
   * shows a message did not come, without waiting a while. This process's worker (the only one)
   * takes due messages oldest first, a batch at a time, and fetches the next batch only once each
   * message of the batch it has went out. So a message caused before the first marker booking
   * goes out with the first marker's message or before it; the second marker, caused after the
   * first marker's message arrived, goes out in a later batch than both: once it is here, so is
   * anything caused before the first.
   */
  const settle = async () => {
    for (let round = 0; round < 2; round++) {
      const email = uniqueEmail('marker');
      const res = await bookAsGuest(marker.serviceId, marker.businessId, { guestEmail: email });
      expect(res.statusCode, res.body).toBe(201);
      await smtp.waitForMatching(notificationTo(email));
    }
  };

  const log = (bookingId: string, token?: string) =>
    api().request('GET', `/api/bookings/${bookingId}/notifications`, token ? { token } : {});

  /** Reminders wait for their time: the log lists them as queued, with when they go out. */
  const isReminder = (entry: NotificationLogEntry) =>
    entry.kind === 'customer_booking_reminder' || entry.kind === 'customer_review_reminder';

  /**
   * The delivery log once its `count` messages (reminders aside) are all sent (polled: recording
   * follows the send).
   */
  const deliveredLog = (bookingId: string, token: string, count: number) =>
    vi.waitFor(
      async () => {
        const res = await log(bookingId, token);
        expect(res.statusCode).toBe(200);
        const entries = (res.json() as NotificationLogEntry[]).filter((e) => !isReminder(e));
        expect(entries).toHaveLength(count);
        for (const entry of entries) expect(entry.status).toBe('sent');
        return entries;
      },
      { timeout: 15_000, interval: 100 },
    );

  /** A weekly schedule open on Sundays from midnight to 06:00 (the night of a clock change). */
  const sundayNights = () => {
    const schedule = defaultSchedule();
    schedule.sunday = { start: '00:00', end: '06:00', isOpen: true };
    return schedule;
  };

  const expectSafeHeaders = (mail: ReceivedMail, recipient: string) => {
    expect(mail.envelope).toEqual({ from: SENDER, to: [recipient] });
    expect([...mail.parsed.headers.keys()].sort()).toEqual(HEADERS);
    expect(onlyAddress(mail.parsed.to).address).toBe(recipient);
    expect(onlyAddress(mail.parsed.from).address).toBe(SENDER);
    expect(mail.parsed.messageId).toMatch(MESSAGE_ID);
    expect(mail.parsed.subject).not.toMatch(/[\r\n]/);
  };

  // ---- who hears what ------------------------------------------------------------------------

  it('reports the mail mode in the health check', async () => {
    const health = await api().request('GET', '/api/health');
    expect(health.json()).toMatchObject({ status: 'ok', mail: 'smtp' });
  });

  it('tells a guest their request was received, and the business that action is needed', async () => {
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId, { name: 'Haircut', duration: 45 });
    const guestEmail = uniqueEmail('guest');
    const res = await bookAsGuest(service._id, biz.businessId, {
      bookingDate: '2026-06-02',
      startTime: '10:00',
      notes: 'Short on the sides, please',
      guestName: 'Gina Guest',
      guestEmail,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('pending');
    const bookingId = res.json()._id as string;

    const toGuest = await nthMailTo(guestEmail);
    expectSafeHeaders(toGuest, guestEmail);
    expect(onlyAddress(toGuest.parsed.to).name).toBe('Gina Guest');
    expect(toGuest.parsed.subject).toMatch(/^Booking request received: Haircut at Lindenhof Salon, /);
    const guestText = toGuest.parsed.text ?? '';
    expect(guestText).toContain('Lindenhof Salon will confirm your booking soon');
    expect(guestText).toMatch(
      /Tuesday,? 2 June 2026 at 10:00, Central European Summer Time \(Europe\/Berlin\)/,
    );
    expect(guestText).toContain('Notes: Short on the sides, please');
    // A guest has no account: the link is the booking's manage page, which answers the booking.
    const manage = new RegExp(`Manage your booking: ${MAIL_PUBLIC_URL}/manage/([^\\s]+)`).exec(guestText);
    expect(manage).not.toBeNull();
    const managed = await api().request('GET', `/api/manage/${manage![1]}`);
    expect(managed.statusCode).toBe(200);
    expect(managed.json()._id).toBe(bookingId);
    const guestHtml = toGuest.parsed.html || '';
    expect(guestHtml).toContain('Lindenhof Salon');
    expect(guestHtml).toContain('Haircut');
    expect(guestHtml).toContain(`href="${MAIL_PUBLIC_URL}/manage/${manage![1]}"`);
    // Nothing is in the calendar before the business confirms.
    expect(inviteOf(toGuest.parsed)).toBeNull();

    const toBusiness = await nthMailTo(biz.email);
    expectSafeHeaders(toBusiness, biz.email);
    expect(toBusiness.parsed.subject).toMatch(/^New booking request, action needed: Haircut, /);
    const businessText = toBusiness.parsed.text ?? '';
    expect(businessText).toContain('Confirm or cancel it from your dashboard');
    expect(businessText).toContain('Customer: Gina Guest (guest)');
    expect(businessText).toContain(`Email: ${guestEmail}`);
    expect(businessText).toMatch(/at 10:00, Central European Summer Time \(Europe\/Berlin\)/);
    expect(businessText).toContain(`${MAIL_PUBLIC_URL}/business/dashboard`);
    expect(toBusiness.parsed.html).toContain(`href="${MAIL_PUBLIC_URL}/business/dashboard"`);
    expect(inviteOf(toBusiness.parsed)).toBeNull();
    expect(toBusiness.parsed.messageId).not.toBe(toGuest.parsed.messageId);

    const entries = await deliveredLog(bookingId, biz.owner.token, 2);
    expect(entries.map((e) => [e.kind, e.to]).sort()).toEqual([
      ['business_booking_created', biz.email],
      ['customer_booking_requested', guestEmail],
    ]);
  });

  it('confirms an auto-accepted booking to the customer at once, with a calendar invite', async () => {
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId, {
      name: 'Massage',
      duration: 60,
      autoAcceptBookings: true,
    });
    const customer = await registerCustomer(app, { name: 'Casey Customer' });
    const res = await book(customer, service._id, biz.businessId, {
      bookingDate: '2026-06-03',
      startTime: '09:30',
    });
    expect(res.json().status).toBe('confirmed');
    const bookingId = res.json()._id as string;

    const toCustomer = await nthMailTo(customer.user.email);
    expectSafeHeaders(toCustomer, customer.user.email);
    expect(toCustomer.parsed.subject).toMatch(/^Booking confirmed: Massage at Lindenhof Salon, /);
    const text = toCustomer.parsed.text ?? '';
    expect(text).toContain('Lindenhof Salon looks forward to seeing you.');
    expect(text).toContain('The calendar invite is attached.');
    expect(text).toContain(`${MAIL_PUBLIC_URL}/customer/dashboard`);
    const invite = inviteOf(toCustomer.parsed);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      partMethod: 'REQUEST',
      uid: `booking-${bookingId}@${MAIL_HOST}`,
      status: 'CONFIRMED',
      summary: 'Massage at Lindenhof Salon',
      organizer: `mailto:${biz.email}`,
    });
    expect(invite!.attendees).toEqual([`mailto:${customer.user.email}`]);
    expect(invite!.start.toString()).toBe('2026-06-03T07:30:00Z');
    expect(invite!.end.toString()).toBe('2026-06-03T08:30:00Z');

    const toBusiness = await nthMailTo(biz.email);
    expect(toBusiness.parsed.subject).toMatch(/^New booking: Massage, /);
    expect(toBusiness.parsed.text).toContain('so it is confirmed');
    expect(inviteOf(toBusiness.parsed)).toBeNull();
  });

  it('sends the invite on confirmation and withdraws it, quoting the reason, on cancellation', async () => {
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId, { name: 'Colour', duration: 90 });
    const customer = await registerCustomer(app, { name: 'Casey Customer' });
    const res = await book(customer, service._id, biz.businessId, {
      bookingDate: '2026-06-04',
      startTime: '11:00',
    });
    const bookingId = res.json()._id as string;
    const requested = await nthMailTo(customer.user.email, 1);
    expect(requested.parsed.subject).toMatch(/^Booking request received: /);

    expect((await setStatus(biz.owner, bookingId, 'confirmed')).statusCode).toBe(200);
    const confirmed = await nthMailTo(customer.user.email, 2);
    expect(confirmed.parsed.subject).toMatch(/^Booking confirmed: Colour at Lindenhof Salon, /);
    const request = inviteOf(confirmed.parsed)!;
    expect(request).toMatchObject({ method: 'REQUEST', partMethod: 'REQUEST', status: 'CONFIRMED' });

    const reason = 'A burst pipe & no water <today>.\nSorry, call us to book again!';
    const cancelled = await setStatus(biz.owner, bookingId, 'cancelled', reason);
    expect(cancelled.json().status).toBe('cancelled');
    const cancellation = await nthMailTo(customer.user.email, 3);
    expectSafeHeaders(cancellation, customer.user.email);
    expect(cancellation.parsed.subject).toMatch(/^Booking cancelled: Colour at Lindenhof Salon, /);
    const text = cancellation.parsed.text ?? '';
    expect(text).toContain('Lindenhof Salon cancelled your booking');
    expect(text).toContain('> A burst pipe & no water <today>.\n> Sorry, call us to book again!');
    const html = cancellation.parsed.html || '';
    expect(html).toMatch(
      /<blockquote[^>]*>A burst pipe &amp; no water &lt;today&gt;\.\nSorry, call us to book again!<\/blockquote>/,
    );
    const cancel = inviteOf(cancellation.parsed)!;
    expect(cancel).toMatchObject({ method: 'CANCEL', partMethod: 'CANCEL', status: 'CANCELLED' });

    // One event for the booking's whole life, each change a higher SEQUENCE.
    expect(request.uid).toBe(`booking-${bookingId}@${MAIL_HOST}`);
    expect(cancel.uid).toBe(request.uid);
    expect(cancel.sequence).toBeGreaterThan(request.sequence);
    expect(cancel.start.toString()).toBe(request.start.toString());
    expect(request.start.toString()).toBe('2026-06-04T09:00:00Z');

    const entries = await deliveredLog(bookingId, biz.owner.token, 4);
    // Oldest first: the two messages of the booking (one transaction), then one per change.
    expect(entries.slice(2).map((e) => e.kind)).toEqual([
      'customer_booking_confirmed',
      'customer_booking_cancelled',
    ]);
  });

  it('sends no invite when a pending booking is cancelled, and only a review invitation on completion', async () => {
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId, { name: 'Trim' });
    const declined = await registerCustomer(app);
    const served = await registerCustomer(app);
    const a = (
      await book(declined, service._id, biz.businessId, { bookingDate: '2026-06-05', startTime: '10:00' })
    ).json()._id as string;
    const b = (
      await book(served, service._id, biz.businessId, { bookingDate: '2026-06-05', startTime: '11:00' })
    ).json()._id as string;

    expect((await setStatus(biz.owner, a, 'cancelled')).statusCode).toBe(200);
    const cancellation = await nthMailTo(declined.user.email, 2);
    expect(cancellation.parsed.subject).toMatch(/^Booking cancelled: /);
    expect(inviteOf(cancellation.parsed)).toBeNull();
    expect(cancellation.parsed.text).not.toContain('calendar');
    expect(cancellation.parsed.html).not.toContain('<blockquote');

    expect((await setStatus(biz.owner, b, 'confirmed')).statusCode).toBe(200);
    await nthMailTo(served.user.email, 2);
    // The day before, its reminder goes out. (Jumping straight past it to the booking's start
    // would race the worker, which sends what became due, against the completion below.)
    now = new Date('2026-06-04T10:00:00Z');
    expect((await nthMailTo(served.user.email, 3)).parsed.subject).toMatch(/^Reminder: /);
    now = new Date('2026-06-05T10:00:00Z'); // 12:00 in Berlin: the 11:00 booking has begun
    const completed = await setStatus(biz.owner, b, 'completed');
    expect(completed.json().status).toBe('completed');

    await settle();
    const subjects = (address: string) => mailsTo(address).map((m) => m.parsed.subject?.split(':')[0]);
    expect(subjects(declined.user.email)).toEqual(['Booking request received', 'Booking cancelled']);
    // Completion invites a review (docs/decisions/0023), without an invite.
    expect(subjects(served.user.email)).toEqual([
      'Booking request received',
      'Booking confirmed',
      'Reminder',
      expect.stringMatching(/^How was Trim at /),
    ]);
    expect(inviteOf(mailsTo(served.user.email)[3]!.parsed)).toBeNull();
    // The business heard of each new booking, and of nothing the business did itself.
    expect(mailsTo(biz.email)).toHaveLength(2);
    const entries = await deliveredLog(b, served.token, 3);
    expect(entries.map((e) => e.kind)).toEqual([
      'customer_booking_requested',
      'customer_booking_confirmed',
      'customer_booking_completed',
    ]);
  });

  // ---- times and invites ---------------------------------------------------------------------

  it('places the invite right across the spring clock change in Berlin, and names the zone', async () => {
    now = new Date('2026-03-26T10:00:00Z'); // Thursday before the change
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId, {
      name: 'Night shift',
      duration: 60,
      autoAcceptBookings: true,
      hasCustomSchedule: true,
      customSchedule: sundayNights(),
      hasSlotLimit: false,
    });
    // 01:30 CET and 03:00 CEST overlap in real time: two people do them (decisions.md 9.1).
    const second = await client(app).request('POST', `/api/businesses/${biz.businessId}/team-members`, {
      token: biz.owner.token,
      body: { name: 'Night porter' },
    });
    expect(second.statusCode, second.body).toBe(201);
    const customer = await registerCustomer(app);
    // 29 March 2026: Berlin skips from 02:00 CET to 03:00 CEST.
    const cases = [
      { startTime: '01:30', utc: '2026-03-29T00:30:00Z', end: '2026-03-29T01:30:00Z', zone: 'Standard' },
      { startTime: '03:00', utc: '2026-03-29T01:00:00Z', end: '2026-03-29T02:00:00Z', zone: 'Summer' },
    ];
    const ids: string[] = [];
    for (const c of cases) {
      const res = await book(customer, service._id, biz.businessId, {
        bookingDate: '2026-03-29',
        startTime: c.startTime,
      });
      expect(res.json().status, res.body).toBe('confirmed');
      ids.push(res.json()._id as string);
    }
    const mails = await smtp.waitForMatching(notificationTo(customer.user.email), 2);
    for (const [i, c] of cases.entries()) {
      const mail = mails.find((m) => inviteOf(m.parsed)?.uid === `booking-${ids[i]}@${MAIL_HOST}`)!;
      const invite = inviteOf(mail.parsed)!;
      expect(invite.start.toString()).toBe(c.utc);
      expect(invite.end.toString()).toBe(c.end);
      expect(mail.parsed.text).toMatch(
        new RegExp(
          `Sunday,? 29 March 2026 at ${c.startTime}, Central European ${c.zone} Time \\(Europe/Berlin\\)`,
        ),
      );
    }
  });

  it('places the invite right across the autumn clock change in New York, and names the zone', async () => {
    now = new Date('2026-10-29T16:00:00Z'); // Thursday before the change
    const biz = await businessIn('America/New_York', 'Hudson Barbers');
    const service = await createService(app, biz.owner, biz.businessId, {
      name: 'Late cut',
      duration: 30,
      autoAcceptBookings: true,
      hasCustomSchedule: true,
      customSchedule: sundayNights(),
    });
    const customer = await registerCustomer(app);
    // 1 November 2026: New York goes back from 02:00 EDT to 01:00 EST.
    const cases = [
      // On the business's 12-hour clock (a New York business, docs/decisions/0032).
      { startTime: '00:30', shown: '12:30 AM', utc: '2026-11-01T04:30:00Z', zone: 'Daylight' },
      { startTime: '03:00', shown: '3:00 AM', utc: '2026-11-01T08:00:00Z', zone: 'Standard' },
    ];
    const ids: string[] = [];
    for (const c of cases) {
      const res = await book(customer, service._id, biz.businessId, {
        bookingDate: '2026-11-01',
        startTime: c.startTime,
      });
      expect(res.json().status, res.body).toBe('confirmed');
      ids.push(res.json()._id as string);
    }
    const mails = await smtp.waitForMatching(notificationTo(customer.user.email), 2);
    for (const [i, c] of cases.entries()) {
      const mail = mails.find((m) => inviteOf(m.parsed)?.uid === `booking-${ids[i]}@${MAIL_HOST}`)!;
      expect(inviteOf(mail.parsed)!.start.toString()).toBe(c.utc);
      expect(mail.parsed.text).toMatch(
        new RegExp(`Sunday,? 1 November 2026 at ${c.shown}, Eastern ${c.zone} Time \\(America/New_York\\)`),
      );
      expect(mail.parsed.subject).toContain('Late cut at Hudson Barbers');
    }
  });

  it('makes a date-only booking an all-day event, and gives a flexible one no invite', async () => {
    const biz = await businessIn('Europe/Berlin');
    const dayPass = await createService(app, biz.owner, biz.businessId, {
      name: 'Day pass',
      bookingType: 'date-only',
      autoAcceptBookings: true,
    });
    const advice = await createService(app, biz.owner, biz.businessId, {
      name: 'Advice call',
      bookingType: 'flexible',
      hasDuration: false,
      hasSlotLimit: false,
      autoAcceptBookings: true,
    });
    const allDay = await registerCustomer(app);
    const flexible = await registerCustomer(app);
    const day = await book(allDay, dayPass._id, biz.businessId, { bookingDate: '2026-06-08' });
    expect(day.json()).toMatchObject({ status: 'confirmed', bookingDate: '2026-06-08', startTime: null });
    const whenever = await book(flexible, advice._id, biz.businessId, {});
    expect(whenever.json()).toMatchObject({ status: 'confirmed', bookingDate: null });

    const dayMail = await nthMailTo(allDay.user.email);
    const invite = inviteOf(dayMail.parsed)!;
    expect(invite.method).toBe('REQUEST');
    expect(invite.start.isDate).toBe(true);
    expect(invite.start.toString()).toBe('2026-06-08');
    expect(invite.end.toString()).toBe('2026-06-09');
    expect(invite.ics).toMatch(/^DTSTART;VALUE=DATE:20260608\r?$/m);
    expect(dayMail.parsed.text).toMatch(/When: Monday,? 8 June 2026 \(all day\)/);

    const flexibleMail = await nthMailTo(flexible.user.email);
    expect(flexibleMail.parsed.subject).toMatch(
      /^Booking confirmed: Advice call at Lindenhof Salon, flexible time$/,
    );
    expect(inviteOf(flexibleMail.parsed)).toBeNull();
    expect(flexibleMail.parsed.attachments).toEqual([]);
    expect(flexibleMail.parsed.text).toContain('When: Flexible');
    expect(flexibleMail.parsed.text).not.toContain('calendar');
    // Cancelled once confirmed, it still has no calendar entry to withdraw.
    const cancelled = await setStatus(biz.owner, whenever.json()._id as string, 'cancelled');
    expect(cancelled.json().status).toBe('cancelled');
    const cancellation = await nthMailTo(flexible.user.email, 2);
    expect(cancellation.parsed.subject).toMatch(/^Booking cancelled: Advice call at Lindenhof Salon/);
    expect(inviteOf(cancellation.parsed)).toBeNull();
    expect(cancellation.parsed.text).not.toContain('calendar');
  });

  // ---- the delivery log ----------------------------------------------------------------------

  it("shows the delivery log to the business and the customer's own messages to the customer only", async () => {
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId);
    const customer = await registerCustomer(app);
    const res = await book(customer, service._id, biz.businessId, {
      bookingDate: '2026-06-09',
      startTime: '14:00',
    });
    const bookingId = res.json()._id as string;

    const entries = await deliveredLog(bookingId, biz.owner.token, 2);
    // Caused and sent at once, on the app's (pinned) clock.
    const at = now.toISOString();
    expect([...entries].sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      {
        kind: 'business_booking_created',
        to: biz.email,
        status: 'sent',
        attempts: 1,
        sentAt: at,
        createdAt: at,
      },
      {
        kind: 'customer_booking_requested',
        to: customer.user.email,
        status: 'sent',
        attempts: 1,
        sentAt: at,
        createdAt: at,
      },
    ]);

    const own = await log(bookingId, customer.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([entries.find((e) => e.kind === 'customer_booking_requested')]);

    const stranger = await registerCustomer(app);
    expect((await log(bookingId, stranger.token)).statusCode).toBe(404);
    const otherBusiness = await businessIn('Europe/Berlin', 'Another Salon');
    expect((await log(bookingId, otherBusiness.owner.token)).statusCode).toBe(404);
    expect((await log(bookingId)).statusCode).toBe(401);
    expect((await log('00000000-0000-4000-8000-000000000000', biz.owner.token)).statusCode).toBe(404);
  });

  // ---- hostile values ------------------------------------------------------------------------

  it('keeps hostile names and notes inside their messages: one recipient, no extra header, escaped HTML', async () => {
    const biz = await businessIn('Europe/Berlin', 'Salon <script>alert("biz")</script>');
    const service = await createService(app, biz.owner, biz.businessId, {
      name: 'Cut\r\nX-Injected: yes',
      autoAcceptBookings: true,
    });
    const guestEmail = uniqueEmail('mallory');
    // As long as validation allows: 100 characters of name, 1000 of notes.
    const guestName = `Mallory\r\nBcc: attacker@example.com\r\n${'m'.repeat(100)}`.slice(0, 100);
    const notes =
      `<script>alert(1)</script><img src=x onerror=alert(2)>\r\nBcc: attacker@example.com\r\n${'n'.repeat(1000)}`.slice(
        0,
        1000,
      );
    const res = await bookAsGuest(service._id, biz.businessId, {
      bookingDate: '2026-06-10',
      startTime: '10:00',
      guestName,
      guestEmail,
      notes,
    });
    expect(res.statusCode, res.body).toBe(201);
    // A name is one line: its line breaks arrive as spaces (issue 32); notes keep theirs.
    expect(res.json()).toMatchObject({
      guestName: guestName.replace(/\r\n/g, ' '),
      notes,
      status: 'confirmed',
    });
    const bookingId = res.json()._id as string;

    const toGuest = await nthMailTo(guestEmail);
    const toBusiness = await nthMailTo(biz.email);
    for (const [mail, recipient] of [
      [toGuest, guestEmail],
      [toBusiness, biz.email],
    ] as const) {
      expectSafeHeaders(mail, recipient);
      expect(mail.parsed.bcc).toBeUndefined();
      expect(mail.parsed.cc).toBeUndefined();
      // No header line of the message starts with what the values tried to add.
      const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(head).not.toMatch(/^(bcc|x-injected):/im);
      expect(mail.parsed.subject!.length).toBeLessThanOrEqual(200);
      const html = mail.parsed.html || '';
      expect(html).not.toMatch(/<script|<img/i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
      expect(html).toContain('Salon &lt;script&gt;alert(&quot;biz&quot;)&lt;/script&gt;');
      // The text part carries the notes as typed.
      expect(mail.parsed.text).toContain('<script>alert(1)</script>');
    }
    // The guest's name stays on one line wherever it stands: the To header, the text, the invite.
    expect(onlyAddress(toGuest.parsed.to).name).not.toMatch(/[\r\n]/);
    expect(toGuest.parsed.text).toMatch(/^Hello Mallory Bcc: attacker@example\.com m+, /m);
    expect(toBusiness.parsed.text).toMatch(/^Customer: Mallory Bcc: attacker@example\.com m+ \(guest\)$/m);
    expect(toGuest.parsed.subject).toMatch(
      /^Booking confirmed: Cut X-Injected: yes at Salon <script>alert\("biz"\)<\/script>, /,
    );
    const invite = inviteOf(toGuest.parsed)!;
    expect(invite.uid).toBe(`booking-${bookingId}@${MAIL_HOST}`);
    expect(invite.description).toContain('<script>alert(1)</script>');
    // The invite's text values are escaped: what they hold adds no property or parameter.
    expect(invite.ics).not.toMatch(/^(X-INJECTED|BCC)/im);
    // The service's name arrived as one line (issue 32): its line break is a space.
    expect(invite.summary).toBe('Cut X-Injected: yes at Salon <script>alert("biz")</script>');
    expect(invite.attendees).toEqual([`mailto:${guestEmail}`]);
    expect(invite.attendeeNames).toEqual([expect.stringMatching(/^Mallory Bcc: attacker@example\.com m+$/)]);

    await settle();
    expect(mailsTo(guestEmail)).toHaveLength(1);
    expect(mailsTo(biz.email)).toHaveLength(1);
    expect(smtp.received.filter(sentTo('attacker@example.com'))).toEqual([]);
  });

  // ---- an SMTP server that refuses for a while -------------------------------------------------

  it('retries while the SMTP server refuses, then delivers each message exactly once', async () => {
    const biz = await businessIn('Europe/Berlin');
    const service = await createService(app, biz.owner, biz.businessId, { autoAcceptBookings: true });
    const guestEmail = uniqueEmail('patient');
    smtp.setRefusing(true);
    const refusedBefore = smtp.refusedCount();
    const res = await bookAsGuest(service._id, biz.businessId, {
      bookingDate: '2026-06-11',
      startTime: '15:00',
      guestEmail,
    });
    expect(res.statusCode).toBe(201);
    const bookingId = res.json()._id as string;

    // The owner watches both messages wait for another attempt, and why.
    const waiting = await vi.waitFor(
      async () => {
        const entries = ((await log(bookingId, biz.owner.token)).json() as NotificationLogEntry[]).filter(
          (e) => !isReminder(e),
        );
        expect(entries).toHaveLength(2);
        for (const entry of entries) {
          expect(entry.status).toBe('retrying');
          expect(entry.lastError).toMatch(/temporarily unavailable/);
          expect(entry).not.toHaveProperty('sentAt');
        }
        return entries;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(waiting.every((e) => e.attempts >= 1)).toBe(true);
    expect(smtp.refusedCount() - refusedBefore).toBeGreaterThanOrEqual(2);
    expect(mailsTo(guestEmail)).toEqual([]);

    // The server is back; the retry is due once its delay (1 s here) passed on the app's clock.
    smtp.setRefusing(false);
    now = new Date(now.getTime() + 60_000);
    const toGuest = await nthMailTo(guestEmail);
    const toBusiness = await nthMailTo(biz.email);
    expect(toGuest.parsed.subject).toMatch(/^Booking confirmed: /);
    expect(inviteOf(toGuest.parsed)?.method).toBe('REQUEST');

    const entries = await deliveredLog(bookingId, biz.owner.token, 2);
    for (const entry of entries) {
      expect(entry.attempts).toBeGreaterThan(1);
      // Sent by the retry, at the app's time once the server was back.
      expect(entry.sentAt).toBe(now.toISOString());
      expect(entry).not.toHaveProperty('lastError');
    }

    await settle();
    expect(mailsTo(guestEmail)).toHaveLength(1);
    expect(mailsTo(biz.email)).toHaveLength(1);
    expect(toGuest.parsed.messageId).not.toBe(toBusiness.parsed.messageId);
    // Every Message-ID this server ever received arrived once.
    const ids = smtp.received.map((m) => m.parsed.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // ---- chat emails -----------------------------------------------------------------------------

  it('emails an away owner about a chat at most once per 15 minutes, and not while online', async () => {
    const biz = await businessIn('Europe/Berlin', 'Chatty Salon');
    const customer = await registerCustomer(app, { name: 'Cora Customer' });
    const chat = await api().request('GET', `/api/chats/business/${biz.businessId}`, {
      token: customer.token,
    });
    expect(chat.statusCode).toBe(200);
    const chatId = chat.json()._id as string;
    const send = async (content: string) => {
      const res = await api().request('POST', `/api/chats/${chatId}/messages`, {
        token: customer.token,
        body: { content, messageType: 'text' },
      });
      expect(res.statusCode, res.body).toBe(201);
    };

    await send('Hello, do you have time on Friday?');
    const first = await nthMailTo(biz.email);
    expectSafeHeaders(first, biz.email);
    expect(first.parsed.subject).toBe('New message from Cora Customer');
    expect(first.parsed.text).toContain('Cora Customer wrote to Chatty Salon');
    expect(first.parsed.text).toContain('> Hello, do you have time on Friday?');
    expect(first.parsed.html).toMatch(/<blockquote[^>]*>Hello, do you have time on Friday\?<\/blockquote>/);
    expect(first.parsed.text).toContain(`${MAIL_PUBLIC_URL}/business/dashboard`);
    expect(inviteOf(first.parsed)).toBeNull();

    // Within 15 minutes: the owner already knows there is something to read.
    await send('Around 3 pm would be great.');
    await settle();
    expect(mailsTo(biz.email)).toHaveLength(1);

    // 16 minutes later, a new message is worth another email; it quotes the start of it.
    now = new Date(now.getTime() + 16 * 60_000);
    const long = `Are you there? ${'z'.repeat(900)}`;
    await send(long);
    const second = await nthMailTo(biz.email, 2);
    const quoted = second.parsed.text ?? '';
    expect(quoted).toContain(`> ${long.slice(0, 299)}…`);
    expect(quoted).not.toContain(long);
    expect(quoted).not.toContain('Around 3 pm');

    // The owner's dashboard is connected and announced the business online: no email.
    const ownerSocket = await connectAs(url, biz.owner.token);
    const online = nextEvent(ownerSocket, 'business_online_confirmed');
    ownerSocket.emit('business_status_update', { isOnline: true });
    expect(await online).toEqual({ businessId: biz.businessId });
    now = new Date(now.getTime() + 16 * 60_000);
    await send('I will come by on Friday then.');
    await settle();
    expect(mailsTo(biz.email)).toHaveLength(2);
  });
});
