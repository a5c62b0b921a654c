// Accounts people can trust (decisions.md 8.5): the verification email of a new or changed
// address, guest bookings that join an account only once its address is verified, and the
// password reset by email; through the real app, a real SMTP server and the links as a person
// would open them, on every database.
import { AUTH_MESSAGES, VALIDATION_MESSAGES as M } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  checkedInject,
  client,
  createBusiness,
  registerCustomer,
  uniqueEmail,
  type Account,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { accountLinkToken, MAIL_PUBLIC_URL, sentTo } from './helpers/mail';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { closeAllSockets, connectAs, listen } from './helpers/sockets';

const START = new Date('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;

describeEachBackend('account emails', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let smtp: TestSmtp;
  let now = START;
  const api = () => client(app);

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(
      scratch().config({ RATE_LIMITS: 'on', SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL }),
      { clock: () => now },
    );
    url = await listen(app);
  });
  beforeEach(() => {
    now = START;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** The `n`-th account email of `page` that `address` received; its token as the link carries it. */
  const linkFor = async (address: string, page: 'verify-email' | 'reset-password', n = 1) => {
    const subject = page === 'verify-email' ? /confirm your email/i : /reset your .*password/i;
    const mails = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && subject.test(m.parsed.subject ?? ''),
      n,
    );
    const mail = mails[n - 1]!;
    expect(mail.parsed.text).toContain(`${MAIL_PUBLIC_URL}/${page}?token=`);
    expect(mail.parsed.html || '').toContain(`${MAIL_PUBLIC_URL}/${page}?token=`);
    return accountLinkToken(mail, page);
  };

  const verify = (token: string) => api().request('POST', '/api/auth/verify-email', { body: { token } });
  const profile = (account: { token: string }) =>
    api().request('GET', '/api/users/profile', { token: account.token });
  const myBookings = async (account: { token: string }) =>
    (
      (await api().request('GET', '/api/bookings/user', { token: account.token })).json() as Array<{
        _id: string;
      }>
    ).map((b) => b._id);

  const guestBooking = async (guestEmail: string) => {
    const { owner, business } = await createBusiness(app);
    const service = await createService(app, owner, business._id, { hasSlotLimit: false });
    const res = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: '2026-06-02',
        startTime: '10:00',
        ...guest({ guestEmail, guestPhone: '+1 555 0177', notes: 'Allergic to lavender' }),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };

  // ---- verification ------------------------------------------------------------------------

  it('sends a new account a verification link; the link verifies the address once', async () => {
    const account = await registerCustomer(app);
    expect(account.user).toMatchObject({ emailVerified: false });
    // The account works before it is verified.
    expect((await profile(account)).json()).toMatchObject({ emailVerified: false });

    const token = await linkFor(account.user.email, 'verify-email');
    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.emailVerified });
    expect((await profile(account)).json()).toMatchObject({ emailVerified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: AUTH_MESSAGES.verificationLinkInvalid,
      details: [{ path: 'token', message: AUTH_MESSAGES.verificationLinkInvalid }],
    });
  });

  it('refuses a forged, altered or expired verification link', async () => {
    const account = await registerCustomer(app);
    const token = await linkFor(account.user.email, 'verify-email');
    const [id, mac] = token.split('.') as [string, string];
    const altered = `${id}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = `${crypto.randomUUID()}.${mac}`;
    for (const bad of [altered, forged]) {
      const res = await verify(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.verificationLinkInvalid);
    }
    const malformed = await verify('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.accountTokenInvalid);

    now = new Date(START.getTime() + 48 * HOUR + 60_000);
    const late = await verify(token);
    expect(late.statusCode).toBe(400);
    expect((await profile(account)).json()).toMatchObject({ emailVerified: false });
  });

  it("keeps a guest's bookings from whoever registers her address until the address is verified", async () => {
    const victim = uniqueEmail('guest');
    const bookingId = await guestBooking(victim);

    // Someone registers the guest's address first: they see none of her bookings, phone or notes.
    const squatter = await registerCustomer(app, { email: victim });
    expect(await myBookings(squatter)).toEqual([]);
    const history = await api().request('GET', '/api/bookings/user/history', { token: squatter.token });
    expect(history.json()).toEqual([]);

    // Only the person who reads that mailbox can verify it; then the booking joins the account.
    const token = await linkFor(victim, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    expect(await myBookings(squatter)).toEqual([bookingId]);
  });

  it('sends a verification link again on request, and not to a verified address', async () => {
    const account = await registerCustomer(app);
    const resend = () => api().request('POST', '/api/auth/resend-verification', { token: account.token });
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    // Both links work (the first one was not used); the second arrives too.
    const second = await linkFor(account.user.email, 'verify-email', 2);
    expect((await verify(second)).statusCode).toBe(200);

    const verified = await resend();
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(AUTH_MESSAGES.emailAlreadyVerified);
  });

  it('limits how often a verification email is sent again', async () => {
    const account = await registerCustomer(app);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await api().request('POST', '/api/auth/resend-verification', { token: account.token });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('makes a changed address unverified and sends it a link; a link of the old address stops working', async () => {
    const account = await registerCustomer(app);
    const oldLink = await linkFor(account.user.email, 'verify-email');

    const newEmail = uniqueEmail('moved');
    const changed = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { name: 'Casey', email: newEmail, phone: '+1 555 0100' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email: newEmail, emailVerified: false });

    // The old address's link, never used, verifies nothing now.
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect((await profile(account)).json()).toMatchObject({ emailVerified: false });
    const token = await linkFor(newEmail, 'verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await profile(account)).json()).toMatchObject({ email: newEmail, emailVerified: true });

    // Changing it again makes it unverified again.
    const again = await api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { name: 'Casey', email: uniqueEmail('again'), phone: '+1 555 0100' },
    });
    expect(again.json()).toMatchObject({ emailVerified: false });
  });

  // ---- password reset ----------------------------------------------------------------------

  // Each request from its own address: the per-address limit of reset requests is another test's.
  let nextAddress = 1;
  const forgot = (email: string) =>
    checkedInject(app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: `198.51.100.${nextAddress++ % 250}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
  const reset = (token: string, newPassword: string) =>
    api().request('POST', '/api/auth/reset-password', { body: { token, newPassword } });
  const login = (email: string, password: string) =>
    api().request('POST', '/api/auth/login', { body: { email, password } });

  it('answers the same whether or not the address has an account, and emails only an account', async () => {
    const account = await registerCustomer(app);
    const nobody = uniqueEmail('nobody');
    const known = await forgot(account.user.email);
    const unknown = await forgot(nobody);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    await linkFor(account.user.email, 'reset-password');
    // Ordering check: a later message to the known address arrived, none to the unknown one.
    await forgot(account.user.email);
    await linkFor(account.user.email, 'reset-password', 2);
    expect(smtp.received.filter(sentTo(nobody))).toEqual([]);
  });

  it('resets the password once through the link, ends every other session and closes its sockets', async () => {
    const account: Account = await registerCustomer(app);
    const socket = await connectAs(url, account.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect((await forgot(account.user.email)).statusCode).toBe(200);
    const token = await linkFor(account.user.email, 'reset-password');

    const res = await reset(token, 'brand-new-secret');
    expect(res.statusCode, res.body).toBe(200);
    // The answer signs this browser in; the address counts as verified (the link reached it).
    expect(res.json().user).toMatchObject({ id: account.user.id, emailVerified: true });
    expect((await profile(res.json())).statusCode).toBe(200);
    expect((await profile(account)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');

    expect((await login(account.user.email, account.password)).statusCode).toBe(401);
    expect((await login(account.user.email, 'brand-new-secret')).statusCode).toBe(200);

    const again = await reset(token, 'third-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('lets a reset link work for one hour, and ends the other links when one is used', async () => {
    const account = await registerCustomer(app);
    await forgot(account.user.email);
    const first = await linkFor(account.user.email, 'reset-password');
    await forgot(account.user.email);
    const second = await linkFor(account.user.email, 'reset-password', 2);

    now = new Date(START.getTime() + HOUR + 60_000);
    expect((await reset(first, 'late-secret')).statusCode).toBe(400);
    now = new Date(START.getTime() + 30 * 60_000);
    expect((await reset(second, 'in-time-secret')).statusCode).toBe(200);
    expect((await reset(first, 'other-secret')).statusCode).toBe(400);
    expect((await login(account.user.email, 'in-time-secret')).statusCode).toBe(200);
  });

  it('checks the new password as registration does', async () => {
    const account = await registerCustomer(app);
    await forgot(account.user.email);
    const token = await linkFor(account.user.email, 'reset-password');
    const short = await reset(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ path: 'newPassword', message: M.passwordTooShort }]);
    // The refused attempt did not use the link up.
    expect((await reset(token, 'long-enough')).statusCode).toBe(200);
  });

  it("joins a guest's bookings when a reset proves the address", async () => {
    const victim = uniqueEmail('guest');
    const bookingId = await guestBooking(victim);
    const account = await registerCustomer(app, { email: victim });
    expect(await myBookings(account)).toEqual([]);
    await forgot(victim);
    const token = await linkFor(victim, 'reset-password');
    const res = await reset(token, 'proved-it');
    expect(res.statusCode).toBe(200);
    expect(await myBookings(res.json())).toEqual([bookingId]);
  });

  it('limits reset emails per address, with the same answer', async () => {
    const account = await registerCustomer(app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await forgot(account.user.email)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await linkFor(account.user.email, 'reset-password', 3);
    // Ordering check: a verification email asked for afterwards arrives; no fourth reset came first.
    await api().request('POST', '/api/auth/resend-verification', { token: account.token });
    await linkFor(account.user.email, 'verify-email', 2);
    const resets = smtp.received.filter(
      (m) => sentTo(account.user.email)(m) && /reset your/i.test(m.parsed.subject ?? ''),
    );
    expect(resets).toHaveLength(3);
  });
});
