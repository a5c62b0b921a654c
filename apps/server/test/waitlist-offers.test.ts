// Held places for the waitlist (decisions.md 9.3), through the real app, a real SMTP server, real
// sockets and the links as a person would open them, on every database: a freed place is offered
// to the first in line it suits (live and by email) and held for them; others see it taken; the
// person claims it, declines it or lets it expire, and it goes down the line; the business taking
// the place back withdraws it; the expiry survives a restart and happens once.
import { BOOKING_MESSAGES, memberHasWaitlistMessage, WAITLIST_MESSAGES as W } from '@booklane/shared/domain';
import type {
  Booking,
  BusinessWaitlist,
  JoinWaitlistResponse,
  ManagedTeamMember,
  MyWaitlistEntry,
  ServiceAvailability,
  WaitlistOffer,
} from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { MAIL_PUBLIC_URL, sentTo } from './helpers/mail';
import { closeAllSockets, connectAs, listen, nextEvent } from './helpers/sockets';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Monday 1 June 2026, 08:00 UTC; the businesses are in UTC, open Mon-Fri 09:00-17:00.
const START = new Date('2026-06-01T08:00:00Z');
const DAY = '2026-06-02';
const OFFER_LINK = /\/waitlist\/offers\/([^\s"'<>]+)/;
const MINUTE = 60_000;

describeEachBackend('waitlist offers', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let smtp: TestSmtp;
  let now = START;
  const api = () => client(app);
  const start = async () => {
    app = await buildApp(
      scratch().config({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL }),
      { clock: () => now },
    );
    url = await listen(app);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    await start();
  });
  beforeEach(() => {
    now = START;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /**
   * A one-person salon (UTC) whose 60-minute Cut at 10:00 tomorrow is booked by Zed, with Ada,
   * then Ben, waiting for a start between 10:00 and 11:00 (every such start overlaps Zed's).
   */
  async function fullTen() {
    const { owner, business } = await createBusiness(app, {
      timezone: 'UTC',
      reminderLeadMinutes: [],
      email: uniqueEmail('salon'),
    });
    const service = await createService(app, owner, business._id, {
      name: 'Cut',
      duration: 60,
      autoAcceptBookings: true,
    });
    const zed = await registerCustomer(app, { name: 'Zed', email: uniqueEmail('zed') });
    const booked = await api().request('POST', '/api/bookings', {
      token: zed.token,
      body: { service: service._id, business: business._id, notes: '', bookingDate: DAY, startTime: '10:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const zedBooking = booked.json() as Booking;
    const ada = await registerCustomer(app, { name: 'Ada', email: uniqueEmail('ada') });
    const ben = await registerCustomer(app, { name: 'Ben', email: uniqueEmail('ben') });
    for (const person of [ada, ben]) {
      const joined = await api().request('POST', `/api/services/${service._id}/waitlist`, {
        token: person.token,
        body: { date: DAY, from: '10:00', to: '11:00' },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    return {
      owner,
      businessId: business._id,
      businessEmail: business.email as string,
      service,
      zed,
      zedBooking,
      ada,
      ben,
    };
  }

  const cancelByCustomer = (customer: Account, id: string) =>
    api().request('PUT', `/api/bookings/${id}/cancel-by-customer`, { token: customer.token });
  const mine = async (account: Account) =>
    (await api().request('GET', '/api/waitlist', { token: account.token })).json() as MyWaitlistEntry[];
  const offerOf = async (token: string) => {
    const res = await api().request('GET', `/api/waitlist/offers/${encodeURIComponent(token)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as WaitlistOffer;
  };
  const claim = (token: string) =>
    api().request('POST', `/api/waitlist/offers/${encodeURIComponent(token)}/claim`);
  const decline = (token: string) =>
    api().request('POST', `/api/waitlist/offers/${encodeURIComponent(token)}/decline`);
  const tenOClock = async (serviceId: string) => {
    const res = await api().request('GET', `/api/services/${serviceId}/availability?from=${DAY}&to=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = (res.json() as ServiceAvailability).days[0]!;
    return day.slots.find((slot) => slot.startTime === '10:00');
  };

  /** The token of the offer link in the `n`-th "place freed up" email `address` received. */
  async function emailedOffer(address: string, n = 1): Promise<string> {
    const mails = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && /A place freed up/i.test(m.parsed.subject ?? ''),
      n,
    );
    const text = mails[n - 1]!.parsed.text ?? '';
    expect(text).toContain(`${MAIL_PUBLIC_URL}/waitlist/offers/`);
    return decodeURIComponent(OFFER_LINK.exec(text)![1]!);
  }

  /** Waits (at most 8 s) until the offer's status is `status`: the expiry job runs every 2 s. */
  async function untilStatus(token: string, status: WaitlistOffer['status']): Promise<WaitlistOffer> {
    const deadline = performance.now() + 8_000;
    for (;;) {
      const offer = await offerOf(token);
      if (offer.status === status || performance.now() > deadline) return offer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('offers a cancelled place to the first in line, live and by email; others see it taken; a claim books it', async () => {
    const { owner, businessId, businessEmail, service, zed, zedBooking, ada, ben } = await fullTen();
    const adaSocket = await connectAs(url, ada.token);
    const pushed = nextEvent(adaSocket, 'waitlistOffer', (offer) => offer.status === 'held');

    expect((await cancelByCustomer(zed, zedBooking._id)).statusCode).toBe(200);

    const live = await pushed;
    expect(live).toMatchObject({
      status: 'held',
      date: DAY,
      startTime: '10:00',
      startsAt: `${DAY}T10:00:00.000Z`,
      expiresAt: new Date(START.getTime() + 15 * MINUTE).toISOString(),
      service: { _id: service._id, name: 'Cut', duration: 60, needsApproval: false },
      business: { _id: businessId, timezone: 'UTC' },
      window: { from: '10:00', to: '11:00' },
      bookingId: null,
    });
    // The email's link opens the same offer.
    const token = await emailedOffer(ada.user.email);
    expect(token).toBe(live.token);
    expect(await offerOf(token)).toEqual(live);

    // Held: taken for everyone else, in the availability answer and in every booking check.
    expect(await tenOClock(service._id)).toMatchObject({ remaining: 0 });
    const sneaked = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: businessId,
        notes: '',
        bookingDate: DAY,
        startTime: '10:00',
        ...guest(),
      },
    });
    expect(sneaked.statusCode).toBe(409);
    expect(sneaked.json().message).toBe(BOOKING_MESSAGES.timeSlotFull);

    // Ada holds it (no place in line); Ben is now first; the owner sees who holds what until when.
    const [adaEntry] = await mine(ada);
    expect(adaEntry).toMatchObject({
      status: 'offered',
      position: null,
      offer: { date: DAY, startTime: '10:00', token, expiresAt: live.expiresAt },
    });
    expect((await mine(ben))[0]).toMatchObject({ status: 'waiting', position: 1, offer: null });
    const lines = (
      await api().request('GET', `/api/businesses/${businessId}/waitlist?from=${DAY}&to=${DAY}`, {
        token: owner.token,
      })
    ).json() as BusinessWaitlist;
    const entries = lines.days[0]!.services[0]!.entries;
    expect(entries.map((e) => [e.person.name, e.status, e.position, e.offer?.startTime ?? null])).toEqual([
      ['Ada', 'offered', null, '10:00'],
      ['Ben', 'waiting', 1, null],
    ]);
    expect(entries[0]!.offer).not.toHaveProperty('token');

    // One tap books it; the page hears the offer end; the business hears it came from the waitlist.
    const ended = nextEvent(adaSocket, 'waitlistOffer', (offer) => offer.status === 'claimed');
    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const booking = claimed.json() as Booking;
    expect(booking).toMatchObject({ status: 'confirmed', bookingDate: DAY, startTime: '10:00' });
    expect(booking.customer?.name).toBe('Ada');
    expect(await ended).toMatchObject({ status: 'claimed', bookingId: booking._id });
    await smtp.waitForMatching(
      (m) => sentTo(businessEmail)(m) && /Booked from the waitlist/.test(m.parsed.subject ?? ''),
    );
    // Tapping again answers the same booking; nothing is booked twice.
    const again = await claim(token);
    expect(again.statusCode).toBe(201);
    expect((again.json() as Booking)._id).toBe(booking._id);
    expect(await mine(ada)).toEqual([]);
    expect(await tenOClock(service._id)).toMatchObject({ remaining: 0 });
  });

  it('a decline passes the place to the next in line; an expiry passes it on, then frees it', async () => {
    const { service, zed, zedBooking, ada, ben } = await fullTen();
    await cancelByCustomer(zed, zedBooking._id);
    const adaToken = await emailedOffer(ada.user.email);

    const declined = await decline(adaToken);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ message: W.declined });
    expect(await mine(ada)).toEqual([]);
    const benToken = await emailedOffer(ben.user.email);
    expect(await offerOf(benToken)).toMatchObject({ status: 'held', startTime: '10:00' });
    // A declined offer cannot be claimed after all.
    const late = await claim(adaToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(W.offerDeclined);

    // Ben lets it run out: the job expires it, tells him, and nobody is left: the place is free.
    now = new Date(START.getTime() + 16 * MINUTE);
    expect((await untilStatus(benToken, 'expired')).status).toBe('expired');
    await smtp.waitForMatching(
      (m) => sentTo(ben.user.email)(m) && /gone to the next person/i.test(m.parsed.subject ?? ''),
    );
    expect(await mine(ben)).toEqual([]);
    expect(await tenOClock(service._id)).toMatchObject({ remaining: 1 });
    const afterExpiry = await claim(benToken);
    expect(afterExpiry.statusCode).toBe(409);
    expect(afterExpiry.json().message).toBe(W.offerExpired);
  });

  it('only the holder gets the held place, however many try at once; forged links open nothing', async () => {
    const { businessId, service, zed, zedBooking, ada } = await fullTen();
    await cancelByCustomer(zed, zedBooking._id);
    const token = await emailedOffer(ada.user.email);

    const tries = await Promise.all([
      ...Array.from({ length: 10 }, () => claim(token)),
      ...Array.from({ length: 10 }, (_, i) =>
        api().request('POST', '/api/bookings/guest', {
          body: {
            service: service._id,
            business: businessId,
            notes: '',
            bookingDate: DAY,
            startTime: '10:00',
            ...guest({ guestEmail: uniqueEmail(`rush${i}`) }),
          },
        }),
      ),
    ]);
    const claims = tries.slice(0, 10);
    const rushes = tries.slice(10);
    expect(claims.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(claims.map((r) => (r.json() as Booking)._id)).size).toBe(1);
    expect(rushes.map((r) => r.statusCode)).toEqual(Array(10).fill(409));

    const [id] = token.split('.');
    const forged = await claim(`${id}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(W.offerLinkInvalid);
  });

  it('a block over the held place withdraws the offer (the person waits again); removing it offers it again', async () => {
    const { owner, businessId, zed, zedBooking, ada } = await fullTen();
    await cancelByCustomer(zed, zedBooking._id);
    const token = await emailedOffer(ada.user.email);
    const adaSocket = await connectAs(url, ada.token);
    const withdrawn = nextEvent(adaSocket, 'waitlistOffer', (offer) => offer.status === 'withdrawn');

    const block = await api().request('POST', `/api/businesses/${businessId}/blocks`, {
      token: owner.token,
      body: {
        teamMember: null,
        startsAt: `${DAY}T09:30:00.000Z`,
        endsAt: `${DAY}T11:30:00.000Z`,
        note: 'Staff meeting',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(await withdrawn).toMatchObject({ status: 'withdrawn' });
    await smtp.waitForMatching(
      (m) => sentTo(ada.user.email)(m) && /no longer available/i.test(m.parsed.subject ?? ''),
    );
    expect((await mine(ada))[0]).toMatchObject({ status: 'waiting', position: 1, offer: null });
    const refused = await claim(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(W.offerWithdrawn);

    const offeredAgain = nextEvent(adaSocket, 'waitlistOffer', (offer) => offer.status === 'held');
    const removed = await api().request(
      'DELETE',
      `/api/blocks/${(block.json() as { block: { _id: string } }).block._id}`,
      {
        token: owner.token,
      },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await offeredAgain).toMatchObject({ status: 'held', startTime: '10:00' });
  });

  it('a new member who does the service frees a place for the first in line, with them', async () => {
    const { owner, businessId, service, ada } = await fullTen();
    const adaSocket = await connectAs(url, ada.token);
    const offered = nextEvent(adaSocket, 'waitlistOffer', (offer) => offer.status === 'held');
    const created = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
      token: owner.token,
      body: { name: 'Maya', serviceIds: [service._id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const maya = created.json() as ManagedTeamMember;
    expect(await offered).toMatchObject({ startTime: '10:00', teamMember: { _id: maya._id, name: 'Maya' } });
  });

  it('an offer open across a restart still expires, once', async () => {
    const { zed, zedBooking, ada, ben } = await fullTen();
    await cancelByCustomer(zed, zedBooking._id);
    const token = await emailedOffer(ada.user.email);
    await app.close();
    now = new Date(START.getTime() + 20 * MINUTE);
    await start();
    expect((await untilStatus(token, 'expired')).status).toBe('expired');
    // Ben was next: the place is his now; Ada was told once.
    await emailedOffer(ben.user.email);
    const expiredMails = await smtp.waitForMatching(
      (m) => sentTo(ada.user.email)(m) && /gone to the next person/i.test(m.parsed.subject ?? ''),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(
      smtp.received.filter(
        (m) => sentTo(ada.user.email)(m) && /gone to the next person/i.test(m.parsed.subject ?? ''),
      ),
    ).toHaveLength(expiredMails.length);
    expect(expiredMails).toHaveLength(1);
  });

  it('a guest in line gets the offer by email and claims it without an account', async () => {
    const { service, zed, zedBooking, ada, ben } = await fullTen();
    for (const person of [ada, ben]) {
      const [entry] = await mine(person);
      expect(
        (await api().request('DELETE', `/api/waitlist/${entry!._id}`, { token: person.token })).statusCode,
      ).toBe(200);
    }
    const email = uniqueEmail('gwen');
    const joined = await api().request('POST', `/api/services/${service._id}/waitlist`, {
      body: { date: DAY, from: '09:30', to: '10:30', ...guest({ guestName: 'Gwen', guestEmail: email }) },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((joined.json() as JoinWaitlistResponse).position).toBe(1);

    await cancelByCustomer(zed, zedBooking._id);
    const token = await emailedOffer(email);
    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json() as Booking).toMatchObject({
      status: 'confirmed',
      // The first free start of the window (Zed's 10:00 had kept 09:30 too).
      startTime: '09:30',
      customer: null,
      guestName: 'Gwen',
      guestEmail: email,
    });
    // The guest's booking confirmation (with its manage link) follows, as for any guest booking.
    await smtp.waitForMatching((m) => sentTo(email)(m) && /confirmed/i.test(m.parsed.subject ?? ''));
  });

  it('leaving while holding a place passes it on to the next in line', async () => {
    const { zed, zedBooking, ada, ben } = await fullTen();
    await cancelByCustomer(zed, zedBooking._id);
    const adaToken = await emailedOffer(ada.user.email);
    const [entry] = await mine(ada);
    const left = await api().request('DELETE', `/api/waitlist/${entry!._id}`, { token: ada.token });
    expect(left.statusCode, left.body).toBe(200);
    expect(await offerOf(adaToken)).toMatchObject({ status: 'declined' });
    expect(await offerOf(await emailedOffer(ben.user.email))).toMatchObject({
      status: 'held',
      startTime: '10:00',
    });
  });

  it('refuses to remove a team member people wait in line for (saying how many); deactivating them is allowed', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC', reminderLeadMinutes: [] });
    const service = await createService(app, owner, business._id, {
      name: 'Cut',
      duration: 60,
      autoAcceptBookings: true,
    });
    const added = await api().request('POST', `/api/businesses/${business._id}/team-members`, {
      token: owner.token,
      body: { name: 'Maya', serviceIds: [service._id] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const maya = added.json() as { _id: string };
    // Maya's 10:00 is taken; two people wait for her there.
    const zed = await registerCustomer(app, { name: 'Zed', email: uniqueEmail('zed') });
    const booked = await api().request('POST', '/api/bookings', {
      token: zed.token,
      body: {
        service: service._id,
        business: business._id,
        notes: '',
        bookingDate: DAY,
        startTime: '10:00',
        teamMember: maya._id,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    for (const name of ['Ada', 'Ben']) {
      const person = await registerCustomer(app, { name, email: uniqueEmail(name.toLowerCase()) });
      const joined = await api().request('POST', `/api/services/${service._id}/waitlist`, {
        token: person.token,
        body: { date: DAY, from: '10:00', to: '11:00', teamMember: maya._id },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    // Her booking is cancelled: the first in line holds her place, the second still waits.
    expect((await cancelByCustomer(zed, (booked.json() as Booking)._id)).statusCode).toBe(200);
    const remove = () => api().request('DELETE', `/api/team-members/${maya._id}`, { token: owner.token });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(memberHasWaitlistMessage(2));
    const deactivated = await api().request('PUT', `/api/team-members/${maya._id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
  });

  it('deleting an account while holding a place passes it on to the next in line', async () => {
    const { zed, zedBooking, ada, ben } = await fullTen();
    await cancelByCustomer(zed, zedBooking._id);
    const adaToken = await emailedOffer(ada.user.email);
    const gone = await api().request('DELETE', '/api/users/me', {
      token: ada.token,
      body: { password: ada.password },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    // Her offer went with her account.
    const link = await api().request('GET', `/api/waitlist/offers/${encodeURIComponent(adaToken)}`);
    expect(link.statusCode).toBe(404);
    expect(await offerOf(await emailedOffer(ben.user.email))).toMatchObject({
      status: 'held',
      startTime: '10:00',
    });
  });

  it('offers a place none of the first ten in line suits to the first further down whose window takes it', async () => {
    const { businessId, service, zed, zedBooking, ada, ben } = await fullTen();
    for (const person of [ada, ben]) {
      const [entry] = await mine(person);
      expect(
        (await api().request('DELETE', `/api/waitlist/${entry!._id}`, { token: person.token })).statusCode,
      ).toBe(200);
    }
    const afternoon = await api().request('POST', '/api/bookings', {
      token: zed.token,
      body: { service: service._id, business: businessId, notes: '', bookingDate: DAY, startTime: '14:00' },
    });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
    // The line: eleven guests who can only come at 14:00 (taken), then two for 10:00. Written
    // straight to the database (thirteen joins through the API take long), one second apart.
    const guests = Array.from({ length: 13 }, (_, i) => ({
      email: uniqueEmail(`guest${i + 1}`),
      window: i < 11 ? ['14:00', '15:00'] : ['10:00', '11:00'],
    }));
    for (const [i, g] of guests.entries()) {
      await app.ctx.database.db.execute(sql`
        insert into waitlist_entries (service_id, business_id, entry_date, window_from, window_to, guest_name,
          guest_email, created_at, updated_at)
        values (${service._id}::uuid, ${businessId}::uuid, ${DAY}::date, ${g.window[0]}, ${g.window[1]},
          ${`Guest ${i + 1}`}, ${g.email}, ${new Date(START.getTime() + (i + 1) * 1000).toISOString()}::timestamptz,
          ${START.toISOString()}::timestamptz)`);
    }
    const offered = async () => {
      const result = await app.ctx.database.db.execute(sql`
        select e.guest_email as "email", o.status from waitlist_offers o
        join waitlist_entries e on e.id = o.entry_id
        where o.service_id = ${service._id}::uuid order by o.created_at, e.seq`);
      return (result as unknown as { rows: Array<{ email: string; status: string }> }).rows;
    };

    // 10:00 frees up: the first ten (and the eleventh) wait on for 14:00; the twelfth gets it.
    await cancelByCustomer(zed, zedBooking._id);
    const twelfth = await emailedOffer(guests[11]!.email);
    expect(await offerOf(twelfth)).toMatchObject({ status: 'held', startTime: '10:00' });
    expect(await offered()).toEqual([{ email: guests[11]!.email, status: 'held' }]);

    // The twelfth passes: the thirteenth is next for 10:00, still none of those before.
    expect((await decline(twelfth)).statusCode).toBe(200);
    const thirteenth = await emailedOffer(guests[12]!.email);
    expect(await offerOf(thirteenth)).toMatchObject({ status: 'held', startTime: '10:00' });
    expect(await offered()).toEqual([
      { email: guests[11]!.email, status: 'declined' },
      { email: guests[12]!.email, status: 'held' },
    ]);
  });

  it("keeps a time-only service's held place for today through the business's unrelated edits", async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC', reminderLeadMinutes: [] });
    const service = await createService(app, owner, business._id, {
      name: 'Walk-in cut',
      bookingType: 'time-only',
      duration: 60,
      autoAcceptBookings: true,
    });
    const zed = await registerCustomer(app, { name: 'Zed', email: uniqueEmail('zed') });
    const booked = await api().request('POST', '/api/bookings', {
      token: zed.token,
      body: { service: service._id, business: business._id, notes: '', startTime: '10:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const ada = await registerCustomer(app, { name: 'Ada', email: uniqueEmail('ada') });
    const today = START.toISOString().slice(0, 10);
    const joined = await api().request('POST', `/api/services/${service._id}/waitlist`, {
      token: ada.token,
      body: { date: today, from: '10:00', to: '11:00' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const cancelled = await api().request('PUT', `/api/bookings/${(booked.json() as Booking)._id}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const token = await emailedOffer(ada.user.email);
    expect(await offerOf(token)).toMatchObject({ status: 'held', date: today, startTime: '10:00' });

    // Another service added: nothing about this place changed.
    await createService(app, owner, business._id, { name: 'Beard trim', duration: 30 });
    expect(await offerOf(token)).toMatchObject({ status: 'held' });
  });
});
