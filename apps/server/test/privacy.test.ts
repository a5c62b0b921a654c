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
} from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
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
