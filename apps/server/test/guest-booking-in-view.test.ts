// A guest who creates an account keeps their booking in view (issue 39 item 4): until the
// address is confirmed, the account hears of the guest bookings made from the same browser with
// that address (where and when, nothing more), and of no others; once it is confirmed they are the
// account's bookings. Through the real app and a real SMTP server, on every database.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { accountLinkToken, MAIL_PUBLIC_URL, sentTo } from './helpers/mail';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Monday 1 June 2026, 08:00 UTC; the business books Tuesday 2 June.
const START = new Date('2026-06-01T08:00:00Z');
const TUESDAY = '2026-06-02';

describeEachBackend('guest bookings in view of a new account', (scratch) => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let now = START;
  const api = () => client(app);

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(
      scratch().config({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL }),
      { clock: () => now },
    );
  });
  beforeEach(() => {
    now = START;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** The browser's cookie of the booking answer, as the browser sends it back. */
  const cookieOf = (res: LightMyRequestResponse): string => {
    const header = res.headers['set-cookie'];
    const all = Array.isArray(header) ? header : header ? [header] : [];
    const cookie = all.find((c) => c.startsWith('booklane_guest_bookings='));
    expect(cookie).toMatch(/; Path=\/api\/bookings; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    return cookie!.split(';')[0]!;
  };

  const shop = async () => {
    const { owner, business } = await createBusiness(app, { name: 'Luxe Hair', timezone: 'Europe/Berlin' });
    const service = await createService(app, owner, business._id, { name: 'Haircut', hasSlotLimit: false });
    return { owner, business, service };
  };

  /** A guest booking from a browser holding `cookie` (none: a fresh browser). */
  const bookAsGuest = async (
    s: Awaited<ReturnType<typeof shop>>,
    guestEmail: string,
    startTime: string,
    cookie?: string,
  ) => {
    const res = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: s.service._id,
        business: s.business._id,
        bookingDate: TUESDAY,
        startTime,
        ...guest({ guestEmail, notes: 'Short please' }),
      },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json()._id as string, cookie: cookieOf(res) };
  };

  const awaiting = async (account: Account, cookie?: string) => {
    const res = await api().request('GET', '/api/bookings/user/awaiting-verification', {
      token: account.token,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<Record<string, unknown>>;
  };

  const verifyLink = async (address: string) => {
    const [mail] = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && /confirm your email/i.test(m.parsed.subject ?? ''),
      1,
    );
    return accountLinkToken(mail!, 'verify-email');
  };

  it('shows the new account the guest booking its browser made, where and when only, until the address is confirmed', async () => {
    const s = await shop();
    const ivy = uniqueEmail('ivy');
    const booked = await bookAsGuest(s, ivy, '14:00');

    const account = await registerCustomer(app, { email: ivy });
    expect(account.user).toMatchObject({ emailVerified: false });
    const [shown, ...more] = await awaiting(account, booked.cookie);
    expect(more).toEqual([]);
    expect(shown).toMatchObject({
      _id: booked.id,
      status: 'pending',
      business: { _id: s.business._id, name: 'Luxe Hair', timezone: 'Europe/Berlin' },
      service: { name: 'Haircut' },
      bookingDate: TUESDAY,
      startTime: '14:00',
    });
    // Nothing the address would have to be proven for: no phone, email or notes.
    expect(Object.keys(shown!).sort()).toEqual(
      [
        '_id',
        'bookingDate',
        'business',
        'localStartTime',
        'service',
        'startTime',
        'startsAt',
        'status',
      ].sort(),
    );
    // It is not the account's booking yet.
    expect((await api().request('GET', '/api/bookings/user', { token: account.token })).json()).toEqual([]);

    // Confirmed: the booking joins the account and is no longer waiting.
    const token = await verifyLink(ivy);
    const verified = await api().request('POST', '/api/auth/verify-email', {
      token: account.token,
      body: { token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await awaiting(account, booked.cookie)).toEqual([]);
    const mine = (await api().request('GET', '/api/bookings/user', { token: account.token })).json();
    expect(mine.map((b: { _id: string }) => b._id)).toEqual([booked.id]);
  });

  it("tells someone who registers another person's address nothing from another browser", async () => {
    const s = await shop();
    const victim = uniqueEmail('guest');
    const booked = await bookAsGuest(s, victim, '10:00');

    const squatter = await registerCustomer(app, { email: victim });
    expect(await awaiting(squatter)).toEqual([]);
    // A cookie of the squatter's own making, or altered, names nothing.
    const [name, value] = booked.cookie.split('=') as [string, string];
    const altered = `${name}=${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await awaiting(squatter, altered)).toEqual([]);
    expect(await awaiting(squatter, `${name}=${booked.id}`)).toEqual([]);
  });

  it("keeps each browser's own bookings: another address's, a cancelled one and a past one are left out", async () => {
    const s = await shop();
    const ivy = uniqueEmail('ivy');
    const first = await bookAsGuest(s, ivy, '09:00');
    // The same browser books again, for a friend and for Ivy: the cookie names every booking.
    const friend = await bookAsGuest(s, uniqueEmail('friend'), '11:00', first.cookie);
    const second = await bookAsGuest(s, ivy, '12:00', friend.cookie);
    const account = await registerCustomer(app, { email: ivy });
    expect((await awaiting(account, second.cookie)).map((b) => b._id)).toEqual([second.id, first.id]);

    const cancelled = await api().request('PUT', `/api/bookings/${first.id}/status`, {
      token: s.owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await awaiting(account, second.cookie)).map((b) => b._id)).toEqual([second.id]);

    now = new Date(`${TUESDAY}T12:00:00Z`); // 14:00 in Berlin: the 12:00 booking has started
    expect(await awaiting(account, second.cookie)).toEqual([]);
  });
});
