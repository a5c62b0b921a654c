// Staff accounts (decisions.md 9.2), through the real app, a real SMTP server and the links as a
// person would open them, on every database: the owner invites a team member by email, the link
// joins a new or an existing business account as that member, and the member's account then reads
// the business's calendar and acts on its own bookings and time only.
import { BOOKING_MESSAGES as B, NOT_FOUND_MESSAGES, STAFF_MESSAGES as S } from '@booklane/shared/domain';
import type { Booking, ManagedTeamMember, MyBusiness, TeamInvite } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  businessInput,
  checkedInject,
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
import { closeAllSockets, connectAs, listen, nextEvent } from './helpers/sockets';

// Monday 1 June 2026, 06:00 UTC: Tuesday 2 June is bookable, 09:00-17:00 with a lunch break.
const START = new Date('2026-06-01T06:00:00Z');
const DAY = '2026-06-02';
const DAY_MS = 86_400_000;
const JOIN_LINK = /\/join\/([^\s"'<>]+)/;

describeEachBackend('staff accounts', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let smtp: TestSmtp;
  let now = START;
  const api = () => client(app);

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(
      scratch().config({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL }),
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

  /** A business (UTC) with its owner's member, Maya and Leo (each with an address), and a service they all do. */
  async function team() {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const businessId = business._id;
    const add = async (name: string) => {
      const res = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
        token: owner.token,
        body: { name, email: uniqueEmail(name.toLowerCase()) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ManagedTeamMember;
    };
    const maya = await add('Maya');
    const leo = await add('Leo');
    const service = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    return { owner, businessId, maya, leo, service };
  }

  const invite = (owner: Account, memberId: string, body: Record<string, unknown> = {}) =>
    api().request('POST', `/api/team-members/${memberId}/invite`, { token: owner.token, body });

  /** The token of the `n`-th invitation `address` received, as the link in the email carries it. */
  async function inviteToken(address: string, n = 1): Promise<string> {
    const mails = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && /invited you to join/i.test(m.parsed.subject ?? ''),
      n,
    );
    const mail = mails[n - 1]!;
    expect(mail.parsed.text).toContain(`${MAIL_PUBLIC_URL}/join/`);
    expect(mail.parsed.html || '').toContain(`${MAIL_PUBLIC_URL}/join/`);
    return decodeURIComponent(JOIN_LINK.exec(mail.parsed.text ?? '')![1]!);
  }

  const readInvite = (token: string) =>
    api().request('GET', `/api/team-invites/${encodeURIComponent(token)}`);
  const accept = (token: string, account: { token: string }) =>
    api().request('POST', `/api/team-invites/${encodeURIComponent(token)}/accept`, { token: account.token });
  const myBusinesses = async (account: { token: string }) => {
    const res = await api().request('GET', '/api/businesses/my-businesses', { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MyBusiness[];
  };

  /** A team whose member Maya joined with a new business account. */
  async function teamWithStaff() {
    const setup = await team();
    expect((await invite(setup.owner, setup.maya._id)).statusCode).toBe(200);
    const token = await inviteToken(setup.maya.email!);
    const staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
    const joined = await accept(token, staff);
    expect(joined.statusCode, joined.body).toBe(200);
    return { ...setup, staff };
  }

  const book = async (businessId: string, serviceId: string, memberId: string, startTime: string) => {
    const res = await checkedInject(app, {
      method: 'POST',
      url: '/api/bookings/guest',
      payload: {
        service: serviceId,
        business: businessId,
        notes: '',
        ...guest(),
        bookingDate: DAY,
        startTime,
        teamMember: memberId,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };
  const setStatus = (account: { token: string }, bookingId: string, status: string) =>
    api().request('PUT', `/api/bookings/${bookingId}/status`, { token: account.token, body: { status } });

  describe('invitations', () => {
    it('emails the member a link that joins a new business account as that member', async () => {
      const { owner, businessId, maya } = await team();
      const sent = await invite(owner, maya._id);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({
        _id: maya._id,
        hasAccount: false,
        inviteEmail: maya.email,
        invitePendingUntil: new Date(START.getTime() + 7 * DAY_MS).toISOString(),
      });

      const token = await inviteToken(maya.email!);
      const read = await readInvite(token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({
        businessId,
        businessName: 'Test Salon',
        memberName: 'Maya',
        email: maya.email!,
        expiresAt: new Date(START.getTime() + 7 * DAY_MS).toISOString(),
        state: 'valid',
      } satisfies TeamInvite);

      const staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
      expect(await myBusinesses(staff)).toEqual([]);
      const joined = await accept(token, staff);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toMatchObject({ _id: businessId, membership: 'staff', teamMemberId: maya._id });

      // Used once: the link says so and works no more.
      expect((await readInvite(token)).json().state).toBe('used');
      const again = await accept(token, await registerBusinessOwner(app));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(S.inviteUsed);

      const staffSees = await myBusinesses(staff);
      expect(staffSees).toHaveLength(1);
      expect(staffSees[0]).toMatchObject({ _id: businessId, membership: 'staff', teamMemberId: maya._id });
      const ownerSees = await myBusinesses(owner);
      expect(ownerSees).toHaveLength(1);
      expect(ownerSees[0]).toMatchObject({ _id: businessId, membership: 'owner' });
      expect(ownerSees[0]!.teamMemberId).toBeUndefined();

      const managed = await api().request('GET', `/api/businesses/${businessId}/team-members/manage`, {
        token: owner.token,
      });
      const listed = (managed.json() as ManagedTeamMember[]).find((m) => m._id === maya._id);
      expect(listed).toMatchObject({ hasAccount: true, invitePendingUntil: null, inviteEmail: null });
    });

    it('joins an existing business account that owns another business: it lists both', async () => {
      const { owner, businessId, leo } = await team();
      const other = await createBusiness(app, { timezone: 'UTC', name: 'Other Place' });
      // To another address than the member's own.
      const sent = await invite(owner, leo._id, { email: other.owner.user.email });
      expect(sent.json().inviteEmail).toBe(other.owner.user.email);
      const token = await inviteToken(other.owner.user.email);
      expect((await accept(token, other.owner)).statusCode).toBe(200);
      const list = await myBusinesses(other.owner);
      expect(list.map((b) => [b._id, b.membership, b.teamMemberId])).toEqual([
        [other.business._id, 'owner', undefined],
        [businessId, 'staff', leo._id],
      ]);
    });

    it('refuses forged links, replaced and expired ones, customers, the owner and a second member', async () => {
      const { owner, businessId, maya, leo } = await team();
      const forged = `${maya._id}.${'A'.repeat(43)}`;
      for (const token of [forged, 'not-a-token']) {
        const read = await readInvite(token);
        expect(read.statusCode).toBe(404);
        expect(read.json().message).toBe(S.inviteInvalid);
        const refused = await accept(token, await registerBusinessOwner(app));
        expect(refused.statusCode).toBe(404);
      }

      // A newer invitation replaces the older link.
      await invite(owner, maya._id);
      const first = await inviteToken(maya.email!);
      await invite(owner, maya._id);
      const second = await inviteToken(maya.email!, 2);
      expect((await readInvite(first)).json().state).toBe('replaced');
      const replaced = await accept(first, await registerBusinessOwner(app));
      expect(replaced.statusCode).toBe(409);
      expect(replaced.json().message).toBe(S.inviteReplaced);

      // A customer account cannot join; the owner cannot join their own business.
      const customer = await registerCustomer(app);
      expect((await accept(second, customer)).statusCode).toBe(403);
      const own = await accept(second, owner);
      expect(own.statusCode).toBe(409);
      expect(own.json().message).toBe(S.ownerCannotJoin);

      // One account is one member of a team.
      const staff = await registerBusinessOwner(app);
      expect((await accept(second, staff)).statusCode).toBe(200);
      await invite(owner, leo._id);
      const forLeo = await inviteToken(leo.email!);
      const twice = await accept(forLeo, staff);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(S.alreadyMember);

      // A member who has an account is not invited again.
      const taken = await invite(owner, maya._id);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(S.memberHasAccount);

      // After seven days the link has expired.
      now = new Date(START.getTime() + 7 * DAY_MS + 60_000);
      expect((await readInvite(forLeo)).json().state).toBe('expired');
      const late = await accept(forLeo, await registerBusinessOwner(app));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(S.inviteExpired);

      // No address at all: nothing to send to.
      const bare = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
        token: owner.token,
        body: { name: 'Ana' },
      });
      const noAddress = await invite(owner, bare.json()._id);
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().message).toBe(S.inviteNeedsEmail);

      // Only the owner invites.
      const stranger = await createBusiness(app);
      expect((await invite(stranger.owner, leo._id)).statusCode).toBe(403);
      expect((await invite(staff, leo._id)).statusCode).toBe(403);
    });
  });

  describe('what staff may do', () => {
    it('reads the business’s bookings and blocks, and hears of its bookings live', async () => {
      const { owner, businessId, maya, leo, service, staff } = await teamWithStaff();
      const socket = await connectAs(url, staff.token);
      const pushed = nextEvent(socket, 'bookingChanged', (c) => c.change === 'created');
      const leos = await book(businessId, service._id, leo._id, '10:00');
      expect((await pushed).booking._id).toBe(leos._id);
      const mayas = await book(businessId, service._id, maya._id, '10:00');

      const active = await api().request('GET', `/api/bookings/business/${businessId}`, {
        token: staff.token,
      });
      expect(active.statusCode, active.body).toBe(200);
      expect((active.json() as Booking[]).map((b) => b._id).sort()).toEqual([leos._id, mayas._id].sort());
      const history = await api().request('GET', `/api/bookings/business/${businessId}/history`, {
        token: staff.token,
      });
      expect(history.statusCode).toBe(200);
      await api().request('POST', `/api/businesses/${businessId}/blocks`, {
        token: owner.token,
        body: { teamMember: leo._id, startsAt: `${DAY}T14:00:00Z`, endsAt: `${DAY}T15:00:00Z` },
      });
      const blocks = await api().request(
        'GET',
        `/api/businesses/${businessId}/blocks?from=${DAY}&to=${DAY}`,
        {
          token: staff.token,
        },
      );
      expect(blocks.statusCode).toBe(200);
      expect(blocks.json()).toHaveLength(1);
      // One booking on its own, a colleague's included.
      const one = await api().request('GET', `/api/bookings/${mayas._id}`, { token: staff.token });
      expect(one.statusCode, one.body).toBe(200);
      expect((one.json() as Booking)._id).toBe(mayas._id);

      // Another business's staff sees nothing of it.
      const other = await teamWithStaff();
      const foreign = await api().request('GET', `/api/bookings/business/${businessId}`, {
        token: other.staff.token,
      });
      expect(foreign.statusCode).toBe(404);
      const foreignOne = await api().request('GET', `/api/bookings/${mayas._id}`, {
        token: other.staff.token,
      });
      expect(foreignOne.statusCode).toBe(404);
    });

    it('confirms, cancels, completes and marks no-show its own bookings, and gets 403 on a colleague’s', async () => {
      const { owner, businessId, maya, leo, service, staff } = await teamWithStaff();
      const mine = await book(businessId, service._id, maya._id, '10:00');
      const mineToCancel = await book(businessId, service._id, maya._id, '11:00');
      const mineNoShow = await book(businessId, service._id, maya._id, '13:00');
      const theirs = await book(businessId, service._id, leo._id, '10:00');

      const refusedConfirm = await setStatus(staff, theirs._id, 'confirmed');
      expect(refusedConfirm.statusCode).toBe(403);
      expect(refusedConfirm.json().message).toBe(S.ownBookingsOnly);
      const refusedCancel = await setStatus(staff, theirs._id, 'cancelled');
      expect(refusedCancel.statusCode).toBe(403);
      expect(refusedCancel.json().message).toBe(S.ownBookingsOnly);

      expect((await setStatus(staff, mine._id, 'confirmed')).statusCode).toBe(200);
      expect((await setStatus(staff, mineNoShow._id, 'confirmed')).statusCode).toBe(200);
      const cancelled = await setStatus(staff, mineToCancel._id, 'cancelled');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().status).toBe('cancelled');
      expect((await setStatus(owner, theirs._id, 'confirmed')).statusCode).toBe(200);

      // Once they have started.
      now = new Date(`${DAY}T14:30:00Z`);
      const refusedComplete = await setStatus(staff, theirs._id, 'completed');
      expect(refusedComplete.statusCode).toBe(403);
      expect(refusedComplete.json().message).toBe(S.ownBookingsOnly);
      const refusedNoShow = await setStatus(staff, theirs._id, 'no-show');
      expect(refusedNoShow.statusCode).toBe(403);
      const completed = await setStatus(staff, mine._id, 'completed');
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json().status).toBe('completed');
      const noShow = await setStatus(staff, mineNoShow._id, 'no-show');
      expect(noShow.statusCode, noShow.body).toBe(200);
      expect(noShow.json().status).toBe('no-show');
    });

    it('books walk-ins and moves bookings for its own member only', async () => {
      const { businessId, maya, leo, service, staff } = await teamWithStaff();
      const walkIn = (teamMember: string | null) =>
        api().request('POST', `/api/businesses/${businessId}/bookings`, {
          token: staff.token,
          body: {
            service: service._id,
            teamMember,
            bookingDate: DAY,
            startTime: '15:00',
            customer: { name: 'Walk In' },
          },
        });
      const forLeo = await walkIn(leo._id);
      expect(forLeo.statusCode).toBe(403);
      expect(forLeo.json().message).toBe(S.ownBookingsOnly);
      const own = await walkIn(maya._id);
      expect(own.statusCode, own.body).toBe(201);
      expect((own.json() as Booking).teamMember?._id).toBe(maya._id);

      const move = (bookingId: string, body: Record<string, unknown>) =>
        api().request('PUT', `/api/bookings/${bookingId}/reschedule-by-business`, {
          token: staff.token,
          body,
        });
      const theirs = await book(businessId, service._id, leo._id, '10:00');
      const refused = await move(theirs._id, { bookingDate: DAY, startTime: '11:00' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(S.ownBookingsOnly);
      const toColleague = await move(own.json()._id, {
        bookingDate: DAY,
        startTime: '16:00',
        teamMember: leo._id,
      });
      expect(toColleague.statusCode).toBe(403);
      const moved = await move(own.json()._id, { bookingDate: DAY, startTime: '16:00' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as Booking).startTime).toBe('16:00');
    });

    it('blocks and frees its own time only', async () => {
      const { owner, businessId, maya, leo, staff } = await teamWithStaff();
      const block = (account: Account, teamMember: string | null) =>
        api().request('POST', `/api/businesses/${businessId}/blocks`, {
          token: account.token,
          body: { teamMember, startsAt: `${DAY}T14:00:00Z`, endsAt: `${DAY}T15:00:00Z` },
        });
      const own = await block(staff, maya._id);
      expect(own.statusCode, own.body).toBe(201);
      for (const refused of [await block(staff, leo._id), await block(staff, null)]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(S.ownBlocksOnly);
      }
      const leos = await block(owner, leo._id);
      const removeTheirs = await api().request('DELETE', `/api/blocks/${leos.json().block._id}`, {
        token: staff.token,
      });
      expect(removeTheirs.statusCode).toBe(403);
      expect(removeTheirs.json().message).toBe(S.ownBlocksOnly);
      const removeOwn = await api().request('DELETE', `/api/blocks/${own.json().block._id}`, {
        token: staff.token,
      });
      expect(removeOwn.statusCode).toBe(200);
    });

    it('cannot change the business: profile, hours, closures, services, team, reviews, chats', async () => {
      const { businessId, leo, service, staff } = await teamWithStaff();
      const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
        api().request(method, path, { token: staff.token, ...(body === undefined ? {} : { body }) });
      const closed = { start: '09:00', end: '17:00', isOpen: false };
      const week = Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          closed,
        ]),
      );
      const refusals = [
        await as('PUT', `/api/businesses/${businessId}`, businessInput({ name: 'Mine now' })),
        await as('PUT', `/api/businesses/${businessId}/update-schedule`, { schedule: week }),
        await as('PUT', `/api/businesses/${businessId}/date-overrides`, { dateOverrides: [] }),
        await as('POST', '/api/services', { business: businessId, name: 'Mine', duration: 30, price: 1 }),
        await as('PUT', `/api/services/${service._id}`, { name: 'Renamed' }),
        await as('DELETE', `/api/services/${service._id}`),
        await as('POST', `/api/businesses/${businessId}/team-members`, { name: 'Newcomer' }),
        await as('PUT', `/api/team-members/${leo._id}`, { name: 'Renamed' }),
        await as('DELETE', `/api/team-members/${leo._id}`),
        await as('GET', `/api/businesses/${businessId}/team-members/manage`),
        await as('DELETE', `/api/team-members/${leo._id}/account`),
      ];
      for (const res of refusals) expect([res.statusCode, res.body]).toEqual([403, res.body]);
      // The reviews' owner list and the business's conversations are not theirs to read.
      expect((await as('GET', `/api/businesses/${businessId}/reviews/manage`)).statusCode).toBe(404);
      const customer = await registerCustomer(app);
      const chat = await api().request('GET', `/api/chats/business/${businessId}`, { token: customer.token });
      expect(chat.statusCode, chat.body).toBe(200);
      const messages = await as('GET', `/api/chats/${chat.json()._id}/messages`);
      expect(messages.statusCode).toBe(404);
    });

    it('loses every right once the owner removes its access, and a waiting link is withdrawn', async () => {
      const { owner, businessId, maya, leo, staff } = await teamWithStaff();
      const removed = await api().request('DELETE', `/api/team-members/${maya._id}/account`, {
        token: owner.token,
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ hasAccount: false, invitePendingUntil: null });
      expect(await myBusinesses(staff)).toEqual([]);
      const bookings = await api().request('GET', `/api/bookings/business/${businessId}`, {
        token: staff.token,
      });
      expect(bookings.statusCode).toBe(404);
      expect(bookings.json().message).toBe(NOT_FOUND_MESSAGES.business);

      await invite(owner, leo._id);
      const token = await inviteToken(leo.email!);
      await api().request('DELETE', `/api/team-members/${leo._id}/account`, { token: owner.token });
      expect((await readInvite(token)).json().state).toBe('expired');
      const withdrawn = await accept(token, await registerBusinessOwner(app));
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json().message).toBe(S.inviteExpired);
      // The member can be invited again: a new account may join.
      await invite(owner, maya._id);
      const again = await inviteToken(maya.email!, 2);
      expect((await accept(again, staff)).statusCode).toBe(200);
      expect((await myBusinesses(staff))[0]?.membership).toBe('staff');
    });
  });

  it('keeps a booking’s rules for staff: a status change the rules refuse is still 409', async () => {
    const { businessId, maya, service, staff } = await teamWithStaff();
    const mine = await book(businessId, service._id, maya._id, '10:00');
    const early = await setStatus(staff, mine._id, 'completed');
    expect(early.statusCode).toBe(409);
    expect([B.statusChangeNotAllowed, B.completeNotStarted]).toContain(early.json().message);
  });
});
