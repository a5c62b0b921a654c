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
  const SUBJECTS = {
    'verify-email': /confirm your email/i,
    'reset-password': /reset your .*password/i,
    'undo-email-change': /email address is being changed/i,
    'change-email': /confirm your new email/i,
  };
  const linkFor = async (address: string, kind: keyof typeof SUBJECTS, n = 1) => {
    const subject = SUBJECTS[kind];
    const page = kind === 'change-email' ? 'verify-email' : kind;
    const mails = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && subject.test(m.parsed.subject ?? ''),
      n,
    );
    const mail = mails[n - 1]!;
    expect(mail.parsed.text).toContain(`${MAIL_PUBLIC_URL}/${page}?token=`);
    expect(mail.parsed.html || '').toContain(`${MAIL_PUBLIC_URL}/${page}?token=`);
    return accountLinkToken(mail, page);
  };

  /** Opens a verification link signed in as `account` (a link confirms only inside its own account's session). */
  const verify = (token: string, account: { token: string }) =>
    api().request('POST', '/api/auth/verify-email', { token: account.token, body: { token } });
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
    const res = await verify(token, account);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.emailVerified });
    expect((await profile(account)).json()).toMatchObject({ emailVerified: true });

    const again = await verify(token, account);
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
      const res = await verify(bad, account);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.verificationLinkInvalid);
    }
    const malformed = await verify('not-a-token', account);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.accountTokenInvalid);

    now = new Date(START.getTime() + 48 * HOUR + 60_000);
    const late = await verify(token, account);
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

    // The guest clicks the link the squatter's registration sent her: signed out, it confirms
    // nothing (before docs/decisions/0030 this verified the squatter's account and handed over
    // her booking); signed in to her own other account, it is refused and stays unused.
    const token = await linkFor(victim, 'verify-email');
    const signedOut = await api().request('POST', '/api/auth/verify-email', { body: { token } });
    expect(signedOut.statusCode).toBe(401);
    const herOther = await registerCustomer(app);
    const elsewhere = await verify(token, herOther);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(AUTH_MESSAGES.verificationOtherAccount);
    expect((await profile(squatter)).json()).toMatchObject({ emailVerified: false });
    expect(await myBookings(squatter)).toEqual([]);

    // The email tells her how to take the account over: a new password through her mailbox.
    const mail = smtp.received.find(
      (m) => sentTo(victim)(m) && /confirm your email/i.test(m.parsed.subject ?? ''),
    );
    expect(mail?.parsed.text).toContain(`${MAIL_PUBLIC_URL}/forgot-password?role=customer`);
    await api().request('POST', '/api/auth/forgot-password', { body: { email: victim } });
    const reset = await api().request('POST', '/api/auth/reset-password', {
      body: { token: await linkFor(victim, 'reset-password'), newPassword: 'her-own-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // The squatter is signed out; the account (hers now) is verified and holds her booking.
    expect((await profile(squatter)).statusCode).toBe(401);
    const hers = { token: reset.json().token as string };
    expect((await profile(hers)).json()).toMatchObject({ emailVerified: true });
    expect(await myBookings(hers)).toEqual([bookingId]);
  });

  it('confirms an address only in a session of the account the link was sent for', async () => {
    const account = await registerCustomer(app);
    const token = await linkFor(account.user.email, 'verify-email');
    expect((await verify(token, await registerCustomer(app))).statusCode).toBe(403);
    // The refusal did not use the link up: its own account still confirms with it.
    expect((await verify(token, account)).statusCode).toBe(200);
    expect((await profile(account)).json()).toMatchObject({ emailVerified: true });
  });

  it('sends a verification link again on request, and not to a verified address', async () => {
    const account = await registerCustomer(app);
    const resend = () => api().request('POST', '/api/auth/resend-verification', { token: account.token });
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.verificationSent });
    // Both links work (the first one was not used); the second arrives too.
    const second = await linkFor(account.user.email, 'verify-email', 2);
    expect((await verify(second, account)).statusCode).toBe(200);

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

  // ---- a change of address (docs/decisions/0030) ----------------------------------------------

  const changeEmail = (account: Account, email: string, currentPassword?: string) =>
    api().request('PUT', '/api/users/profile', {
      token: account.token,
      body: { name: 'Casey', email, phone: '+1 555 0100', ...(currentPassword ? { currentPassword } : {}) },
    });

  it('changes an address only with the current password, and only once the new address confirms it', async () => {
    const account = await registerCustomer(app);
    const oldEmail = account.user.email;
    const oldLink = await linkFor(oldEmail, 'verify-email');
    const newEmail = uniqueEmail('moved');

    // A borrowed session alone cannot move the account to another mailbox.
    const without = await changeEmail(account, newEmail);
    expect(without.statusCode).toBe(400);
    expect(without.json().details).toEqual([
      { path: 'currentPassword', message: AUTH_MESSAGES.emailChangeNeedsPassword },
    ]);
    expect((await changeEmail(account, newEmail, 'not-the-password')).json().message).toBe(
      AUTH_MESSAGES.currentPasswordWrong,
    );

    const asked = await changeEmail(account, newEmail, account.password);
    expect(asked.statusCode, asked.body).toBe(200);
    // The account keeps its address until the new one answers.
    expect(asked.json()).toMatchObject({ name: 'Casey', email: oldEmail, pendingEmail: newEmail });
    expect((await profile(account)).json()).toMatchObject({ email: oldEmail, pendingEmail: newEmail });

    // The old address is told, with a link to undo; the new one gets the link that makes the change.
    const notice = (
      await smtp.waitForMatching((m) => sentTo(oldEmail)(m) && /being changed/i.test(m.parsed.subject ?? ''))
    )[0]!;
    expect(notice.parsed.text).toContain(newEmail);
    const confirm = await linkFor(newEmail, 'change-email');
    expect((await verify(confirm, await registerCustomer(app))).statusCode).toBe(403);
    const done = await verify(confirm, account);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: AUTH_MESSAGES.emailChanged });
    expect((await profile(account)).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
      pendingEmail: null,
    });
    // The old address's link, never used, verifies nothing now.
    expect((await verify(oldLink, account)).statusCode).toBe(400);
    // The new address signs in.
    const login = await api().request('POST', '/api/auth/login', {
      body: { email: newEmail, password: account.password, role: 'customer' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('lets the old address undo a change: the address comes back and every session ends', async () => {
    const account = await registerCustomer(app);
    const oldEmail = account.user.email;
    const newEmail = uniqueEmail('taken-over');
    expect((await changeEmail(account, newEmail, account.password)).statusCode).toBe(200);
    expect((await verify(await linkFor(newEmail, 'change-email'), account)).statusCode).toBe(200);
    const feed = (await api().request('GET', '/api/calendar-feed', { token: account.token })).json()
      .url as string;

    const undo = await linkFor(oldEmail, 'undo-email-change');
    const res = await api().request('POST', '/api/auth/undo-email-change', { body: { token: undo } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.emailChangeUndone });
    // Whoever made the change is signed out, and the feed's old URL shows nothing any more.
    expect((await profile(account)).statusCode).toBe(401);
    expect((await api().request('GET', new URL(feed).pathname)).statusCode).toBe(404);
    const back = await api().request('POST', '/api/auth/login', {
      body: { email: oldEmail, password: account.password, role: 'customer' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user).toMatchObject({ email: oldEmail, emailVerified: true });
    // The link works once.
    const again = await api().request('POST', '/api/auth/undo-email-change', { body: { token: undo } });
    expect(again.statusCode).toBe(400);
  });

  it('ends the calendar feed URL with a password change', async () => {
    const account = await registerCustomer(app);
    const feed = (await api().request('GET', '/api/calendar-feed', { token: account.token })).json()
      .url as string;
    expect((await api().request('GET', new URL(feed).pathname)).statusCode).toBe(200);
    const changed = await api().request('PUT', '/api/users/password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'another-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api().request('GET', new URL(feed).pathname)).statusCode).toBe(404);
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
