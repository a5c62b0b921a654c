// Insights (decisions.md 9.4, docs/decisions/0036) through the real app with a moving clock, on
// every database: one salon's fortnight of bookings made, confirmed, cancelled, completed and
// marked no-show as a salon would, then its figures compared with the ones worked out by hand
// below; and who may read them (the owner everything, a staff account its own member's only).
import { INSIGHTS_MESSAGES, NOT_FOUND_MESSAGES } from '@booklane/shared/domain';
import type { Booking, InsightsResponse, ManagedTeamMember } from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerBusinessOwner, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

// The range asked for is Monday 1 to Sunday 7 June 2026; its previous period is 25-31 May.
const RANGE = '?from=2026-06-01&to=2026-06-07';
const WEEKDAYS_9_TO_17 = {
  monday: { start: '09:00', end: '17:00', isOpen: true },
  tuesday: { start: '09:00', end: '17:00', isOpen: true },
  wednesday: { start: '09:00', end: '17:00', isOpen: true },
  thursday: { start: '09:00', end: '17:00', isOpen: true },
  friday: { start: '09:00', end: '17:00', isOpen: true },
  saturday: { start: '10:00', end: '15:00', isOpen: false },
  sunday: { start: '10:00', end: '15:00', isOpen: false },
};
const LUNCH = {
  name: 'Lunch',
  start: '12:00',
  end: '13:00',
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
};

describeEachBackend('insights', (scratch) => {
  let app: FastifyInstance;
  let now = new Date('2026-05-17T08:00:00Z');
  const api = () => client(app);

  /** The salon, its people and the answers every test reads. */
  let owner: Account;
  let businessId: string;
  let olive: ManagedTeamMember;
  let maya: ManagedTeamMember;
  let staff: Account;
  let ann: Account;

  const ok = async (method: 'POST' | 'PUT', url: string, token: string, body?: unknown) => {
    const res = await api().request(method, url, { token, ...(body === undefined ? {} : { body }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as unknown;
  };
  const insights = (account: { token: string } | null, query = RANGE, id = businessId) =>
    api().request('GET', `/api/businesses/${id}/insights${query}`, account ? { token: account.token } : {});

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });

    // ---- Sunday 17 May: the salon, its team and its bookings ---------------------------------
    const made = await createBusiness(app, { timezone: 'UTC' });
    owner = made.owner;
    businessId = made.business._id;
    // Open 09:00-17:00 Monday to Friday, lunch 12:00-13:00 for whoever works these hours.
    await ok('PUT', `/api/businesses/${businessId}/update-schedule`, owner.token, {
      schedule: WEEKDAYS_9_TO_17,
      breakHours: [LUNCH],
    });
    const team = (await api()
      .request('GET', `/api/businesses/${businessId}/team-members/manage`, { token: owner.token })
      .then((r) => r.json())) as ManagedTeamMember[];
    olive = team[0]!;
    // Maya works 09:00-15:00 Monday to Friday, with her own half-hour break on Tuesdays.
    maya = (await ok('POST', `/api/businesses/${businessId}/team-members`, owner.token, {
      name: 'Maya',
      schedule: {
        ...WEEKDAYS_9_TO_17,
        ...Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [
            d,
            { start: '09:00', end: '15:00', isOpen: true },
          ]),
        ),
      },
      breakHours: [{ name: 'Errand', start: '10:30', end: '11:00', days: ['tuesday'] }],
    })) as ManagedTeamMember;
    // Maya's staff account (the invitation itself: test/staff.test.ts).
    staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
    await app.ctx.database.db.execute(
      sql`update team_members set user_id = ${staff.user.id}::uuid where id = ${maya._id}::uuid`,
    );
    // Olive is away Thursday 4 June 14:00-16:00.
    await ok('POST', `/api/businesses/${businessId}/blocks`, owner.token, {
      teamMember: olive._id,
      startsAt: '2026-06-04T14:00:00Z',
      endsAt: '2026-06-04T16:00:00Z',
    });
    // A cut is an hour for 40; a colour an hour and a half for 100, and keeps 10 minutes after.
    const cut = await createService(app, owner, businessId, { name: 'Cut', duration: 60, price: 40 });
    const colour = await createService(app, owner, businessId, {
      name: 'Colour',
      duration: 90,
      price: 100,
      bufferAfterMinutes: 10,
    });

    // Ann books herself (pending until the salon confirms): her bookings may be reviewed.
    ann = await registerCustomer(app, { name: 'Ann' });
    const annBooks = async (service: string, member: string, bookingDate: string, startTime: string) =>
      (await ok('POST', '/api/bookings', ann.token, {
        service,
        business: businessId,
        teamMember: member,
        bookingDate,
        startTime,
        notes: '',
      })) as Booking;
    // Walk-ins and phone calls the salon enters itself: confirmed at once.
    const walkIn = async (
      service: string,
      member: string,
      bookingDate: string,
      startTime: string,
      customer: Record<string, string>,
    ) =>
      (await ok('POST', `/api/businesses/${businessId}/bookings`, owner.token, {
        service,
        teamMember: member,
        bookingDate,
        startTime,
        customer,
      })) as Booking;
    const ben = { name: 'Ben', email: 'BEN@example.com' };
    const dee = { name: 'Dee', email: 'dee@example.com' };

    // Before the previous period: Ben's first visit.
    const b12 = await walkIn(cut._id, olive._id, '2026-05-18', '09:00', ben);
    // The previous period (25-31 May).
    const b9 = await annBooks(cut._id, olive._id, '2026-05-26', '09:00');
    const b10 = await walkIn(cut._id, maya._id, '2026-05-27', '11:00', {
      name: 'Eve',
      email: 'eve@example.com',
    });
    const b11 = await walkIn(cut._id, olive._id, '2026-05-28', '09:00', {
      name: 'Fay',
      phone: '+1 555 0177',
    });
    // The range (1-7 June).
    const b1 = await annBooks(cut._id, olive._id, '2026-06-01', '09:00');
    const b2 = await walkIn(colour._id, olive._id, '2026-06-01', '10:00', ben);
    // Ben again, his address typed in lower case this time: the same person.
    const b3 = await walkIn(cut._id, maya._id, '2026-06-02', '09:00', { ...ben, email: 'ben@example.com' });
    // Cleo left only a phone number.
    const b4 = await walkIn(cut._id, maya._id, '2026-06-02', '14:00', { name: 'Cleo', phone: '+1 555 0199' });
    const b5 = await annBooks(cut._id, olive._id, '2026-06-03', '09:00');
    const b6 = await walkIn(cut._id, maya._id, '2026-06-03', '10:00', dee);
    const b7 = await walkIn(colour._id, olive._id, '2026-06-04', '09:00', dee);
    await annBooks(cut._id, maya._id, '2026-06-05', '13:00'); // stays pending
    for (const b of [b9, b1])
      await ok('PUT', `/api/bookings/${b._id}/status`, owner.token, { status: 'confirmed' });
    await ok('PUT', `/api/bookings/${b5._id}/cancel-by-customer`, ann.token);
    await ok('PUT', `/api/bookings/${b6._id}/status`, owner.token, { status: 'cancelled' });

    // ---- Friday 29 May: the previous period's visits, and Ann's review of hers ---------------
    now = new Date('2026-05-29T12:00:00Z');
    for (const b of [b12, b9, b10]) {
      await ok('PUT', `/api/bookings/${b._id}/status`, owner.token, { status: 'completed' });
    }
    await ok('PUT', `/api/bookings/${b11._id}/status`, owner.token, { status: 'no-show' });
    await ok('POST', `/api/bookings/${b9._id}/review`, ann.token, { rating: 5, text: 'Lovely' });

    // ---- Saturday 6 June: the range's visits, and Ann's review of hers -----------------------
    now = new Date('2026-06-06T12:00:00Z');
    for (const b of [b1, b2, b4]) {
      await ok('PUT', `/api/bookings/${b._id}/status`, owner.token, { status: 'completed' });
    }
    await ok('PUT', `/api/bookings/${b3._id}/status`, owner.token, { status: 'no-show' });
    await ok('POST', `/api/bookings/${b1._id}/review`, ann.token, { rating: 4 });
    // b7 (Dee's colour on Thursday) stays confirmed: nobody marked it.
    expect(b7.status).toBe('confirmed');
  });
  afterAll(async () => app?.close());

  it('answers the owner the figures of the range beside the previous one', async () => {
    const res = await insights(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as InsightsResponse;
    expect(body.currency).toBe('USD');
    expect(body.timezone).toBe('UTC');
    expect(body.current).toEqual({
      from: '2026-06-01',
      to: '2026-06-07',
      // b1-b8: b8 pending; b7 confirmed; b1, b2, b4 completed; b5, b6 cancelled; b3 no-show.
      bookings: { total: 8, pending: 1, confirmed: 1, completed: 3, cancelled: 2, noShow: 1 },
      // b1 (40) + b2 (100) + b4 (40), over 3 completed.
      revenue: 180,
      averageValue: 60,
      // Ann cancelled b5, the salon b6.
      cancellations: { byCustomer: 1, byBusiness: 1 },
      // 1 no-show of 3 completed + 1 no-show.
      noShowRate: 0.25,
      // Cleo and Dee (her cancelled b6 does not count, her b7 does) first came in the range; Ann
      // (26 May) and Ben (18 May, and the same person whatever the case of his address) before.
      customers: { new: 2, returning: 2 },
      rating: { average: 4, count: 1 },
    });
    expect(body.previous).toEqual({
      from: '2026-05-25',
      to: '2026-05-31',
      bookings: { total: 3, pending: 0, confirmed: 0, completed: 2, cancelled: 0, noShow: 1 },
      revenue: 80,
      averageValue: 40,
      cancellations: { byCustomer: 0, byBusiness: 0 },
      noShowRate: 0.3333,
      // Ann, Eve and Fay all came for the first time then.
      customers: { new: 3, returning: 0 },
      rating: { average: 5, count: 1 },
    });
  });

  it('draws every day of the range, the services, the team’s utilisation and the heatmap', async () => {
    const body = (await insights(owner)).json() as InsightsResponse;
    expect(body.daily).toEqual([
      { date: '2026-06-01', bookings: 2, revenue: 140 },
      { date: '2026-06-02', bookings: 2, revenue: 40 },
      { date: '2026-06-03', bookings: 0, revenue: 0 },
      { date: '2026-06-04', bookings: 1, revenue: 0 },
      { date: '2026-06-05', bookings: 1, revenue: 0 },
      { date: '2026-06-06', bookings: 0, revenue: 0 },
      { date: '2026-06-07', bookings: 0, revenue: 0 },
    ]);
    expect(body.services).toEqual([
      { serviceId: expect.any(String), name: 'Cut', bookings: 4, revenue: 80 },
      { serviceId: expect.any(String), name: 'Colour', bookings: 2, revenue: 100 },
    ]);
    expect(body.team).toEqual([
      {
        teamMemberId: olive._id,
        name: olive.name,
        // b1 (60) + b2 and b7 (90 + 10 kept after each).
        bookings: 3,
        bookedMinutes: 260,
        // 5 days of 8 hours less lunch (2100), less Thursday's 2 hours away.
        openMinutes: 1980,
        utilisation: 0.1313,
      },
      {
        teamMemberId: maya._id,
        name: 'Maya',
        // b3, b4 and b8: an hour each (b6 was cancelled).
        bookings: 3,
        bookedMinutes: 180,
        // Her own 6 hours a day for 5 days, less Tuesday's half hour; the salon's lunch is not hers.
        openMinutes: 1770,
        utilisation: 0.1017,
      },
    ]);
    expect(body.heatmap).toEqual([
      { weekday: 'monday', hour: 9, bookedMinutes: 60 },
      { weekday: 'monday', hour: 10, bookedMinutes: 100 },
      { weekday: 'tuesday', hour: 9, bookedMinutes: 60 },
      { weekday: 'tuesday', hour: 14, bookedMinutes: 60 },
      { weekday: 'thursday', hour: 9, bookedMinutes: 100 },
      { weekday: 'friday', hour: 13, bookedMinutes: 60 },
    ]);
  });

  it('answers a staff account the figures of its own member only', async () => {
    const res = await insights(staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as InsightsResponse;
    expect(body.current).toEqual({
      from: '2026-06-01',
      to: '2026-06-07',
      // Maya's b3 (no-show), b4 (completed), b6 (cancelled by the salon), b8 (pending).
      bookings: { total: 4, pending: 1, confirmed: 0, completed: 1, cancelled: 1, noShow: 1 },
      revenue: 40,
      averageValue: 40,
      cancellations: { byCustomer: 0, byBusiness: 1 },
      noShowRate: 0.5,
      // Cleo is new; Ben and Ann had come to the salon before (to Olive).
      customers: { new: 1, returning: 2 },
      // Ann's review was of Olive's cut.
      rating: { average: null, count: 0 },
    });
    expect(body.previous).toMatchObject({
      bookings: { total: 1, pending: 0, confirmed: 0, completed: 1, cancelled: 0, noShow: 0 },
      revenue: 40,
      noShowRate: 0,
      customers: { new: 1, returning: 0 },
      rating: { average: null, count: 0 },
    });
    expect(body.services).toEqual([{ serviceId: expect.any(String), name: 'Cut', bookings: 3, revenue: 40 }]);
    expect(body.team.map((m) => [m.teamMemberId, m.bookedMinutes, m.openMinutes])).toEqual([
      [maya._id, 180, 1770],
    ]);
    expect(body.daily.map((d) => d.bookings)).toEqual([0, 2, 0, 0, 1, 0, 0]);
    expect(body.heatmap).toEqual([
      { weekday: 'tuesday', hour: 9, bookedMinutes: 60 },
      { weekday: 'tuesday', hour: 14, bookedMinutes: 60 },
      { weekday: 'friday', hour: 13, bookedMinutes: 60 },
    ]);
  });

  it('answers zeros and empty series over a range without bookings', async () => {
    const body = (await insights(owner, '?from=2026-07-06&to=2026-07-08')).json() as InsightsResponse;
    expect(body.current).toMatchObject({
      bookings: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, noShow: 0 },
      revenue: 0,
      averageValue: null,
      noShowRate: null,
      customers: { new: 0, returning: 0 },
      rating: { average: null, count: 0 },
    });
    expect(body.previous).toMatchObject({ from: '2026-07-03', to: '2026-07-05' });
    expect(body.daily).toHaveLength(3);
    expect(body.services).toEqual([]);
    expect(body.heatmap).toEqual([]);
    // Monday to Wednesday: Olive open 3 × 420, Maya 3 × 360 less Tuesday's half hour.
    expect(body.team.map((m) => [m.bookedMinutes, m.openMinutes, m.utilisation])).toEqual([
      [0, 1260, 0],
      [0, 1050, 0],
    ]);
  });

  describe('who may read them', () => {
    it('hides them from another business’s owner as if the business did not exist', async () => {
      const other = await createBusiness(app, { timezone: 'UTC' });
      const res = await insights(other.owner);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: NOT_FOUND_MESSAGES.business });
      // Their own business answers them.
      expect((await insights(other.owner, RANGE, other.business._id)).statusCode).toBe(200);
    });

    it('refuses customers and signed-out visitors', async () => {
      expect((await insights(ann)).statusCode).toBe(403);
      expect((await insights(null)).statusCode).toBe(401);
    });

    it('answers 404 for an unknown business and 400 for a range the contract refuses', async () => {
      expect((await insights(owner, RANGE, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      for (const query of [
        '?from=2026-06-07&to=2026-06-01',
        '?from=2025-01-01&to=2026-06-01',
        '?from=2026-06-01',
      ]) {
        const res = await insights(owner, query);
        expect(res.statusCode, query).toBe(400);
      }
      const backwards = await insights(owner, '?from=2026-06-07&to=2026-06-01');
      expect(JSON.stringify(backwards.json())).toContain(INSIGHTS_MESSAGES.range);
    });
  });
});
