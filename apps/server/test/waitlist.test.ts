// The waitlist, first part (decisions.md 9.3), through the real app, a real SMTP server and the
// links as a person would open them, on every database: customers and guests join a service's
// line for a day and a time range, read their places, leave (a guest through the email's link),
// and the business's owner and staff read the lines.
import { NOT_FOUND_MESSAGES, TEAM_MESSAGES as T, WAITLIST_MESSAGES as W } from '@booklane/shared/domain';
import type {
  BusinessWaitlist,
  JoinWaitlistResponse,
  ManagedTeamMember,
  MyWaitlistEntry,
} from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LIMITS } from '../src/core/limits/table';
import {
  client,
  createBusiness,
  registerBusinessOwner,
  registerCustomer,
  uniqueEmail,
  type Account,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { MAIL_PUBLIC_URL, sentTo } from './helpers/mail';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Monday 1 June 2026, 10:30 UTC; the businesses are in UTC, open Mon-Fri 09:00-17:00.
const START = new Date('2026-06-01T10:30:00Z');
const TODAY = '2026-06-01';
const DAY = '2026-06-02';
const NEXT_DAY = '2026-06-03';
const SATURDAY = '2026-06-06';
const LEAVE_LINK = /\/waitlist\/leave\/([^\s"'<>]+)/;

describeEachBackend('the waitlist', (scratch) => {
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

  /** A business (UTC) with its owner's member and Maya, a service everyone does and one only the owner's member does. */
  async function salon() {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const businessId = business._id;
    const created = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
      token: owner.token,
      body: { name: 'Maya', email: uniqueEmail('maya') },
    });
    expect(created.statusCode, created.body).toBe(201);
    const maya = created.json() as ManagedTeamMember;
    const managed = await api().request('GET', `/api/businesses/${businessId}/team-members/manage`, {
      token: owner.token,
    });
    const ownMember = (managed.json() as ManagedTeamMember[]).find((m) => m._id !== maya._id)!;
    const service = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const ownerOnly = await createService(app, owner, businessId, {
      name: 'Colour',
      duration: 60,
      teamMemberIds: [ownMember._id],
    });
    // The waitlist is for full times: the first days are blocked for everyone (as if booked).
    const blocked = await api().request('POST', `/api/businesses/${businessId}/blocks`, {
      token: owner.token,
      body: {
        teamMember: null,
        startsAt: `${TODAY}T00:00:00.000Z`,
        endsAt: `2026-06-04T00:00:00.000Z`,
        note: 'Full',
      },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    return { owner, businessId, maya, ownMember, service, ownerOnly };
  }

  const join = (serviceId: string, body: Record<string, unknown>, account?: { token: string }) =>
    api().request('POST', `/api/services/${serviceId}/waitlist`, {
      body,
      ...(account ? { token: account.token } : {}),
    });
  const window = (overrides: Record<string, unknown> = {}) => ({
    date: DAY,
    from: '10:00',
    to: '13:00',
    ...overrides,
  });
  const mine = async (account: Account) => {
    const res = await api().request('GET', '/api/waitlist', { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MyWaitlistEntry[];
  };
  const businessList = (account: { token: string }, businessId: string, from = TODAY, to = NEXT_DAY) =>
    api().request('GET', `/api/businesses/${businessId}/waitlist?from=${from}&to=${to}`, {
      token: account.token,
    });

  /** The token of the leave link in the `n`-th waitlist email `address` received. */
  async function leaveToken(address: string, n = 1): Promise<string> {
    const mails = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && /on the waitlist/i.test(m.parsed.subject ?? ''),
      n,
    );
    const mail = mails[n - 1]!;
    expect(mail.parsed.text).toContain(`${MAIL_PUBLIC_URL}/waitlist/leave/`);
    expect(mail.parsed.text).toMatch(/leave the waitlist at any time with this link/);
    expect(mail.parsed.html || '').toContain(`${MAIL_PUBLIC_URL}/waitlist/leave/`);
    return decodeURIComponent(LEAVE_LINK.exec(mail.parsed.text ?? '')![1]!);
  }

  describe('joining', () => {
    it('puts customers in line in the order they join, and tells them by email', async () => {
      const { service } = await salon();
      const first = await registerCustomer(app, { name: 'Ada First' });
      const second = await registerCustomer(app, { name: 'Ben Second' });

      const a = await join(service._id, window(), first);
      expect(a.statusCode, a.body).toBe(201);
      expect(a.json()).toEqual({ _id: expect.any(String), status: 'waiting', position: 1 });
      const b = await join(service._id, window({ from: '14:00', to: '16:00' }), second);
      expect(b.statusCode, b.body).toBe(201);
      expect((b.json() as JoinWaitlistResponse).position).toBe(2);

      // Another day is another line.
      const other = await join(service._id, window({ date: NEXT_DAY }), second);
      expect((other.json() as JoinWaitlistResponse).position).toBe(1);

      const [mail] = await smtp.waitForMatching(
        (m) => sentTo(first.user.email)(m) && /on the waitlist/i.test(m.parsed.subject ?? ''),
      );
      expect(mail!.parsed.subject).toBe('You are on the waitlist: Cut, Tue, 2 Jun 2026');
      expect(mail!.parsed.text).toContain('You are number 1 in line.');
      expect(mail!.parsed.text).toContain(`${MAIL_PUBLIC_URL}/customer/dashboard`);
      expect(mail!.parsed.text).not.toContain('/waitlist/leave/');
    });

    it('takes a guest with name, email and phone, whose email carries the leave link', async () => {
      const { service, maya } = await salon();
      const email = uniqueEmail('guest');
      const res = await join(service._id, {
        ...window({ teamMember: maya._id }),
        ...guest({ guestEmail: email }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'waiting', position: 1 });
      const token = await leaveToken(email);
      expect(token.startsWith(`${(res.json() as JoinWaitlistResponse)._id}.`)).toBe(true);

      const missing = await join(service._id, {
        ...window(),
        guestName: 'No Phone',
        guestEmail: uniqueEmail(),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(W.guestDetailsRequired);
    });

    it('refuses a second entry for the same day while the first waits', async () => {
      const { service } = await salon();
      const customer = await registerCustomer(app);
      expect((await join(service._id, window(), customer)).statusCode).toBe(201);
      const again = await join(service._id, window({ from: '14:00', to: '15:00' }), customer);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(W.alreadyWaiting);

      const email = uniqueEmail('guest');
      expect((await join(service._id, { ...window(), ...guest({ guestEmail: email }) })).statusCode).toBe(
        201,
      );
      const guestAgain = await join(service._id, {
        ...window(),
        ...guest({ guestEmail: email.toUpperCase() }),
      });
      expect(guestAgain.statusCode).toBe(409);
      expect(guestAgain.json().message).toBe(W.alreadyWaiting);
    });

    it('refuses flexible services, ranges outside the hours, past or backwards, and members who do not perform it', async () => {
      const { owner, businessId, service, ownerOnly, maya } = await salon();
      const customer = await registerCustomer(app);
      const flexible = await createService(app, owner, businessId, {
        name: 'Advice',
        bookingType: 'flexible',
      });
      const cases: Array<[string, Record<string, unknown>, string]> = [
        [flexible._id, window(), W.serviceTakesNoWaitlist],
        [service._id, window({ from: '08:00', to: '10:00' }), W.windowOutsideHours],
        [service._id, window({ from: '16:00', to: '18:00' }), W.windowOutsideHours],
        [service._id, window({ date: SATURDAY }), W.windowOutsideHours],
        [service._id, window({ date: TODAY, from: '09:00', to: '10:30' }), W.windowInPast],
        [service._id, window({ date: '2026-05-29' }), W.windowInPast],
        [service._id, window({ from: '13:00', to: '13:00' }), W.windowOrder],
        [service._id, window({ from: '14:00', to: '13:00' }), W.windowOrder],
        [ownerOnly._id, window({ teamMember: maya._id }), T.notForService],
      ];
      for (const [serviceId, body, message] of cases) {
        const res = await join(serviceId, body, customer);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message, JSON.stringify(body)).toBe(message);
      }
      // Today's range that is still running is fine.
      expect(
        (await join(service._id, window({ date: TODAY, from: '10:00', to: '12:00' }), customer)).statusCode,
      ).toBe(201);
    });

    it('answers 404 for an unknown service and 403 for a business account', async () => {
      const { service, owner } = await salon();
      const unknown = await join(
        '00000000-0000-4000-8000-000000000000',
        window(),
        await registerCustomer(app),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(NOT_FOUND_MESSAGES.service);
      const business = await join(service._id, window(), owner);
      expect(business.statusCode).toBe(403);
      expect(business.json().message).toBe(W.customersOnly);
    });
  });

  describe('full times only', () => {
    it('refuses a range that still has a free time, and a date-only day with places', async () => {
      const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
      const businessId = business._id;
      const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
      const customer = await registerCustomer(app);
      const free = await join(cut._id, window(), customer);
      expect(free.statusCode).toBe(400);
      expect(free.json().message).toBe(W.windowHasFreeTime);
      const dayService = await createService(app, owner, businessId, {
        name: 'Full-day hire',
        bookingType: 'date-only',
        hasDuration: false,
      });
      const day = await join(dayService._id, window(), customer);
      expect(day.statusCode).toBe(400);
      expect(day.json().message).toBe(W.dayHasPlaces);
    });
  });

  describe("a person's own entries", () => {
    it('lists them with names, window, member, status and place, and lets them leave', async () => {
      const { service, maya, businessId } = await salon();
      const ada = await registerCustomer(app, { name: 'Ada' });
      const ben = await registerCustomer(app, { name: 'Ben' });
      const adaEntry = (await join(service._id, window(), ada)).json() as JoinWaitlistResponse;
      const benEntry = (
        await join(service._id, window({ teamMember: maya._id }), ben)
      ).json() as JoinWaitlistResponse;

      const listed = await mine(ben);
      expect(listed).toEqual([
        {
          _id: benEntry._id,
          service: { _id: service._id, name: 'Cut' },
          business: { _id: businessId, name: 'Test Salon', timezone: 'UTC' },
          date: DAY,
          from: '10:00',
          to: '13:00',
          teamMember: { _id: maya._id, name: 'Maya' },
          status: 'waiting',
          position: 2,
          createdAt: START.toISOString(),
          offer: null,
        },
      ]);

      // Someone else's entry is as unknown as a missing one.
      const foreign = await api().request('DELETE', `/api/waitlist/${adaEntry._id}`, { token: ben.token });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe(W.entryNotFound);

      const left = await api().request('DELETE', `/api/waitlist/${adaEntry._id}`, { token: ada.token });
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json()).toEqual({ message: W.left });
      expect(await mine(ada)).toEqual([]);
      // Ben moves up.
      expect((await mine(ben))[0]!.position).toBe(1);
      // Leaving again answers the same; and the customer may join that day again.
      expect(
        (await api().request('DELETE', `/api/waitlist/${adaEntry._id}`, { token: ada.token })).statusCode,
      ).toBe(200);
      const rejoined = await join(service._id, window(), ada);
      expect(rejoined.statusCode).toBe(201);
      expect((rejoined.json() as JoinWaitlistResponse).position).toBe(2);
    });

    it('needs a customer account to list', async () => {
      const { owner } = await salon();
      expect((await api().request('GET', '/api/waitlist')).statusCode).toBe(401);
      const res = await api().request('GET', '/api/waitlist', { token: owner.token });
      expect(res.statusCode).toBe(403);
    });

    it('lets a guest leave through the link of the email; a forged link does nothing', async () => {
      const { service, owner, businessId } = await salon();
      const email = uniqueEmail('guest');
      expect((await join(service._id, { ...window(), ...guest({ guestEmail: email }) })).statusCode).toBe(
        201,
      );
      const token = await leaveToken(email);
      const [id] = token.split('.');

      const forged = await api().request('DELETE', `/api/waitlist/manage/${id}.${'A'.repeat(43)}`);
      expect(forged.statusCode).toBe(404);
      expect(forged.json().message).toBe(W.leaveLinkInvalid);
      expect((await api().request('DELETE', '/api/waitlist/manage/not-a-token')).statusCode).toBe(404);

      const left = await api().request('DELETE', `/api/waitlist/manage/${encodeURIComponent(token)}`);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json()).toEqual({ message: W.left });
      const lines = (await businessList(owner, businessId)).json() as BusinessWaitlist;
      expect(lines.days).toEqual([]);
    });
  });

  describe("the business's lines", () => {
    it('lists the days, services and people in line order with their places, to the owner and staff', async () => {
      const { owner, businessId, service, ownerOnly, maya } = await salon();
      const ada = await registerCustomer(app, { name: 'Ada', phone: '+1 555 0101' });
      const guestEmail = uniqueEmail('guest');
      await join(service._id, window(), ada);
      now = new Date(START.getTime() + 60_000);
      await join(service._id, { ...window({ teamMember: maya._id }), ...guest({ guestEmail }) });
      await join(ownerOnly._id, window({ date: NEXT_DAY, from: '09:00', to: '10:00' }), ada);

      const res = await businessList(owner, businessId);
      expect(res.statusCode, res.body).toBe(200);
      const { days } = res.json() as BusinessWaitlist;
      expect(days.map((d) => d.date)).toEqual([DAY, NEXT_DAY]);
      expect(days[0]!.services).toHaveLength(1);
      expect(days[0]!.services[0]!.service).toEqual({ _id: service._id, name: 'Cut' });
      expect(days[0]!.services[0]!.entries).toMatchObject([
        {
          position: 1,
          status: 'waiting',
          from: '10:00',
          to: '13:00',
          teamMember: null,
          person: { name: 'Ada', email: ada.user.email, phone: '+1 555 0101', isGuest: false },
        },
        {
          position: 2,
          teamMember: { _id: maya._id, name: 'Maya' },
          person: { name: 'Gina Guest', email: guestEmail, phone: '+1 555 0111', isGuest: true },
        },
      ]);
      expect(days[1]!.services[0]!.service.name).toBe('Colour');
      expect(days[1]!.services[0]!.entries[0]).toMatchObject({ position: 1, from: '09:00', to: '10:00' });

      // Only the range asked for.
      const one = (await businessList(owner, businessId, NEXT_DAY, NEXT_DAY)).json() as BusinessWaitlist;
      expect(one.days.map((d) => d.date)).toEqual([NEXT_DAY]);

      // Maya's staff account reads it too.
      const invited = await api().request('POST', `/api/team-members/${maya._id}/invite`, {
        token: owner.token,
        body: {},
      });
      expect(invited.statusCode, invited.body).toBe(200);
      const [mail] = await smtp.waitForMatching(
        (m) => sentTo(maya.email!)(m) && /invited you to join/i.test(m.parsed.subject ?? ''),
      );
      const inviteToken = decodeURIComponent(/\/join\/([^\s"'<>]+)/.exec(mail!.parsed.text ?? '')![1]!);
      const staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
      const accepted = await api().request(
        'POST',
        `/api/team-invites/${encodeURIComponent(inviteToken)}/accept`,
        {
          token: staff.token,
        },
      );
      expect(accepted.statusCode, accepted.body).toBe(200);
      const staffRead = await businessList(staff, businessId);
      expect(staffRead.statusCode, staffRead.body).toBe(200);
      expect(staffRead.json()).toEqual(res.json());
    });

    it("is another business's to nobody: 404 for another owner, 403 for a customer", async () => {
      const { businessId } = await salon();
      const other = await registerBusinessOwner(app);
      const res = await businessList(other, businessId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.business);
      const customer = await businessList(await registerCustomer(app), businessId);
      expect(customer.statusCode).toBe(403);
      expect(customer.json().message).toBe('Only business accounts can do this.');
      const tooLong = await businessList((await salon()).owner, businessId, TODAY, '2026-09-01');
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('the hold of a place (business policy)', () => {
    it('is 15 minutes unless the owner sets 5 to 1440', async () => {
      const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
      expect(business.waitlistHoldMinutes).toBe(15);
      const {
        _id,
        createdAt: _c,
        dateOverrides: _d,
        logo: _l,
        schedule: _s,
        breakHours: _b,
        ...fields
      } = business;
      const update = (minutes: number) =>
        api().request('PUT', `/api/businesses/${_id}`, {
          token: owner.token,
          body: { ...fields, waitlistHoldMinutes: minutes },
        });
      const set = await update(30);
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().waitlistHoldMinutes).toBe(30);
      for (const bad of [4, 1441]) {
        const res = await update(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('The waitlist hold must be a whole number of minutes from 5 to 1440');
      }
    });
  });
});

describeEachBackend('the waitlist: how often a guest may join', (scratch) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // The limits on (the default), email to files.
    app = await buildApp(scratch().config(), { clock: () => START });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('takes a few joins an hour from one client address, then answers 429; customers are not counted', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const service = await createService(app, owner, business._id, { name: 'Cut', duration: 60 });
    // A full day (the waitlist is for full times).
    await client(app).request('POST', `/api/businesses/${business._id}/blocks`, {
      token: owner.token,
      body: {
        teamMember: null,
        startsAt: `${DAY}T00:00:00.000Z`,
        endsAt: `${NEXT_DAY}T00:00:00.000Z`,
        note: '',
      },
    });
    const join = (body: Record<string, unknown>, token?: string) =>
      client(app).request('POST', `/api/services/${service._id}/waitlist`, {
        body: { date: DAY, from: '10:00', to: '12:00', ...body },
        ...(token ? { token } : {}),
      });
    for (let i = 0; i < LIMITS.waitlistGuestJoins.max; i++) {
      const res = await join(guest({ guestEmail: uniqueEmail('guest') }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await join(guest({ guestEmail: uniqueEmail('guest') }));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    const customer = await registerCustomer(app);
    expect((await join({}, customer.token)).statusCode).toBe(201);
  });
});
