// Reviews the business cannot fake (issue 32 item 3, docs/decisions/0031) through the real app and
// a pinned clock, on every database: bookings made from the business's own account or browser, or
// with its addresses, are never reviewed; each review says where it came from; a business's guest
// reviews beyond 3 in 24 hours are held for 7 days, counted in the rating only once published.
import { REVIEW_MESSAGES } from '@booklane/shared/domain';
import { type Booking, type BusinessReviews, type OwnReview } from '@booklane/shared/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { SignedIds } from '../src/modules/access/signed-ids';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 08:00 in Berlin: bookings are made then, for Tuesday morning.
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
// Tuesday 2 June 2026, 12:00 in Berlin: the bookings are over and get completed.
const TUESDAY_NOON_BERLIN = new Date('2026-06-02T10:00:00Z');
const DAY = 86_400_000;
const later = (days: number, from = TUESDAY_NOON_BERLIN) => new Date(from.getTime() + days * DAY);

/** The device cookie a sign-in answer sets, as the browser sends it back (`name=value`). */
function deviceCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const device = cookies.find((c) => c.startsWith('booklane_device=') && !c.includes('Max-Age=0'));
  expect(device, 'a device cookie').toBeDefined();
  return device!.split(';')[0]!;
}

describeEachBackend('reviews the business cannot fake', (scratch) => {
  let app: FastifyInstance;
  let now = MONDAY_8AM_BERLIN;
  const api = () => client(app);
  // The link of the booking's emails (the completion email's "How was ...?" carries it).
  let manageLinks: SignedIds;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', LOG_LEVEL: 'error' }), { clock: () => now });
    manageLinks = new SignedIds(app.ctx.jwtSecret, 'manage-link');
  });
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });
  afterAll(async () => app?.close());

  // ---- helpers -------------------------------------------------------------------------------

  type Shop = { owner: Account; businessId: string; serviceId: string; email: string };

  const shop = async (): Promise<Shop> => {
    const email = uniqueEmail('biz');
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin', email });
    const hours = { start: '08:00', end: '18:00', isOpen: true };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const res = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: Object.fromEntries(days.map((d) => [d, hours])) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const service = await createService(app, owner, business._id, { duration: 30, hasSlotLimit: false });
    return { owner, businessId: business._id, serviceId: service._id, email };
  };

  let minute = 0;
  /** A distinct Tuesday morning time per booking (the service has no slot limit anyway). */
  const nextTime = () => {
    minute = (minute + 30) % 240;
    return `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  };

  /** Signs in on a browser (its device cookie sent along, if it has one); answers the browser's cookie. */
  const signIn = async (account: Account, cookie?: string): Promise<string> => {
    const res = await api().request('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return deviceCookie(res);
  };

  /** A guest booking, sent signed in as `as` and from a browser with `cookie`, when given. */
  const guestBooking = async (
    s: Shop,
    from: { as?: Account; cookie?: string; email?: string } = {},
  ): Promise<Booking> => {
    now = MONDAY_8AM_BERLIN;
    const res = await api().request('POST', '/api/bookings/guest', {
      ...(from.as ? { token: from.as.token } : {}),
      ...(from.cookie ? { headers: { cookie: from.cookie } } : {}),
      body: {
        service: s.serviceId,
        business: s.businessId,
        bookingDate: '2026-06-02',
        startTime: nextTime(),
        ...guest({ guestEmail: from.email ?? uniqueEmail('guest'), guestName: 'Gina van der Berg' }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };

  const customerBooking = async (s: Shop, customer: Account, cookie?: string): Promise<Booking> => {
    now = MONDAY_8AM_BERLIN;
    const res = await api().request('POST', '/api/bookings', {
      token: customer.token,
      ...(cookie ? { headers: { cookie } } : {}),
      body: {
        service: s.serviceId,
        business: s.businessId,
        notes: '',
        bookingDate: '2026-06-02',
        startTime: nextTime(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };

  /** Confirms and completes the bookings (on Tuesday at noon; the clock is left there). */
  const complete = async (s: Shop, ...bookings: Booking[]) => {
    for (const booking of bookings) {
      for (const status of ['confirmed', 'completed']) {
        if (status === 'completed') now = TUESDAY_NOON_BERLIN;
        const res = await api().request('PUT', `/api/bookings/${booking._id}/status`, {
          token: s.owner.token,
          body: { status },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  };

  const guestReview = (booking: Booking, body: { rating: number; text?: string }) =>
    api().request('POST', `/api/manage/${manageLinks.token(booking._id)}/review`, { body });
  const customerReview = (customer: Account, booking: Booking, body: { rating: number }) =>
    api().request('POST', `/api/bookings/${booking._id}/review`, { token: customer.token, body });
  const publicList = async (s: Shop) => {
    const res = await api().request('GET', `/api/businesses/${s.businessId}/reviews`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BusinessReviews;
  };
  const managed = async (booking: Booking) =>
    (await api().request('GET', `/api/manage/${manageLinks.token(booking._id)}`)).json() as Booking;

  // ---- the business's own bookings -------------------------------------------------------------

  it("refuses reviews of bookings made signed in as the owner or from the owner's browser; labels the others", async () => {
    const s = await shop();
    const customer = await registerCustomer(app, { name: 'Alex Martin' });

    // The owner's browser keeps its device cookie for the whole API, not only for signing in.
    const login = await api().request('POST', '/api/auth/login', {
      body: { email: s.owner.user.email, password: s.owner.password },
    });
    const cookies = [login.headers['set-cookie']].flat().map(String);
    expect(cookies.find((c) => c.startsWith('booklane_device=') && !c.includes('Max-Age=0'))).toMatch(
      /; Path=\/api;/,
    );
    expect(cookies.find((c) => c.includes('Max-Age=0'))).toMatch(/^booklane_device=; Path=\/api\/auth;/);
    const ownersBrowser = deviceCookie(login);
    // A customer who signs in on the owner's browser books from it too.
    const sharedBrowser = await signIn(customer, ownersBrowser);
    const customersOwnBrowser = await signIn(customer);

    const signedInAsOwner = await guestBooking(s, { as: s.owner });
    const fromOwnersBrowser = await guestBooking(s, { cookie: ownersBrowser });
    const customerOnOwnersBrowser = await customerBooking(s, customer, sharedBrowser);
    const realGuest = await guestBooking(s, { cookie: customersOwnBrowser });
    const realCustomer = await customerBooking(s, customer, customersOwnBrowser);
    await complete(s, signedInAsOwner, fromOwnersBrowser, customerOnOwnersBrowser, realGuest, realCustomer);

    for (const booking of [signedInAsOwner, fromOwnersBrowser]) {
      const res = await guestReview(booking, { rating: 5 });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(REVIEW_MESSAGES.madeByBusiness);
    }
    const refused = await customerReview(customer, customerOnOwnersBrowser, { rating: 5 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(REVIEW_MESSAGES.madeByBusiness);
    expect((await publicList(s)).count).toBe(0);

    // Everyone else reviews, and each review says where it came from.
    now = later(0.1);
    const byGuest = await guestReview(realGuest, { rating: 3 });
    expect(byGuest.statusCode, byGuest.body).toBe(201);
    expect(byGuest.json()).toMatchObject({ source: 'guest', heldUntil: null });
    now = later(0.2);
    const byCustomer = await customerReview(customer, realCustomer, { rating: 4 });
    expect(byCustomer.statusCode, byCustomer.body).toBe(201);
    expect(byCustomer.json()).toMatchObject({ source: 'customer', heldUntil: null });

    const listed = await publicList(s);
    expect(listed).toMatchObject({ count: 2, average: 3.5 });
    expect(listed.reviews.map((r) => [r.reviewerName, r.source])).toEqual([
      ['Alex M.', 'customer'],
      ['Gina B.', 'guest'],
    ]);
    const owners = await api().request('GET', `/api/businesses/${s.businessId}/reviews/manage`, {
      token: s.owner.token,
    });
    expect((owners.json() as BusinessReviews).reviews.map((r) => r.source)).toEqual(['customer', 'guest']);
  });

  it("refuses a booking with the owner's address as a guest, or with the business's address as a customer", async () => {
    const s = await shop();
    const withOwnersAddress = await guestBooking(s, { email: s.owner.user.email.toUpperCase() });
    const businessAccount = await registerCustomer(app, { email: s.email });
    const withBusinessAddress = await customerBooking(s, businessAccount);
    await complete(s, withOwnersAddress, withBusinessAddress);

    const asGuest = await guestReview(withOwnersAddress, { rating: 5 });
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().message).toBe(REVIEW_MESSAGES.ownBusiness);
    const asCustomer = await customerReview(businessAccount, withBusinessAddress, { rating: 5 });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe(REVIEW_MESSAGES.ownBusiness);
    expect((await publicList(s)).count).toBe(0);
  });

  // ---- bursts of guest reviews -------------------------------------------------------------------

  it('holds guest reviews beyond 3 in 24 hours out of the list and the rating, and publishes them 7 days later', async () => {
    const s = await shop();
    const customer = await registerCustomer(app);
    const guests = [
      await guestBooking(s),
      await guestBooking(s),
      await guestBooking(s),
      await guestBooking(s),
      await guestBooking(s),
    ];
    const booked = await customerBooking(s, customer);
    await complete(s, ...guests, booked);

    now = later(1);
    for (const booking of guests.slice(0, 3)) {
      now = new Date(now.getTime() + 60_000);
      const res = await guestReview(booking, { rating: 5 });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as OwnReview).heldUntil).toBeNull();
    }
    now = later(1.5);
    const fourth = await guestReview(guests[3]!, { rating: 1, text: 'Held back' });
    expect(fourth.statusCode, fourth.body).toBe(201);
    const held = fourth.json() as OwnReview;
    expect(held).toMatchObject({ source: 'guest', heldUntil: later(8.5).toISOString() });
    // Customers' reviews are not limited.
    const byCustomer = await customerReview(customer, booked, { rating: 4 });
    expect(byCustomer.statusCode).toBe(201);
    expect((byCustomer.json() as OwnReview).heldUntil).toBeNull();

    const expectPublic = async (summary: Partial<BusinessReviews>, reviews: number) => {
      const listed = await publicList(s);
      expect(listed).toMatchObject(summary);
      expect(listed.reviews).toHaveLength(reviews);
      return listed;
    };
    const before = await expectPublic({ count: 4, average: 4.8 }, 4);
    expect(before.reviews.map((r) => r._id)).not.toContain(held._id);
    const owners = await api().request('GET', `/api/businesses/${s.businessId}/reviews/manage`, {
      token: s.owner.token,
    });
    expect((owners.json() as BusinessReviews).reviews.map((r) => r._id)).not.toContain(held._id);
    // Its author sees it held; nobody can answer or report it yet.
    expect((await managed(guests[3]!)).review).toMatchObject({ _id: held._id, heldUntil: held.heldUntil });
    const answer = await api().request('PUT', `/api/reviews/${held._id}/answer`, {
      token: s.owner.token,
      body: { text: 'Thanks!' },
    });
    expect(answer.statusCode).toBe(404);
    const report = await api().request('POST', `/api/reviews/${held._id}/report`, {
      token: customer.token,
      body: { reason: 'Fake?' },
    });
    expect(report.statusCode).toBe(404);
    // Its author may change it meanwhile: the rating does not move until it is published.
    const edited = await api().request('PUT', `/api/manage/${manageLinks.token(guests[3]!._id)}/review`, {
      body: { rating: 2, text: 'Held back, changed' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as OwnReview).heldUntil).toBe(held.heldUntil);
    await expectPublic({ count: 4, average: 4.8 }, 4);

    // A day after the first three, the window has room again.
    now = later(2.01);
    const fifth = await guestReview(guests[4]!, { rating: 3 });
    expect(fifth.statusCode).toBe(201);
    expect((fifth.json() as OwnReview).heldUntil).toBeNull();
    await expectPublic({ count: 5, average: 4.4 }, 5);

    // Seven days after it was written, the held review is published, and counted as it is now.
    now = later(8.49);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expectPublic({ count: 5 }, 5);
    now = later(8.51);
    await vi.waitFor(async () => expectPublic({ count: 6, average: 4 }, 6), {
      timeout: 10_000,
      interval: 200,
    });
    const after = await publicList(s);
    expect(after.breakdown).toEqual({ '1': 0, '2': 1, '3': 1, '4': 1, '5': 3 });
    expect(after.reviews.find((r) => r._id === held._id)).toMatchObject({ source: 'guest', rating: 2 });
    expect((await managed(guests[3]!)).review).toMatchObject({ _id: held._id, heldUntil: null });
  });

  it('counts guest reviews of one business written at once one after another: 3 published, the rest held', async () => {
    const s = await shop();
    const bookings: Booking[] = [];
    for (let i = 0; i < 6; i++) bookings.push(await guestBooking(s));
    await complete(s, ...bookings);
    now = later(1);
    const answers = await Promise.all(bookings.map((b) => guestReview(b, { rating: 5 })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const heldCount = answers.filter((r) => (r.json() as OwnReview).heldUntil !== null).length;
    expect(heldCount).toBe(3);
    expect(await publicList(s)).toMatchObject({ count: 3, average: 5 });
  });
});
