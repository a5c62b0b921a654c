// Team members and one time per person (decisions.md 9.1), through the HTTP app, on PGlite and
// on PostgreSQL whenever one is reachable: there the concurrent requests really race over a pool,
// so only the database's guarantee (the exclusion constraint) can keep a member in one place.
import { BOOKING_MESSAGES as B, memberHasBookingsMessage, TEAM_MESSAGES as T } from '@booklane/shared/domain';
import type { Booking, ManagedTeamMember, ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeWithRealConcurrency } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 06:00 UTC: Tuesday 2 June is bookable, 09:00-17:00 with a lunch break.
const NOW = new Date('2026-06-01T06:00:00Z');
const DAY = '2026-06-02';

describeWithRealConcurrency('team members', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
  });
  afterAll(async () => app?.close());

  async function business() {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const team = await api().request('GET', `/api/businesses/${business._id}/team-members/manage`, {
      token: owner.token,
    });
    expect(team.statusCode, team.body).toBe(200);
    return { owner, businessId: business._id as string, first: (team.json() as ManagedTeamMember[])[0]! };
  }

  async function addMember(owner: Account, businessId: string, body: Record<string, unknown>) {
    const res = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
      token: owner.token,
      body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ManagedTeamMember;
  }

  const bookGuest = (businessId: string, serviceId: string, body: Record<string, unknown>) =>
    checkedInject(app, {
      method: 'POST',
      url: '/api/bookings/guest',
      payload: { service: serviceId, business: businessId, notes: '', ...guest(), ...body },
    });

  it('gives every new business one team member named after its owner, who performs every service', async () => {
    const { owner, businessId, first } = await business();
    expect(first.name).toBe(owner.user.name);
    const service = await createService(app, owner, businessId);
    const publicTeam = await api().request('GET', `/api/businesses/${businessId}/team-members`);
    expect(publicTeam.json()).toEqual([
      { _id: first._id, name: owner.user.name, title: '', photoUrl: null, serviceIds: [service._id] },
    ]);
    const booked = await bookGuest(businessId, service._id, { bookingDate: DAY, startTime: '10:00' });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((booked.json() as Booking).teamMember).toEqual({ _id: first._id, name: owner.user.name });

    // A service taken offline is nobody's to see on the public team, not even by its id.
    await createService(app, owner, businessId, { name: 'Not yet', isActive: false });
    const stillPublic = await api().request('GET', `/api/businesses/${businessId}/team-members`);
    expect(stillPublic.json()).toEqual(publicTeam.json());
  });

  it('keeps a one-chair barber in one place: a second service at an overlapping time is 409', async () => {
    const { owner, businessId } = await business();
    const fade = await createService(app, owner, businessId, { name: 'Skin Fade', duration: 45 });
    const beard = await createService(app, owner, businessId, { name: 'Beard Trim', duration: 30 });
    expect((await bookGuest(businessId, fade._id, { bookingDate: DAY, startTime: '14:00' })).statusCode).toBe(
      201,
    );
    const second = await bookGuest(businessId, beard._id, { bookingDate: DAY, startTime: '14:30' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe(B.timeSlotFull);
    const answer = (
      await api().request('GET', `/api/services/${beard._id}/availability?from=${DAY}&to=${DAY}`)
    ).json() as ServiceAvailability;
    const at = (time: string) => answer.days[0]!.slots.find((s) => s.startTime === time);
    expect(at('14:30')).toMatchObject({ remaining: 0, teamMemberIds: [] });
    expect(at('15:00')?.remaining).toBe(1);
  });

  it('lets 50 requests across 5 services into one member’s hour make exactly one booking', async () => {
    const { owner, businessId } = await business();
    const services = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => createService(app, owner, businessId, { name: `S${i}`, duration: 60 })),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bookGuest(businessId, services[i % 5]!._id, {
          bookingDate: DAY,
          startTime: i % 2 ? '11:00' : '10:30',
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    // Never a deadlock's 500: the member's lock orders the writers (migration 0012).
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
  });

  it('takes a group session of 4 and holds its member for other services', async () => {
    const { owner, businessId } = await business();
    const yoga = await createService(app, owner, businessId, {
      name: 'Yoga',
      duration: 60,
      hasSlotLimit: true,
      maxSlotsPerTimeSlot: 4,
    });
    const other = await createService(app, owner, businessId, { name: 'Massage', duration: 60 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        bookGuest(businessId, yoga._id, { bookingDate: DAY, startTime: '10:00' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(
      (await bookGuest(businessId, other._id, { bookingDate: DAY, startTime: '10:00' })).statusCode,
    ).toBe(409);
    expect((await bookGuest(businessId, yoga._id, { bookingDate: DAY, startTime: '10:30' })).statusCode).toBe(
      409,
    );
  });

  it('spreads three simultaneous "anyone" requests over three free members, and says who', async () => {
    const { owner, businessId } = await business();
    await addMember(owner, businessId, { name: 'Maya', title: 'Senior stylist' });
    await addMember(owner, businessId, { name: 'Leo' });
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const responses = await Promise.all(
      [1, 2, 3].map(() => bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '10:00' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const names = responses.map((r) => (r.json() as Booking).teamMember?.name);
    expect(new Set(names).size).toBe(3);
    const fourth = await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '10:00' });
    expect(fourth.statusCode).toBe(409);
  });

  it('books the chosen member, refuses one who does not perform the service or is unknown', async () => {
    const { owner, businessId, first } = await business();
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const color = await createService(app, owner, businessId, { name: 'Colour', duration: 60 });
    const maya = await addMember(owner, businessId, { name: 'Maya', serviceIds: [cut._id] });
    expect(maya.serviceIds).toEqual([cut._id]);

    const chosen = await bookGuest(businessId, cut._id, {
      bookingDate: DAY,
      startTime: '10:00',
      teamMember: maya._id,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((chosen.json() as Booking).teamMember?.name).toBe('Maya');
    // Maya is taken at 10:00; "anyone" still finds the owner's member.
    const anyone = await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '10:00' });
    expect((anyone.json() as Booking).teamMember?._id).toBe(first._id);

    const notHers = await bookGuest(businessId, color._id, {
      bookingDate: DAY,
      startTime: '11:00',
      teamMember: maya._id,
    });
    expect(notHers.statusCode).toBe(400);
    expect(notHers.json().message).toBe(T.notForService);
    const unknown = await bookGuest(businessId, cut._id, {
      bookingDate: DAY,
      startTime: '11:00',
      teamMember: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const answer = (
      await api().request(
        'GET',
        `/api/services/${cut._id}/availability?from=${DAY}&to=${DAY}&teamMember=${maya._id}`,
      )
    ).json() as ServiceAvailability;
    const at = (time: string) => answer.days[0]!.slots.find((s) => s.startTime === time);
    expect(at('10:00')).toMatchObject({ remaining: 0, teamMemberIds: [] });
    expect(at('11:00')).toMatchObject({ remaining: 1, teamMemberIds: [maya._id] });
  });

  it('follows a member’s own hours and a block of their day off, and lists the bookings a block lies over', async () => {
    const { owner, businessId, first } = await business();
    const open = { start: '12:00', end: '16:00', isOpen: true };
    const closed = { start: '09:00', end: '17:00', isOpen: false };
    const maya = await addMember(owner, businessId, {
      name: 'Maya',
      schedule: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: closed,
        sunday: closed,
      },
    });
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const early = await bookGuest(businessId, cut._id, {
      bookingDate: DAY,
      startTime: '10:00',
      teamMember: maya._id,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(B.timeSlotNotAvailable);
    const booked = await bookGuest(businessId, cut._id, {
      bookingDate: DAY,
      startTime: '14:00',
      teamMember: maya._id,
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const block = await api().request('POST', `/api/businesses/${businessId}/blocks`, {
      token: owner.token,
      body: {
        teamMember: maya._id,
        startsAt: `${DAY}T00:00:00Z`,
        endsAt: `${DAY}T23:59:59Z`,
        note: 'Day off',
      },
    });
    expect(block.statusCode, block.body).toBe(201);
    expect(block.json().affectedBookings.map((b: Booking) => b._id)).toEqual([booked.json()._id]);

    const answer = (
      await api().request('GET', `/api/services/${cut._id}/availability?from=${DAY}&to=${DAY}`)
    ).json() as ServiceAvailability;
    expect(answer.days[0]!.slots.every((s) => !s.teamMemberIds.includes(maya._id))).toBe(true);
    expect(answer.days[0]!.slots.find((s) => s.startTime === '15:00')?.teamMemberIds).toEqual([first._id]);
    const refused = await bookGuest(businessId, cut._id, {
      bookingDate: DAY,
      startTime: '15:00',
      teamMember: maya._id,
    });
    expect(refused.statusCode).toBe(409);

    const listed = await api().request('GET', `/api/businesses/${businessId}/blocks?from=${DAY}&to=${DAY}`, {
      token: owner.token,
    });
    expect(listed.json()).toHaveLength(1);
    // Only the dates asked for: the day before and the day after have no block.
    for (const day of ['2026-06-01', '2026-06-03']) {
      const other = await api().request('GET', `/api/businesses/${businessId}/blocks?from=${day}&to=${day}`, {
        token: owner.token,
      });
      expect(other.json(), day).toEqual([]);
    }
    const removed = await api().request('DELETE', `/api/blocks/${block.json().block._id}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    const again = await bookGuest(businessId, cut._id, {
      bookingDate: DAY,
      startTime: '15:00',
      teamMember: maya._id,
    });
    expect(again.statusCode, again.body).toBe(201);

    // A whole-business block takes everybody's time.
    await api().request('POST', `/api/businesses/${businessId}/blocks`, {
      token: owner.token,
      body: { teamMember: null, startsAt: `${DAY}T09:00:00Z`, endsAt: `${DAY}T10:00:00Z` },
    });
    const closedHour = await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '09:00' });
    expect(closedHour.statusCode).toBe(409);
  });

  it('refuses to remove a member with upcoming bookings (saying how many) and the last member', async () => {
    const { owner, businessId, first } = await business();
    const maya = await addMember(owner, businessId, { name: 'Maya' });
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '10:00', teamMember: maya._id });
    await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '11:00', teamMember: maya._id });
    const busy = await api().request('DELETE', `/api/team-members/${maya._id}`, { token: owner.token });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(memberHasBookingsMessage(2));

    const removeFirst = await api().request('DELETE', `/api/team-members/${first._id}`, {
      token: owner.token,
    });
    expect(removeFirst.statusCode, removeFirst.body).toBe(200);
    const last = await api().request('DELETE', `/api/team-members/${maya._id}`, { token: owner.token });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(T.lastMember);

    // Another owner can neither see nor touch them.
    const stranger = await createBusiness(app, { timezone: 'UTC' });
    const foreign = await api().request('PUT', `/api/team-members/${maya._id}`, {
      token: stranger.owner.token,
      body: { name: 'Mine' },
    });
    expect(foreign.statusCode).toBe(403);
    const foreignList = await api().request('GET', `/api/businesses/${businessId}/team-members/manage`, {
      token: stranger.owner.token,
    });
    expect(foreignList.statusCode).toBe(403);
  });

  it('reorders the team, and "anyone" prefers the member with fewer bookings that day', async () => {
    const { owner, businessId, first } = await business();
    const maya = await addMember(owner, businessId, { name: 'Maya' });
    const order = await api().request('PUT', `/api/businesses/${businessId}/team-members/order`, {
      token: owner.token,
      body: { ids: [maya._id, first._id] },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json() as ManagedTeamMember[]).map((m) => m.name)).toEqual(['Maya', first.name]);
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const a = await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '10:00' });
    expect((a.json() as Booking).teamMember?.name).toBe('Maya');
    const b = await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '14:00' });
    expect((b.json() as Booking).teamMember?.name).toBe(first.name);

    const incomplete = await api().request('PUT', `/api/businesses/${businessId}/team-members/order`, {
      token: owner.token,
      body: { ids: [maya._id] },
    });
    expect(incomplete.statusCode).toBe(400);
  });

  it('moves a booking with its member when they are free, and to another member when asked', async () => {
    const customer = await registerCustomer(app);
    const { owner, businessId, first } = await business();
    const maya = await addMember(owner, businessId, { name: 'Maya' });
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const mine = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: {
        service: cut._id,
        business: businessId,
        notes: '',
        bookingDate: DAY,
        startTime: '10:00',
        teamMember: maya._id,
      },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    await bookGuest(businessId, cut._id, { bookingDate: DAY, startTime: '14:00', teamMember: maya._id });
    const busy = await api().request('PUT', `/api/bookings/${mine.json()._id}/reschedule`, {
      token: customer.token,
      body: { bookingDate: DAY, startTime: '14:00' },
    });
    expect(busy.statusCode).toBe(409);
    const toOther = await api().request('PUT', `/api/bookings/${mine.json()._id}/reschedule`, {
      token: customer.token,
      body: { bookingDate: DAY, startTime: '14:00', teamMember: first._id },
    });
    expect(toOther.statusCode, toOther.body).toBe(200);
    expect((toOther.json() as Booking).teamMember?._id).toBe(first._id);
  });
});
