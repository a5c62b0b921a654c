// The emails an owner expects (issue 35 item 4, decisions.md 9.4) through the real app, a real
// SMTP server and a pinned clock, on every database: a published review goes to the business (a
// held one only once its hold ends), the business's first answer to the review's author, and the
// weekly summary to the owner on Monday from 08:00 in the business's zone, once per week however
// many processes look, never to an owner who turned it off in their profile.
import { type Booking, type OwnReview, type User } from '@booklane/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config/env';
import { notifications } from '../src/db/schema';
import { SignedIds } from '../src/modules/access/signed-ids';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { MAIL_PUBLIC_URL, notificationTo } from './helpers/mail';
import { startSmtp, type ReceivedMail, type TestSmtp } from './helpers/smtp';

// The week summarised: Monday 25 to Sunday 31 May 2026. Bookings are made on its Tuesday morning
// and finished on its Friday evening (Berlin, UTC+2 in summer).
const TUESDAY_26_MAY = new Date('2026-05-26T07:00:00Z');
const FRIDAY_29_MAY_EVENING = new Date('2026-05-29T16:00:00Z');
// Monday 1 June 2026 in Berlin: a minute before 08:00, and five minutes after.
const MONDAY_0759_BERLIN = new Date('2026-06-01T05:59:00Z');
const MONDAY_0805_BERLIN = new Date('2026-06-01T06:05:00Z');
// 08:05 that Monday in New York (UTC-4).
const MONDAY_0805_NEW_YORK = new Date('2026-06-01T12:05:00Z');
// The review tests' day: Tuesday 2 June 2026, 08:00 and noon in Berlin.
const TUESDAY_2_JUNE = new Date('2026-06-02T06:00:00Z');
const TUESDAY_2_JUNE_NOON = new Date('2026-06-02T10:00:00Z');
const DAY = 86_400_000;

describeEachBackend('the emails an owner expects', (scratch) => {
  let app: FastifyInstance;
  let config: AppConfig;
  let smtp: TestSmtp;
  let now = TUESDAY_26_MAY;
  let manageLinks: SignedIds;
  const api = () => client(app);

  beforeAll(async () => {
    smtp = await startSmtp();
    config = scratch().config({
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'error',
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      PUBLIC_URL: MAIL_PUBLIC_URL,
    });
    app = await buildApp(config, { clock: () => now });
    manageLinks = new SignedIds(app.ctx.jwtSecret, 'manage-link');
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  // ---- helpers -------------------------------------------------------------------------------

  type Shop = { owner: Account; businessId: string; serviceId: string; email: string; username: string };

  /** A business open every day 08:00-18:00 in `timezone`, with a 30-minute service at 40. */
  const shop = async (name: string, timezone = 'Europe/Berlin'): Promise<Shop> => {
    const email = uniqueEmail('biz');
    const { owner, business } = await createBusiness(app, { name, timezone, email, currency: 'EUR' });
    const hours = { start: '08:00', end: '18:00', isOpen: true };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const res = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: Object.fromEntries(days.map((d) => [d, hours])) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const service = await createService(app, owner, business._id, {
      name: 'Haircut',
      duration: 30,
      price: 40,
      hasSlotLimit: false,
    });
    return { owner, businessId: business._id, serviceId: service._id, email, username: business.username };
  };

  const book = async (s: Shop, customer: Account, bookingDate: string, startTime: string) => {
    const res = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: s.serviceId, business: s.businessId, notes: '', bookingDate, startTime },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };

  const bookAsGuest = async (
    s: Shop,
    bookingDate: string,
    startTime: string,
    guestName = 'Gina van der Berg',
  ) => {
    const res = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: s.serviceId,
        business: s.businessId,
        bookingDate,
        startTime,
        ...guest({ guestEmail: uniqueEmail('guest'), guestName }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };

  const setStatus = async (s: Shop, booking: Booking, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await api().request('PUT', `/api/bookings/${booking._id}/status`, {
        token: s.owner.token,
        body: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  const answer = (s: Shop, reviewId: string, text: string) =>
    api().request('PUT', `/api/reviews/${reviewId}/answer`, { token: s.owner.token, body: { text } });

  /** The outbox rows of one kind of email, oldest first (written in the transaction of their cause). */
  const queued = async (kind: (typeof notifications.$inferSelect)['kind'], to?: string) =>
    app.ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, kind), to ? eq(notifications.recipientEmail, to) : undefined))
      .orderBy(notifications.seq);

  const mailTo = async (address: string, subject: RegExp): Promise<ReceivedMail> => {
    const [mail] = await smtp.waitForMatching(
      (m) => notificationTo(address)(m) && subject.test(m.parsed.subject ?? ''),
    );
    return mail!;
  };

  /**
   * `count` more server processes on this database, started together at the test clock's time
   * and closed again: each one's weekly summary worker looks once as it starts, and closing waits
   * for that look to end.
   */
  const processesLookOnce = async (count: number) => {
    const apps = await Promise.all(
      Array.from({ length: count }, () => buildApp(config, { database: app.ctx.database, clock: () => now })),
    );
    await Promise.all(apps.map((a) => a.close()));
  };

  const profile = async (account: Account) => {
    const res = await api().request('GET', '/api/users/profile', { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as User;
  };

  const saveProfile = (account: Account, body: Record<string, unknown>) =>
    api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { name: account.user.name, email: account.user.email, phone: '+49 30 1234567', ...body },
    });

  // ---- the weekly summary ----------------------------------------------------------------------

  it('keeps the weekly summary choice of a business account in its profile; a customer has none', async () => {
    const { owner } = await createBusiness(app);
    expect((await profile(owner)).weeklySummaryEmails).toBe(true);
    const off = await saveProfile(owner, { weeklySummaryEmails: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as User).weeklySummaryEmails).toBe(false);
    expect((await profile(owner)).weeklySummaryEmails).toBe(false);
    // Saving the other details without it leaves it as it is.
    const renamed = await saveProfile(owner, { name: 'Olive Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Olive Renamed', weeklySummaryEmails: false });
    const on = await saveProfile(owner, { weeklySummaryEmails: true });
    expect((on.json() as User).weeklySummaryEmails).toBe(true);

    const customer = await registerCustomer(app);
    const saved = await saveProfile(customer, { weeklySummaryEmails: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('weeklySummaryEmails');
    expect(await profile(customer)).not.toHaveProperty('weeklySummaryEmails');
  });

  it("sends each owner the week's figures on Monday from 08:00 in the business's zone, once, unless they opted out", async () => {
    now = TUESDAY_26_MAY;
    const salon = await shop('Summary Salon');
    const optedOut = await shop('Quiet Salon');
    const neverBooked = await shop('Empty Salon');
    const newYork = await shop('Hudson Cuts', 'America/New_York');
    expect((await saveProfile(optedOut.owner, { weeklySummaryEmails: false })).statusCode).toBe(200);

    // The week of the Summary Salon, counted by hand: five bookings on its days (two completed at
    // 40, one cancelled, one no-show, one still confirmed), three new people (the cancelled
    // guest's only booking does not make them a customer), and two bookings coming up next week.
    const ada = await registerCustomer(app, { name: 'Ada Lovelace' });
    const ben = await registerCustomer(app, { name: 'Ben Okafor' });
    const adaCompleted = await book(salon, ada, '2026-05-27', '10:00');
    const guestCompleted = await bookAsGuest(salon, '2026-05-27', '11:00');
    const guestCancelled = await bookAsGuest(salon, '2026-05-28', '10:00', 'Carl Cancel');
    const benNoShow = await book(salon, ben, '2026-05-28', '11:00');
    const adaFriday = await book(salon, ada, '2026-05-29', '10:00');
    const adaNextWeek = await book(salon, ada, '2026-06-02', '10:00');
    await bookAsGuest(salon, '2026-06-03', '10:00');
    await setStatus(salon, guestCancelled, 'cancelled');
    await setStatus(salon, adaFriday, 'confirmed');
    await setStatus(salon, adaNextWeek, 'confirmed');
    await bookAsGuest(optedOut, '2026-05-27', '10:00');
    await bookAsGuest(newYork, '2026-05-27', '10:00');

    now = FRIDAY_29_MAY_EVENING;
    await setStatus(salon, adaCompleted, 'confirmed', 'completed');
    await setStatus(salon, guestCompleted, 'confirmed', 'completed');
    await setStatus(salon, benNoShow, 'confirmed', 'no-show');
    const reviewed = await api().request('POST', `/api/bookings/${adaCompleted._id}/review`, {
      token: ada.token,
      body: { rating: 4, text: 'Good' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    const summaryFor = async (s: Shop) => queued('business_weekly_summary', s.owner.user.email);

    // A minute before 08:00 on Monday nothing is due.
    now = MONDAY_0759_BERLIN;
    await processesLookOnce(1);
    expect(await queued('business_weekly_summary')).toEqual([]);

    // At 08:05 two processes look at once: one summary.
    now = MONDAY_0805_BERLIN;
    await processesLookOnce(2);
    expect(await summaryFor(salon)).toHaveLength(1);
    expect(await summaryFor(optedOut)).toEqual([]);
    expect(await summaryFor(neverBooked)).toEqual([]);
    // It is 02:05 in New York.
    expect(await summaryFor(newYork)).toEqual([]);

    const mail = await mailTo(salon.owner.user.email, /^Your week at Summary Salon/);
    expect(mail.parsed.subject).toBe('Your week at Summary Salon, 25 May – 31 May: 5 bookings, €80.00');
    const text = mail.parsed.text ?? '';
    for (const line of [
      'Bookings: 5',
      'Completed: 2',
      'Revenue: €80.00',
      'Cancellations: 1',
      'No-shows: 1',
      'New customers: 3',
      'Average rating: 4.0 out of 5 (1 review)',
      'Next week: 2 bookings',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/from Monday,? 25 May 2026 to Sunday,? 31 May 2026 \(Europe\/Berlin\)/);
    expect(text).toContain(`Open Insights: ${MAIL_PUBLIC_URL}/business/dashboard?tab=insights`);
    expect(text).toContain(
      `Turn off "Weekly summary email" in your profile: ${MAIL_PUBLIC_URL}/business/profile`,
    );
    expect(mail.parsed.html || '').toContain(`href="${MAIL_PUBLIC_URL}/business/dashboard?tab=insights"`);

    // 08:05 in New York: its owner's turn. Two new processes (a restart) look again: the others
    // still have theirs once, or none.
    now = MONDAY_0805_NEW_YORK;
    await processesLookOnce(2);
    expect(await summaryFor(newYork)).toHaveLength(1);
    expect(await summaryFor(salon)).toHaveLength(1);
    expect(await summaryFor(optedOut)).toEqual([]);
    const nyMail = await mailTo(newYork.owner.user.email, /^Your week at Hudson Cuts/);
    expect(nyMail.parsed.subject).toBe('Your week at Hudson Cuts, 25 May – 31 May: 1 booking, €0.00');
  });

  // ---- reviews -------------------------------------------------------------------------------

  it('tells the business of a new review with its stars and words, and the customer of the first answer only', async () => {
    now = TUESDAY_2_JUNE;
    const s = await shop('Review Salon');
    const customer = await registerCustomer(app, { name: 'Ada Lovelace' });
    const booking = await book(s, customer, '2026-06-02', '10:00');
    now = TUESDAY_2_JUNE_NOON;
    await setStatus(s, booking, 'confirmed', 'completed');
    const res = await api().request('POST', `/api/bookings/${booking._id}/review`, {
      token: customer.token,
      body: { rating: 4, text: 'Lovely cut.\nWill come back.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json() as OwnReview;

    const toBusiness = await mailTo(s.email, /^New review/);
    expect(toBusiness.parsed.subject).toBe('New review (4/5) from Ada: Haircut');
    const text = toBusiness.parsed.text ?? '';
    expect(text).toContain('Review Salon has a new review: ★★★★☆ 4 out of 5.');
    expect(text).toContain('Ada wrote:\n> Lovely cut.\n> Will come back.');
    expect(text).toContain(`See your reviews: ${MAIL_PUBLIC_URL}/business/dashboard?tab=reviews`);

    // The first answer goes to the customer; editing it sends nothing more.
    expect((await answer(s, review._id, 'Thank you, Ada!')).statusCode).toBe(200);
    expect((await answer(s, review._id, 'Thank you so much, Ada!')).statusCode).toBe(200);
    const answered = await queued('customer_review_answered', customer.user.email);
    expect(answered).toHaveLength(1);
    const toCustomer = await mailTo(customer.user.email, /answered your review$/);
    expect(toCustomer.parsed.subject).toBe('Review Salon answered your review');
    const customerText = toCustomer.parsed.text ?? '';
    expect(customerText).toContain('Your review (★★★★☆ 4 out of 5):\n> Lovely cut.\n> Will come back.');
    expect(customerText).toContain('Review Salon answered:\n> Thank you, Ada!');
    expect(customerText).toContain(`Visit Review Salon: ${MAIL_PUBLIC_URL}/${s.username}`);
    expect(await queued('business_review_received', s.email)).toHaveLength(1);
  });

  it('tells the business of a held guest review only once it is published, and the guest of the answer', async () => {
    now = TUESDAY_2_JUNE;
    const s = await shop('Busy Salon');
    const bookings = [
      await bookAsGuest(s, '2026-06-02', '09:00'),
      await bookAsGuest(s, '2026-06-02', '09:30'),
      await bookAsGuest(s, '2026-06-02', '10:00'),
      await bookAsGuest(s, '2026-06-02', '10:30'),
    ];
    now = TUESDAY_2_JUNE_NOON;
    for (const booking of bookings) await setStatus(s, booking, 'confirmed', 'completed');
    const reviews: OwnReview[] = [];
    for (const [i, booking] of bookings.entries()) {
      now = new Date(TUESDAY_2_JUNE_NOON.getTime() + (i + 1) * 60_000);
      const res = await api().request('POST', `/api/manage/${manageLinks.token(booking._id)}/review`, {
        body: { rating: 5 - i, text: `Review ${i + 1}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      reviews.push(res.json() as OwnReview);
    }
    // The fourth guest review within a day is held: the business hears of the three public ones.
    expect(reviews[3]!.heldUntil).not.toBeNull();
    const told = await queued('business_review_received', s.email);
    expect(told.map((row) => row.payload.type === 'review' && row.payload.review.text)).toEqual([
      'Review 1',
      'Review 2',
      'Review 3',
    ]);

    // The guest hears of the business's answer, with the business's page.
    expect((await answer(s, reviews[0]!._id, 'Thanks, Gina!')).statusCode).toBe(200);
    const guestEmail = bookings[0]!.guestEmail!;
    const toGuest = await mailTo(guestEmail, /answered your review$/);
    expect(toGuest.parsed.text ?? '').toContain(`Visit Busy Salon: ${MAIL_PUBLIC_URL}/${s.username}`);

    // Seven days later the held review is published, and the business hears of it then.
    now = new Date(TUESDAY_2_JUNE_NOON.getTime() + 7 * DAY + 3_600_000);
    await vi.waitFor(async () => expect(await queued('business_review_received', s.email)).toHaveLength(4), {
      timeout: 10_000,
      interval: 200,
    });
    const held = await mailTo(s.email, /^New review \(2\/5\)/);
    expect(held.parsed.text ?? '').toContain('Gina wrote:\n> Review 4');
  });
});
