// Verified reviews (issue 22, docs/decisions/0023) through the real app, a real SMTP server and a
// pinned clock, on every database: who may review which booking and until when, guests through
// the manage link, hostile text, edits, the owner's answers and list, reports, the rating summary
// and its paging, and the emails that invite a review.
import { BOOKING_MESSAGES, REVIEW_MESSAGES } from '@booklane/shared/domain';
import {
  type Booking,
  type BusinessReviews,
  type NotificationLogEntry,
  type OwnerReview,
  type OwnerReviews,
  type OwnReview,
} from '@booklane/shared/schemas';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { MAIL_PUBLIC_URL, notificationTo } from './helpers/mail';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';
import { webShell } from './helpers/web-shell';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer): bookings are made then.
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
// Tuesday 2 June 2026, 12:00 in Berlin: the bookings (Tuesday morning) are over and get completed.
const TUESDAY_NOON_BERLIN = new Date('2026-06-02T10:00:00Z');
const DAY = 86_400_000;
const later = (days: number, from = TUESDAY_NOON_BERLIN) => new Date(from.getTime() + days * DAY);

describeEachBackend('verified reviews', (scratch) => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let now = MONDAY_8AM_BERLIN;
  const api = () => client(app);
  // The pages' heads (aggregateRating) are read from the app's shell.
  const web = webShell();

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(
      scratch().config({
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'error',
        SMTP_URL: smtp.url,
        MAIL_RETRY_DELAY_SECONDS: '1',
        PUBLIC_URL: MAIL_PUBLIC_URL,
        WEB_DIST_DIR: web.dir,
      }),
      { clock: () => now },
    );
  });
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    web.remove();
  });

  // ---- helpers -------------------------------------------------------------------------------

  type Shop = { owner: Account; businessId: string; email: string; serviceId: string };

  const shop = async (
    overrides: { name?: string; address?: string } = {},
  ): Promise<Shop & { username: string }> => {
    const email = uniqueEmail('biz');
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin', email, ...overrides });
    const hours = { start: '08:00', end: '18:00', isOpen: true };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const res = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: Object.fromEntries(days.map((d) => [d, hours])) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const service = await createService(app, owner, business._id, {
      name: 'Haircut <b>deluxe</b>',
      duration: 30,
      hasSlotLimit: false,
    });
    return { owner, businessId: business._id, email, serviceId: service._id, username: business.username };
  };

  let minute = 0;
  /** A distinct Tuesday morning time per booking (the service has no slot limit anyway). */
  const nextTime = () => {
    minute = (minute + 30) % 240;
    return `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  };

  const setStatus = (s: Shop, id: string, status: string) =>
    api().request('PUT', `/api/bookings/${id}/status`, { token: s.owner.token, body: { status } });

  /** Confirms the booking, and completes it on Tuesday at noon (the clock is left there). */
  const complete = async (s: Shop, id: string) => {
    expect((await setStatus(s, id, 'confirmed')).statusCode).toBe(200);
    now = TUESDAY_NOON_BERLIN;
    const done = await setStatus(s, id, 'completed');
    expect(done.statusCode, done.body).toBe(200);
  };

  const book = async (s: Shop, customer: Account): Promise<Booking> => {
    now = MONDAY_8AM_BERLIN;
    const res = await api().request('POST', '/api/bookings', {
      token: customer.token,
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

  const completedBooking = async (s: Shop, customer: Account): Promise<Booking> => {
    const booking = await book(s, customer);
    await complete(s, booking._id);
    return booking;
  };

  const guestBooking = async (s: Shop, guestEmail = uniqueEmail('guest')) => {
    now = MONDAY_8AM_BERLIN;
    const res = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: s.serviceId,
        business: s.businessId,
        bookingDate: '2026-06-02',
        startTime: nextTime(),
        ...guest({ guestEmail, guestName: 'Gina van der Berg' }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { booking: res.json() as Booking, guestEmail };
  };

  const review = (customer: Account, bookingId: string, body: unknown) =>
    api().request('POST', `/api/bookings/${bookingId}/review`, { token: customer.token, body });
  const edit = (customer: Account, reviewId: string, body: unknown) =>
    api().request('PUT', `/api/reviews/${reviewId}`, { token: customer.token, body });
  const answer = (owner: Account, reviewId: string, text: string) =>
    api().request('PUT', `/api/reviews/${reviewId}/answer`, { token: owner.token, body: { text } });
  const publicList = async (s: Shop, query = '') => {
    const res = await api().request('GET', `/api/businesses/${s.businessId}/reviews${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BusinessReviews;
  };
  const ownerList = async (s: Shop) => {
    const res = await api().request('GET', `/api/businesses/${s.businessId}/reviews/manage`, {
      token: s.owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OwnerReviews;
  };
  const written = async (customer: Account, bookingId: string, rating: number, text = '') => {
    const res = await review(customer, bookingId, { rating, text });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OwnReview;
  };

  const mailTo = async (address: string, subject: RegExp, n = 1): Promise<ReceivedMail> => {
    const mails = await smtp.waitForMatching(
      (m) => notificationTo(address)(m) && subject.test(m.parsed.subject ?? ''),
      n,
    );
    return mails[n - 1]!;
  };
  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received.filter((m) => notificationTo(address)(m) && subject.test(m.parsed.subject ?? ''));
  const log = async (s: Shop, id: string) =>
    (
      await api().request('GET', `/api/bookings/${id}/notifications`, { token: s.owner.token })
    ).json() as NotificationLogEntry[];

  const manageTokenIn = (mail: ReceivedMail): string => {
    const match = new RegExp(`${MAIL_PUBLIC_URL}/manage/([^\\s"<]+)`).exec(mail.parsed.text ?? '');
    expect(match, 'a manage link').not.toBeNull();
    return match![1]!;
  };

  // ---- who may review, and when ---------------------------------------------------------------

  it('lets only the customer review a completed booking, once, within 60 days of its completion', async () => {
    const s = await shop();
    const customer = await registerCustomer(app);
    const other = await registerCustomer(app);

    const pending = await book(s, customer);
    const notCompleted = await review(customer, pending._id, { rating: 5 });
    expect(notCompleted.statusCode).toBe(409);
    expect(notCompleted.json().message).toBe(REVIEW_MESSAGES.notCompleted);

    await complete(s, pending._id);
    // Someone else's booking does not exist for them.
    const foreign = await review(other, pending._id, { rating: 1, text: 'Never went there' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Booking not found');
    // The business's owner is no customer.
    expect((await review(s.owner, pending._id, { rating: 5 })).statusCode).toBe(403);

    now = later(59);
    const first = await review(customer, pending._id, { rating: 4, text: '  Lovely cut.  ' });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json() as OwnReview;
    expect(created).toMatchObject({ bookingId: pending._id, rating: 4, text: 'Lovely cut.', answer: null });
    expect(created.editableUntil).toBe(new Date(now.getTime() + 7 * DAY).toISOString());

    const again = await review(customer, pending._id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const late = await completedBooking(s, customer);
    now = later(60.01);
    const tooLate = await review(customer, late._id, { rating: 5 });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(REVIEW_MESSAGES.windowClosed);

    // Ratings are whole stars from 1 to 5.
    const fresh = await completedBooking(s, customer);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const bad = await review(customer, fresh._id, { rating });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json().details[0]).toMatchObject({ path: 'rating', message: REVIEW_MESSAGES.ratingInvalid });
    }

    // The customer's history says which completed bookings have a review.
    const history = (
      await api().request('GET', '/api/bookings/user/history', { token: customer.token })
    ).json() as Booking[];
    const byId = new Map(history.map((b) => [b._id, b]));
    expect(byId.get(pending._id)?.review).toMatchObject({ _id: created._id, rating: 4 });
    expect(byId.get(fresh._id)?.review).toBeNull();
  });

  it("refuses the owner's review of their own business, made as a guest with their address", async () => {
    const s = await shop();
    const { booking } = await guestBooking(s, s.owner.user.email);
    await complete(s, booking._id);
    const token = manageTokenIn(await mailTo(s.owner.user.email, /^How was /));
    const res = await api().request('POST', `/api/manage/${token}/review`, { body: { rating: 5 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REVIEW_MESSAGES.ownBusiness);
    expect((await publicList(s)).count).toBe(0);
  });

  // ---- guests ------------------------------------------------------------------------------------

  it('lets a guest review through the manage link of the completion email, and not through an altered one', async () => {
    const s = await shop();
    const { booking, guestEmail } = await guestBooking(s);
    await complete(s, booking._id);
    const mail = await mailTo(guestEmail, /^How was /);
    const token = manageTokenIn(mail);

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${booking._id}.x`, 'nonsense']) {
      const res = await api().request('POST', `/api/manage/${bad}/review`, { body: { rating: 5 } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.manageLinkInvalid);
    }
    expect((await publicList(s)).count).toBe(0);

    // Weeks after the visit (past the link's usual 7 days after the start) the link still opens it.
    now = later(30);
    const before = (await api().request('GET', `/api/manage/${token}`)).json() as Booking;
    expect(before.review).toBeNull();
    const created = await api().request('POST', `/api/manage/${token}/review`, {
      body: { rating: 3, text: 'Fine.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seen = (await api().request('GET', `/api/manage/${token}`)).json() as Booking;
    expect(seen.review).toMatchObject({ rating: 3, text: 'Fine.' });

    const changed = await api().request('PUT', `/api/manage/${token}/review`, {
      body: { rating: 4, text: 'Better than I said.' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicList(s)).reviews).toEqual([
      expect.objectContaining({ rating: 4, text: 'Better than I said.', reviewerName: 'Gina B.' }),
    ]);
    expect(
      (await api().request('PUT', `/api/manage/${tampered}/review`, { body: { rating: 1 } })).statusCode,
    ).toBe(404);

    now = later(37.01);
    const closed = await api().request('PUT', `/api/manage/${token}/review`, { body: { rating: 1 } });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(REVIEW_MESSAGES.editClosed);

    // Once no review can be written or changed any more, the link has expired like any other.
    now = later(67.01);
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/review'],
      ['PUT', '/review'],
    ] as const) {
      const res = await api().request(method, `/api/manage/${token}${suffix}`, {
        ...(method === 'GET' ? {} : { body: { rating: 2 } }),
      });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.manageLinkInvalid);
    }
  });

  // ---- text --------------------------------------------------------------------------------------

  it('keeps HTML as inert text, strips bidi overrides, zero-width and control characters, refuses 2,001 characters', async () => {
    const s = await shop();
    const customer = await registerCustomer(app, { name: 'Alex Martin' });
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> &amp; "quoted"';
    const [a, b, c] = [
      await completedBooking(s, customer),
      await completedBooking(s, customer),
      await completedBooking(s, customer),
    ];
    now = later(0.1);
    const kept = await written(customer, a._id, 5, hostile);
    expect(kept.text).toBe(hostile);

    now = later(0.2);
    const sneaky = await written(
      customer,
      b._id,
      2,
      '\u200B\u202Egood\u202C ser\u200Bvice\u2066!\u2069\u0007\r\nline two \uFEFF👩‍👩‍👧 ok',
    );
    expect(sneaky.text).toBe('good service!\nline two 👩‍👩‍👧 ok');

    now = later(0.3);
    const tooLong = await review(customer, c._id, { rating: 3, text: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details[0]).toMatchObject({ path: 'text', message: REVIEW_MESSAGES.textTooLong });
    // 2,000 characters of emoji (two UTF-16 units each) fit: characters are counted, not units.
    const longest = await written(customer, c._id, 3, '😀'.repeat(2000));
    expect([...longest.text]).toHaveLength(2000);

    const listed = await api().request('GET', `/api/businesses/${s.businessId}/reviews`);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    const reviews = (listed.json() as BusinessReviews).reviews;
    expect(reviews.map((r) => r.text)).toEqual(['😀'.repeat(2000), 'good service!\nline two 👩‍👩‍👧 ok', hostile]);
    expect(reviews[0]).toMatchObject({ reviewerName: 'Alex M.', serviceName: 'Haircut <b>deluxe</b>' });
  });

  // ---- edits ---------------------------------------------------------------------------------------

  it('lets the author change a review for 7 days, then keeps it fixed; the summary follows every edit', async () => {
    const s = await shop();
    const customers = await Promise.all([1, 2, 3].map(() => registerCustomer(app)));
    const ratings = [5, 4, 2];
    const mine: OwnReview[] = [];
    for (const [i, customer] of customers.entries()) {
      mine.push(await written(customer, (await completedBooking(s, customer))._id, ratings[i]!));
    }
    expect(await publicList(s)).toMatchObject({
      average: 3.7,
      count: 3,
      breakdown: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 },
    });

    // Someone else cannot change it; its author can, within 7 days.
    expect((await edit(customers[0]!, mine[2]!._id, { rating: 5 })).statusCode).toBe(404);
    now = later(6.9);
    const changed = await edit(customers[2]!, mine[2]!._id, { rating: 5, text: 'Changed my mind' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      rating: 5,
      text: 'Changed my mind',
      createdAt: mine[2]!.createdAt,
    });
    expect(await publicList(s)).toMatchObject({
      average: 4.7,
      count: 3,
      breakdown: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
    // The same rating again changes no count.
    expect((await edit(customers[1]!, mine[1]!._id, { rating: 4, text: 'Still four' })).statusCode).toBe(200);
    expect((await publicList(s)).average).toBe(4.7);

    now = later(7.01);
    const fixed = await edit(customers[2]!, mine[2]!._id, { rating: 1 });
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(REVIEW_MESSAGES.editClosed);
    expect((await publicList(s)).average).toBe(4.7);
  });

  it('answers no reviews with a null average', async () => {
    const s = await shop();
    expect(await publicList(s)).toEqual({
      average: null,
      count: 0,
      breakdown: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      reviews: [],
      hasMore: false,
    });
    const unknown = await api().request('GET', `/api/businesses/${crypto.randomUUID()}/reviews`);
    expect(unknown.statusCode).toBe(404);
  });

  // ---- answers and the owner's list -----------------------------------------------------------------

  it("lets the business's owner answer once and change the answer; another owner gets 403", async () => {
    const s = await shop();
    const other = await shop();
    const customer = await registerCustomer(app);
    const mine = await written(customer, (await completedBooking(s, customer))._id, 2, 'Too short');

    const first = await answer(s.owner, mine._id, 'Sorry, <i>come back</i> and we fix it.');
    expect(first.statusCode, first.body).toBe(200);
    const answered = first.json() as OwnerReview;
    expect(answered.answer).toMatchObject({ text: 'Sorry, <i>come back</i> and we fix it.' });

    now = later(1);
    const second = await answer(s.owner, mine._id, 'Sorry: the next cut is on us.');
    expect(second.statusCode).toBe(200);
    expect((second.json() as OwnerReview).answer).toEqual({
      text: 'Sorry: the next cut is on us.',
      createdAt: answered.answer!.createdAt,
      updatedAt: now.toISOString(),
    });
    const listed = (await publicList(s)).reviews;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.answer?.text).toBe('Sorry: the next cut is on us.');

    const foreign = await answer(other.owner, mine._id, 'Not my business');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(REVIEW_MESSAGES.answerOwnBusiness);
    expect(
      (
        await api().request('PUT', `/api/reviews/${mine._id}/answer`, {
          token: customer.token,
          body: { text: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const empty = await answer(s.owner, mine._id, '   ');
    expect(empty.statusCode).toBe(400);
    expect((await answer(s.owner, mine._id, 'y'.repeat(2001))).statusCode).toBe(400);
    // The author sees the answer too.
    const history = (
      await api().request('GET', '/api/bookings/user/history', { token: customer.token })
    ).json() as Booking[];
    expect(history[0]?.review?.answer?.text).toBe('Sorry: the next cut is on us.');
  });

  it('takes one report per account, keeps the review listed, and shows reports to the owner, unanswered first', async () => {
    const s = await shop();
    const customer = await registerCustomer(app);
    const reader = await registerCustomer(app);
    const [first, second] = [await completedBooking(s, customer), await completedBooking(s, customer)];
    const older = await written(customer, first._id, 1, 'Terrible');
    now = later(0.5);
    const newer = await written(customer, second._id, 5, 'Great');
    expect((await answer(s.owner, newer._id, 'Thank you!')).statusCode).toBe(200);

    const report = (account: Account | null, reason: string) =>
      api().request('POST', `/api/reviews/${older._id}/report`, {
        ...(account ? { token: account.token } : {}),
        body: { reason },
      });
    expect((await report(null, 'spam')).statusCode).toBe(401);
    const reported = await report(reader, 'Not a real customer?');
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().message).toBe(REVIEW_MESSAGES.reported);
    const twice = await report(reader, 'Again');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_MESSAGES.alreadyReported);
    now = later(0.6);
    expect((await report(s.owner, 'Rude')).statusCode).toBe(201);
    expect((await report(reader, '')).statusCode).toBe(400);
    expect(
      (
        await api().request('POST', `/api/reviews/${crypto.randomUUID()}/report`, {
          token: reader.token,
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const visible = await publicList(s);
    expect(visible.reviews.map((r) => r._id)).toEqual([newer._id, older._id]);
    expect(visible.reviews[1]).not.toHaveProperty('reported');

    const owners = await ownerList(s);
    expect(owners.reviews.map((r) => r._id)).toEqual([older._id, newer._id]);
    expect(owners.reviews[0]!.reported).toEqual({ count: 2, reasons: ['Rude', 'Not a real customer?'] });
    expect(owners.reviews[1]!.reported).toEqual({ count: 0, reasons: [] });
    // One of the two still waits for an answer: the tab's count.
    expect(owners).toMatchObject({ average: 3, count: 2, unanswered: 1 });
    expect((await answer(s.owner, older._id, 'Sorry to hear it.')).statusCode).toBe(200);
    expect((await ownerList(s)).unanswered).toBe(0);

    const other = await shop();
    const foreign = await api().request('GET', `/api/businesses/${s.businessId}/reviews/manage`, {
      token: other.owner.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('pages reviews newest first and says whether more follow', async () => {
    const s = await shop();
    const customer = await registerCustomer(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const booking = await completedBooking(s, customer);
      now = later(i / 24);
      ids.push((await written(customer, booking._id, 1 + i))._id);
    }
    const newestFirst = [...ids].reverse();
    const first = await publicList(s, '?page=1&limit=2');
    expect(first.reviews.map((r) => r._id)).toEqual(newestFirst.slice(0, 2));
    expect(first.hasMore).toBe(true);
    expect(first).toMatchObject({ count: 5, average: 3 });
    const third = await publicList(s, '?page=3&limit=2');
    expect(third.reviews.map((r) => r._id)).toEqual(newestFirst.slice(4));
    expect(third.hasMore).toBe(false);
    expect((await publicList(s)).reviews).toHaveLength(5);
    // A kept answer is not served after a write: a new review shows at once.
    const etag = String((await api().request('GET', `/api/businesses/${s.businessId}/reviews`)).headers.etag);
    const unchanged = await api().request('GET', `/api/businesses/${s.businessId}/reviews`, {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    const sixth = await completedBooking(s, customer);
    now = later(1);
    await written(customer, sixth._id, 5);
    const fresh = await api().request('GET', `/api/businesses/${s.businessId}/reviews`, {
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect((fresh.json() as BusinessReviews).count).toBe(6);
  });

  it('shows ratings in the directory, ranks by them once a business has 3 reviews, and gives the page aggregateRating', async () => {
    const town = `Ratingtown${crypto.randomBytes(4).toString('hex')}`;
    const zulu = await shop({ name: 'Zulu Cuts', address: `1 Main Street, ${town}` });
    const mike = await shop({ name: 'Mike Cuts', address: `2 Main Street, ${town}` });
    const alpha = await shop({ name: 'Alpha Cuts', address: `3 Main Street, ${town}` });
    const customer = await registerCustomer(app);
    for (const [s, rating] of [
      [zulu, 4],
      [zulu, 4],
      [zulu, 5],
      [mike, 5],
    ] as const) {
      const booking = await completedBooking(s, customer);
      await written(customer, booking._id, rating);
    }
    type Listed = { name: string; rating: { average: number | null; count: number } };
    const listed = async (url: string) => {
      const res = await api().request('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Listed[] | { businesses: Listed[] };
      return (Array.isArray(body) ? body : body.businesses).map((b) => [
        b.name,
        b.rating.average,
        b.rating.count,
      ]);
    };
    // By name unless asked; by rating, a single 5-star review does not beat three good ones.
    expect(await listed(`/api/businesses?search=${town}`)).toEqual([
      ['Alpha Cuts', null, 0],
      ['Mike Cuts', 5, 1],
      ['Zulu Cuts', 4.3, 3],
    ]);
    const byRating = [
      ['Zulu Cuts', 4.3, 3],
      ['Mike Cuts', 5, 1],
      ['Alpha Cuts', null, 0],
    ];
    expect(await listed(`/api/businesses?search=${town}&sort=rating`)).toEqual(byRating);
    expect(await listed(`/api/directory?search=${town}&sort=rating`)).toEqual(byRating);
    expect((await api().request('GET', '/api/businesses?sort=stars')).statusCode).toBe(400);

    // Search engines read the same rating on the page; a business without reviews has none.
    const jsonLd = async (username: string) => {
      const html = (await app.inject({ url: `/${username}` })).body;
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      return script ? (JSON.parse(script[1]!) as Record<string, unknown>) : undefined;
    };
    expect((await jsonLd(zulu.username))?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(await jsonLd(alpha.username)).not.toHaveProperty('aggregateRating');
  });

  // ---- emails ------------------------------------------------------------------------------------------

  it('invites a review on completion and once more a day later, unless a review was written meanwhile', async () => {
    const s = await shop();
    const customer = await registerCustomer(app);
    const reviewed = await completedBooking(s, customer);
    const completedMail = await mailTo(customer.user.email, /^How was /);
    expect(completedMail.parsed.text).toContain(
      `${MAIL_PUBLIC_URL}/customer/bookings/${reviewed._id}/review`,
    );
    expect(completedMail.parsed.html).toContain(
      `${MAIL_PUBLIC_URL}/customer/bookings/${reviewed._id}/review`,
    );
    expect(completedMail.parsed.subject).toBe('How was Haircut <b>deluxe</b> at Test Salon?');
    expect(completedMail.parsed.html).not.toContain('<b>deluxe</b>');

    const silent = await completedBooking(s, customer);
    await mailTo(customer.user.email, /^How was /, 2);
    // One of them gets a review before the day is over.
    now = later(0.5);
    await written(customer, reviewed._id, 5);

    now = later(1.01);
    const followUp = await mailTo(customer.user.email, /^A minute for a review\? /);
    expect(followUp.parsed.text).toContain(`${MAIL_PUBLIC_URL}/customer/bookings/${silent._id}/review`);
    // Time goes on: no second follow-up, and none for the reviewed booking. Every message of a
    // booking is in its log from the moment it is caused; once none of the two bookings' is left
    // to send (all due by now), what was sent is all that ever will be.
    now = later(3);
    const reviewMails = async (id: string) => {
      const entries = await log(s, id);
      expect(entries.filter((e) => e.status === 'queued' || e.status === 'retrying')).toEqual([]);
      return entries
        .filter((e) => e.kind === 'customer_booking_completed' || e.kind === 'customer_review_reminder')
        .map((e) => `${e.kind}:${e.status}`);
    };
    await vi.waitFor(
      async () => {
        expect(await reviewMails(silent._id)).toEqual([
          'customer_booking_completed:sent',
          'customer_review_reminder:sent',
        ]);
        expect(await reviewMails(reviewed._id)).toEqual(['customer_booking_completed:sent']);
      },
      { timeout: 10_000 },
    );
    expect(mailsTo(customer.user.email, /^A minute for a review\? /)).toHaveLength(1);
  });

  it('sends no follow-up after a review written while the follow-up was being sent or waited for another attempt', async () => {
    const s = await shop();
    const customer = await registerCustomer(app);
    const followUps = /^A minute for a review\? /;
    const reviewedWhileRetrying = await completedBooking(s, customer);
    const reviewedWhileSending = await completedBooking(s, customer);
    const neverReviewed = await completedBooking(s, customer);
    await mailTo(customer.user.email, /^How was /, 3);
    const followUpFor = (id: string) =>
      mailsTo(customer.user.email, followUps).filter((m) =>
        (m.parsed.text ?? '').includes(`/customer/bookings/${id}/review`),
      );
    const reminderStatus = async (id: string) =>
      (await log(s, id)).filter((e) => e.kind === 'customer_review_reminder').map((e) => e.status);

    try {
      // The mail provider is down when the follow-ups fall due: each waits for another attempt.
      smtp.setRefusing(true);
      now = later(1.01);
      await vi.waitFor(
        async () => {
          for (const b of [reviewedWhileRetrying, reviewedWhileSending, neverReviewed])
            expect(await reminderStatus(b._id)).toEqual(['retrying']);
        },
        { timeout: 15_000, interval: 100 },
      );
      // A review meanwhile: that follow-up is not tried again.
      const refusedBefore = smtp.refusedCount();
      await written(customer, reviewedWhileRetrying._id, 4);
      expect(await reminderStatus(reviewedWhileRetrying._id)).toEqual([]);
      // The owner's notice of that review is tried (and refused) before the provider comes back:
      // else its first attempt is the one held below, and the worker waits on it alone.
      await vi.waitFor(() => expect(smtp.refusedCount()).toBe(refusedBefore + 1), {
        timeout: 15_000,
        interval: 50,
      });

      // The next attempts are under way (the provider has not answered yet) when the customer reviews.
      smtp.setRefusing(false);
      smtp.hold();
      now = later(1.02);
      const toCustomer = () => smtp.heldRecipients().filter((to) => to === customer.user.email);
      await vi.waitFor(() => expect(toCustomer()).toHaveLength(2), { timeout: 15_000, interval: 50 });
      await written(customer, reviewedWhileSending._id, 5);
      // Those attempts fail too: the reviewed booking's follow-up is not tried again, the other one is.
      smtp.setRefusing(true);
      smtp.release();
      await vi.waitFor(
        async () => {
          expect(await reminderStatus(neverReviewed._id)).toEqual(['retrying']);
          expect(
            (await log(s, neverReviewed._id)).find((e) => e.kind === 'customer_review_reminder'),
          ).toMatchObject({ attempts: 2 });
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(await reminderStatus(reviewedWhileSending._id)).toEqual([]);
    } finally {
      smtp.release();
      smtp.setRefusing(false);
    }

    // The provider is back and every retry is due: only the booking without a review gets its follow-up.
    now = later(3);
    await mailTo(customer.user.email, followUps);
    await vi.waitFor(async () => expect(await reminderStatus(neverReviewed._id)).toEqual(['sent']), {
      timeout: 10_000,
    });
    expect(followUpFor(neverReviewed._id)).toHaveLength(1);
    expect(followUpFor(reviewedWhileRetrying._id)).toEqual([]);
    expect(followUpFor(reviewedWhileSending._id)).toEqual([]);
    for (const b of [reviewedWhileRetrying, reviewedWhileSending]) {
      const entries = await log(s, b._id);
      expect(entries.map((e) => `${e.kind}:${e.status}`)).toContain('customer_booking_completed:sent');
      expect(entries.filter((e) => e.status === 'queued' || e.status === 'retrying')).toEqual([]);
    }
  });
});

describeEachBackend('review report rate limit', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'on' }), { clock: () => MONDAY_8AM_BERLIN });
  });
  afterAll(async () => app?.close());

  it('answers 429 with Retry-After after 20 reports from one account within an hour', async () => {
    const customer = await registerCustomer(app);
    const report = () =>
      client(app).request('POST', '/api/reviews/00000000-0000-4000-8000-000000000001/report', {
        token: customer.token,
        body: { reason: 'Spam' },
      });
    for (let i = 0; i < 20; i++) expect((await report()).statusCode).toBe(404);
    const limited = await report();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
