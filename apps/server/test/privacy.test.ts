// Privacy rights (decisions.md 9.6, issue 39, docs/decisions/0042): an account downloads
// everything kept of it and nothing of anyone else, and deletes itself: future bookings are
// cancelled with the usual emails, past ones keep no name, email or phone, its chats close, its
// sessions end and its address may register again; a wrong password changes nothing. Through the
// real app with a pinned clock, on every database.
import { BOOKING_STATUS_LABELS, PRIVACY_MESSAGES } from '@booklane/shared/domain';
import {
  accountExportSchema,
  type AccountExport,
  type Booking,
  type NotificationLogEntry,
  type CustomerListResponse,
} from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { NotificationsRepository } from '../src/modules/notifications/notifications.repository';
import { client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

// A Monday, 08:00 in Berlin; the clock is pinned and moved by the tests.
const START = new Date('2026-06-01T06:00:00Z');
const DAY = 86_400_000;

describeEachBackend('privacy rights', (scratch) => {
  let app: FastifyInstance;
  let now = START;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });
  });
  beforeEach(() => {
    now = START;
  });
  afterAll(async () => {
    await app?.close();
  });

  type Shop = { owner: Account; businessId: string; username: string; serviceId: string };

  const shop = async (): Promise<Shop> => {
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const every = { start: '08:00', end: '18:00', isOpen: true };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    const res = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: Object.fromEntries(days.map((d) => [d, every])) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const service = await createService(app, owner, business._id, {
      name: 'Haircut',
      autoAcceptBookings: true,
    });
    return { owner, businessId: business._id, username: business.username, serviceId: service._id };
  };

  const book = async (customer: Account, at: Shop, bookingDate: string, startTime: string) => {
    const res = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: at.serviceId, business: at.businessId, notes: 'Short please', bookingDate, startTime },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };

  const chatWith = async (customer: Account, at: Shop, content: string) => {
    const chat = await api().request('GET', `/api/chats/business/${at.businessId}`, {
      token: customer.token,
    });
    expect(chat.statusCode, chat.body).toBe(200);
    const chatId = (chat.json() as { _id: string })._id;
    const sent = await api().request('POST', `/api/chats/${chatId}/messages`, {
      token: customer.token,
      body: { content, messageType: 'text' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return chatId;
  };

  const exportOf = async (account: Account): Promise<AccountExport> => {
    const res = await api().request('GET', '/api/users/me/export', { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="booklane-my-data-.+\.json"$/);
    return accountExportSchema.parse(res.json());
  };

  const deleteAccount = (account: Account, password?: string) =>
    api().request('DELETE', '/api/users/me', {
      token: account.token,
      body: password === undefined ? {} : { password },
    });

  const bookingAsOwner = async (at: Shop, id: string) => {
    const res = await api().request('GET', `/api/bookings/business/${at.businessId}/history`, {
      token: at.owner.token,
    });
    const active = await api().request('GET', `/api/bookings/business/${at.businessId}`, {
      token: at.owner.token,
    });
    return [...(res.json() as Booking[]), ...(active.json() as Booking[])].find((b) => b._id === id);
  };

  const deliveryLog = async (at: Shop, id: string) =>
    (
      await api().request('GET', `/api/bookings/${id}/notifications`, { token: at.owner.token })
    ).json() as NotificationLogEntry[];

  /** Moves the clock past a booking's day, then the business marks it completed. */
  const completeInThePast = async (at: Shop, id: string) => {
    now = new Date(START.getTime() + 2 * DAY);
    const res = await api().request('PUT', `/api/bookings/${id}/status`, {
      token: at.owner.token,
      body: { status: 'completed' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('the export', () => {
    it("holds every booking, review and message of the account and nothing of anyone else's", async () => {
      const salon = await shop();
      const ada = await registerCustomer(app, { name: 'Ada Export' });
      const bob = await registerCustomer(app, { name: 'Bob Other' });
      const first = await book(ada, salon, '2026-06-01', '10:00');
      const second = await book(ada, salon, '2026-06-05', '11:00');
      const bobs = await book(bob, salon, '2026-06-01', '11:00');
      const adaChat = await chatWith(ada, salon, 'Do you have parking?');
      await chatWith(bob, salon, "Bob's own question");
      await completeInThePast(salon, first._id);
      const review = await api().request('POST', `/api/bookings/${first._id}/review`, {
        token: ada.token,
        body: { rating: 5, text: 'Lovely cut' },
      });
      expect(review.statusCode, review.body).toBe(201);

      const data = await exportOf(ada);
      expect(data.profile).toMatchObject({ name: 'Ada Export', email: ada.user.email });
      expect(data.business).toBeNull();
      expect(data.bookings.map((b) => b._id)).toEqual([first._id, second._id]);
      expect(data.bookings.map((b) => b._id)).not.toContain(bobs._id);
      expect(data.reviews).toMatchObject([{ bookingId: first._id, rating: 5, text: 'Lovely cut' }]);
      expect(data.chats.map((c) => c._id)).toEqual([adaChat]);
      expect(data.chats[0]!.messages.map((m) => m.content)).toEqual(['Do you have parking?']);
      expect(JSON.stringify(data)).not.toContain('Bob');

      // The same bookings as a spreadsheet and as a calendar.
      const csv = await api().request('GET', '/api/users/me/bookings.csv', { token: ada.token });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/filename="booklane-my-bookings-.+\.csv"/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`2026-06-01,10:00,Europe/Berlin,Test Salon,Haircut`);
      expect(lines[1]).toContain(BOOKING_STATUS_LABELS.completed);
      const ics = await api().request('GET', '/api/users/me/bookings.ics', { token: ada.token });
      expect(ics.statusCode).toBe(200);
      expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      expect(ics.body).toContain(`UID:booking-${second._id}@`);
      expect(ics.body).not.toContain(bobs._id);
    });

    it("gives a business owner their business and their customers' chats with it", async () => {
      const salon = await shop();
      const ada = await registerCustomer(app);
      const chatId = await chatWith(ada, salon, 'Hello salon');
      const data = await exportOf(salon.owner);
      expect(data.business).toMatchObject({ _id: salon.businessId, username: salon.username });
      expect(data.chats).toMatchObject([{ _id: chatId, messages: [{ content: 'Hello salon' }] }]);
    });

    it('is refused to an API token: only a signed-in session may read the whole account', async () => {
      const ada = await registerCustomer(app);
      const made = await api().request('POST', '/api/users/api-tokens', {
        token: ada.token,
        body: { name: 'script', scope: 'read' },
      });
      const token = (made.json() as { token: string }).token;
      const res = await api().request('GET', '/api/users/me/export', { token });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('deleting an account', () => {
    it('refuses a wrong password and changes nothing', async () => {
      const salon = await shop();
      const ada = await registerCustomer(app);
      const upcoming = await book(ada, salon, '2026-06-03', '10:00');

      const wrong = await deleteAccount(ada, 'not-my-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ message: PRIVACY_MESSAGES.deletePasswordWrong });
      const missing = await deleteAccount(ada);
      expect(missing.statusCode).toBe(400);

      const profile = await api().request('GET', '/api/users/profile', { token: ada.token });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ email: ada.user.email });
      expect((await bookingAsOwner(salon, upcoming._id))?.status).toBe('confirmed');
      const login = await api().request('POST', '/api/auth/login', {
        body: { email: ada.user.email, password: ada.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('cancels future bookings with emails, anonymises past ones, closes chats and frees the address', async () => {
      const salon = await shop();
      const ada = await registerCustomer(app, { name: 'Ada Leaving', phone: '+44 20 7946 0001' });
      const past = await book(ada, salon, '2026-06-01', '10:00');
      const future = await book(ada, salon, '2026-06-10', '10:00');
      const chatId = await chatWith(ada, salon, 'See you soon');
      await completeInThePast(salon, past._id);

      const res = await deleteAccount(ada, ada.password);
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');

      // The future booking: cancelled by the customer, its emails written to the outbox.
      const cancelled = await bookingAsOwner(salon, future._id);
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
      const kinds = (await deliveryLog(salon, future._id)).map((e) => e.kind);
      expect(kinds).toContain('customer_booking_cancelled');
      expect(kinds).toContain('business_booking_cancelled');

      // The past booking stays with the business, without the person's details.
      const kept = await bookingAsOwner(salon, past._id);
      expect(kept?.status).toBe('completed');
      const shown = JSON.stringify(kept);
      expect(shown).not.toContain('Ada Leaving');
      expect(shown).not.toContain(ada.user.email);
      expect(shown).not.toContain('7946');
      expect(kept?.customer?.name).toBe(PRIVACY_MESSAGES.deletedAccountName);

      // The chat is closed: the business can no longer write into it.
      const reply = await api().request('POST', `/api/chats/${chatId}/messages`, {
        token: salon.owner.token,
        body: { content: 'Are you still there?', messageType: 'text' },
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ message: PRIVACY_MESSAGES.chatClosed });

      // Every session ends, the password no longer signs in, and the address registers again.
      expect((await api().request('GET', '/api/users/profile', { token: ada.token })).statusCode).toBe(401);
      const login = await api().request('POST', '/api/auth/login', {
        body: { email: ada.user.email, password: ada.password },
      });
      expect(login.statusCode).toBe(401);
      const again = await registerCustomer(app, { email: ada.user.email, name: 'Ada Returns' });
      expect(again.user.email).toBe(ada.user.email);
      expect((await exportOf(again)).bookings).toEqual([]);
    });

    it('leaves nothing of the person in what the business keeps: customers list, histories, delivery logs', async () => {
      const salon = await shop();
      const ada = await registerCustomer(app, { name: 'Ada Leaving', phone: '+44 20 7946 0001' });
      const past = await book(ada, salon, '2026-06-01', '10:00');
      const future = await book(ada, salon, '2026-06-10', '10:00');
      await completeInThePast(salon, past._id);
      // Every message due went out (those waiting for their time, reminders, aside).
      const sent = (entries: NotificationLogEntry[]) =>
        entries.every(
          (e) => e.scheduledFor !== undefined || (e.status !== 'queued' && e.status !== 'retrying'),
        );
      const reminderFree = (id: string) => deliveryLog(salon, id);
      // Before: the business's screens name her (the messages of her past booking went out).
      await vi.waitFor(async () => expect(sent(await reminderFree(past._id))).toBe(true), {
        timeout: 15_000,
        interval: 100,
      });
      const owner = { token: salon.owner.token };
      const customers = async () =>
        (
          await api().request('GET', `/api/businesses/${salon.businessId}/customers`, owner)
        ).json() as CustomerListResponse;
      const [before] = (await customers()).customers;
      expect(before).toMatchObject({ name: 'Ada Leaving', email: ada.user.email });
      const events = async (id: string) =>
        (await api().request('GET', `/api/bookings/${id}/events`, owner)).json() as unknown[];
      expect(JSON.stringify(await events(past._id))).toContain('Ada Leaving');
      expect((await deliveryLog(salon, past._id)).map((e) => e.to)).toContain(ada.user.email);

      expect((await deleteAccount(ada, ada.password)).statusCode).toBe(204);

      // Her future booking's cancellation still reaches her, as usual; once it went out, it is
      // forgotten like the others.
      await vi.waitFor(async () => expect(sent(await reminderFree(future._id))).toBe(true), {
        timeout: 15_000,
        interval: 100,
      });
      const list = await customers();
      expect(list.customers).toHaveLength(1);
      expect(list.customers[0]).toMatchObject({
        name: PRIVACY_MESSAGES.deletedAccountName,
        email: null,
        phone: null,
        visits: 1,
      });
      const page = await api().request(
        'GET',
        `/api/businesses/${salon.businessId}/customers/${encodeURIComponent(list.customers[0]!.key)}`,
        owner,
      );
      expect(page.statusCode, page.body).toBe(200);
      const pastLog = await deliveryLog(salon, past._id);
      const futureLog = await deliveryLog(salon, future._id);
      expect(futureLog.map((e) => e.kind)).toContain('customer_booking_cancelled');
      const kept = JSON.stringify([
        list,
        page.json(),
        await events(past._id),
        await events(future._id),
        pastLog,
        futureLog,
      ]);
      expect(kept).not.toContain('Ada Leaving');
      expect(kept).not.toContain(ada.user.email);
      expect(kept).not.toContain('7946');
      expect(kept).not.toContain('deleted.invalid');
      expect(JSON.stringify(await events(past._id))).toContain(PRIVACY_MESSAGES.deletedAccountName);
      // Nor does the database keep them in any message of her bookings (address, name, what it said).
      const stored = await app.ctx.database.db.execute(
        sql`select n.recipient_email, n.recipient_name, n.payload::text from notifications n
          join bookings b on b.id = n.booking_id where b.customer_id = ${ada.user.id}`,
      );
      const rows = (stored as unknown as { rows: unknown[] }).rows;
      expect(rows.length).toBeGreaterThan(4);
      expect(JSON.stringify(rows)).not.toMatch(/Ada Leaving|7946/);
      expect(JSON.stringify(rows)).not.toContain(ada.user.email);
      // The business's own messages still say where they went.
      expect(futureLog.filter((e) => e.kind.startsWith('business_')).map((e) => e.to)).not.toContain('');
    });

    it('sends a message still to send to a deleted account, then forgets it; one to try again waits', async () => {
      const db = app.ctx.database.db;
      const repository = new NotificationsRepository(db);
      // Two messages to her, marked as a deletion marks them; not due for a year, so no worker takes them.
      const inserted = await db.execute(sql`
        insert into notifications (kind, recipient_email, recipient_name, payload, send_after, forget_when_sent)
        select 'customer_booking_cancelled', 'leaving@example.com', 'Ada Leaving',
          '{"type":"booking","booking":{"customer":{"name":"Ada Leaving"}}}'::jsonb, now() + interval '1 year', true
        from generate_series(1, 2) returning seq`);
      const [sentSeq, retrySeq] = (inserted as unknown as { rows: Array<{ seq: string | number }> }).rows.map(
        (r) => Number(r.seq),
      );
      const at = now;
      await repository.recordMany([
        {
          seq: sentSeq!,
          status: 'sent',
          attempts: 1,
          lastError: null,
          sentAt: at,
          sendAfter: at,
          updatedAt: at,
        },
        {
          seq: retrySeq!,
          status: 'retrying',
          attempts: 1,
          lastError: 'busy',
          sentAt: null,
          sendAfter: at,
          updatedAt: at,
        },
      ]);
      const read = await db.execute(sql`
        select seq::int as seq, recipient_email, recipient_name, payload::text as payload, forget_when_sent
        from notifications where seq in (${sentSeq}, ${retrySeq}) order by seq`);
      expect((read as unknown as { rows: unknown[] }).rows).toEqual([
        { seq: sentSeq, recipient_email: '', recipient_name: '', payload: '{}', forget_when_sent: false },
        {
          seq: retrySeq,
          recipient_email: 'leaving@example.com',
          recipient_name: 'Ada Leaving',
          payload: expect.stringContaining('Ada Leaving'),
          forget_when_sent: true,
        },
      ]);
      await db.execute(sql`delete from notifications where seq in (${sentSeq}, ${retrySeq})`);
    });

    it("unpublishes an owner's business and cancels its future bookings with emails", async () => {
      const salon = await shop();
      const ada = await registerCustomer(app);
      const future = await book(ada, salon, '2026-06-04', '09:00');

      const res = await deleteAccount(salon.owner, salon.owner.password);
      expect(res.statusCode, res.body).toBe(204);

      const page = await api().request('GET', `/api/businesses/u/${salon.username}`);
      expect(page.statusCode).toBe(404);
      const directory = await api().request('GET', '/api/businesses');
      expect((directory.json() as Array<{ _id: string }>).map((b) => b._id)).not.toContain(salon.businessId);

      // The customer keeps their booking, cancelled by the business with its reason and emails.
      const history = await api().request('GET', '/api/bookings/user/history', { token: ada.token });
      const mine = (history.json() as Booking[]).find((b) => b._id === future._id);
      expect(mine).toMatchObject({ status: 'cancelled', cancelledBy: 'business' });
      const log = await api().request('GET', `/api/bookings/${future._id}/notifications`, {
        token: ada.token,
      });
      expect((log.json() as NotificationLogEntry[]).map((e) => e.kind)).toContain(
        'customer_booking_cancelled',
      );
    });
  });
});
