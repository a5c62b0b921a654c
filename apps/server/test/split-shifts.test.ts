// Times that tell the truth (issue 39 item 3) through the real app on every database: a weekday
// of more than one interval (a split shift) for the business and for a team member, offered and
// booked only inside its intervals, overlapping intervals refused with a clear message, the old
// one-interval shape still read and written; and the business page's "Open today" and the booking
// sheet's strip of dates agreeing over a table of zones and instants.
import {
  addDays,
  BOOKING_MESSAGES,
  businessToday,
  defaultSchedule,
  openingOn,
  stripDayState,
  timeToMinutes,
  WEEKDAYS,
} from '@booklane/shared/domain';
import { type Schedule, type ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer).
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
const TUESDAY = '2026-06-02';

const MORNING = { start: '09:00', end: '11:00' };
const AFTERNOON = { start: '14:00', end: '19:00' };

describeEachBackend('split shifts', (scratch) => {
  let app: FastifyInstance;
  let now = MONDAY_8AM_BERLIN;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => now });
  });
  afterAll(async () => {
    await app?.close();
  });

  const saveSchedule = (owner: Account, businessId: string, schedule: unknown) =>
    api().request('PUT', `/api/businesses/${businessId}/update-schedule`, {
      token: owner.token,
      body: { schedule },
    });

  const availability = async (serviceId: string, from: string, to = from, query = '') => {
    const res = await api().request(
      'GET',
      `/api/services/${serviceId}/availability?from=${from}&to=${to}${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ServiceAvailability;
  };
  const timesOn = (answer: ServiceAvailability, date: string) =>
    answer.days.find((d) => d.date === date)?.slots.map((s) => s.startTime) ?? [];

  it('offers a split shift’s times only inside its intervals and refuses a booking in the gap', async () => {
    now = MONDAY_8AM_BERLIN;
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const schedule = defaultSchedule();
    // Given afternoon first: the answer puts them in order, start and end the day's span.
    schedule.tuesday = { start: '09:00', end: '19:00', isOpen: true, intervals: [AFTERNOON, MORNING] };
    const saved = await saveSchedule(owner, business._id, schedule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().schedule.tuesday).toEqual({
      start: '09:00',
      end: '19:00',
      isOpen: true,
      intervals: [MORNING, AFTERNOON],
    });
    // A day of one interval keeps the shape clients read before split shifts.
    expect(saved.json().schedule.monday).toEqual({ start: '09:00', end: '17:00', isOpen: true });

    const service = await createService(app, owner, business._id, { duration: 30, autoAcceptBookings: true });
    const times = timesOn(await availability(service._id, TUESDAY), TUESDAY);
    expect(times).toContain('09:00');
    expect(times).toContain('10:30');
    expect(times).toContain('14:00');
    expect(times.at(-1)).toBe('18:30');
    // Nothing between the morning's close and the afternoon's opening.
    expect(
      times.filter((t) => t !== null && timeToMinutes(t) >= 11 * 60 && timeToMinutes(t) < 14 * 60),
    ).toEqual([]);

    const inGap = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: TUESDAY,
        startTime: '13:30',
        ...guest(),
      },
    });
    expect(inGap.statusCode, inGap.body).toBe(400);
    expect(inGap.json().message).toBe(BOOKING_MESSAGES.timeSlotNotAvailable);
    // A booking that would run past the morning's close is refused too.
    const across = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: TUESDAY,
        startTime: '11:00',
        ...guest(),
      },
    });
    expect(across.statusCode).toBe(400);
    const afternoon = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: TUESDAY,
        startTime: '14:00',
        ...guest(),
      },
    });
    expect(afternoon.statusCode, afternoon.body).toBe(201);
  });

  it('refuses intervals of a day that overlap, with a message that says so', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const schedule = defaultSchedule();
    schedule.wednesday = {
      start: '09:00',
      end: '19:00',
      isOpen: true,
      intervals: [
        { start: '09:00', end: '12:30' },
        { start: '12:00', end: '19:00' },
      ],
    };
    const res = await saveSchedule(owner, business._id, schedule);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'schedule.wednesday.intervals',
      message: "A day's opening hours must not overlap: each one starts after the previous one ends",
    });
  });

  it('follows a team member’s split shift', async () => {
    now = MONDAY_8AM_BERLIN;
    const { owner, business } = await createBusiness(app, { timezone: 'Europe/Berlin' });
    const team = await api().request('GET', `/api/businesses/${business._id}/team-members/manage`, {
      token: owner.token,
    });
    expect(team.statusCode, team.body).toBe(200);
    const member = (team.json() as Array<{ _id: string; name: string }>)[0]!;
    const schedule: Schedule = defaultSchedule();
    for (const day of WEEKDAYS) {
      schedule[day] = {
        start: '08:00',
        end: '18:00',
        isOpen: true,
        intervals: [
          { start: '08:00', end: '09:00' },
          { start: '17:00', end: '18:00' },
        ],
      };
    }
    const updated = await api().request('PUT', `/api/team-members/${member._id}`, {
      token: owner.token,
      body: { name: member.name, schedule },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const service = await createService(app, owner, business._id, { duration: 30 });
    expect(timesOn(await availability(service._id, TUESDAY), TUESDAY)).toEqual([
      '08:00',
      '08:30',
      '17:00',
      '17:30',
    ]);
  });

  describe('"Open today" and the strip of dates agree', () => {
    // Open 09:00-18:00, Wednesdays closed, split on Thursdays; a closure and one-off hours.
    const weekly = (): Schedule => {
      const schedule = defaultSchedule();
      for (const day of WEEKDAYS) schedule[day] = { start: '09:00', end: '18:00', isOpen: true };
      schedule.wednesday.isOpen = false;
      schedule.thursday = { start: '09:00', end: '19:00', isOpen: true, intervals: [MORNING, AFTERNOON] };
      return schedule;
    };

    // Instants near midnight and closing time, where the visitor's (UTC) date and the
    // business's differ or the day's last time is over.
    it.each([
      { zone: 'Pacific/Auckland', at: '2026-11-24T23:30:00Z', businessDate: '2026-11-25' },
      { zone: 'America/Los_Angeles', at: '2026-11-26T05:00:00Z', businessDate: '2026-11-25' },
      { zone: 'America/Los_Angeles', at: '2026-11-27T01:30:00Z', businessDate: '2026-11-26' },
      { zone: 'Asia/Kolkata', at: '2026-11-25T12:45:00Z', businessDate: '2026-11-25' },
      { zone: 'Europe/London', at: '2026-11-26T17:59:00Z', businessDate: '2026-11-26' },
      { zone: 'Pacific/Kiritimati', at: '2026-11-27T11:00:00Z', businessDate: '2026-11-28' },
      { zone: 'UTC', at: '2026-11-28T08:00:00Z', businessDate: '2026-11-28' },
    ])('in $zone at $at (the business’s $businessDate)', async ({ zone, at, businessDate }) => {
      now = new Date(at);
      const today = businessToday(zone, now);
      expect(today).toBe(businessDate);
      const { owner, business } = await createBusiness(app, { timezone: zone });
      expect((await saveSchedule(owner, business._id, weekly())).statusCode).toBe(200);
      const overrides = await api().request('PUT', `/api/businesses/${business._id}/date-overrides`, {
        token: owner.token,
        body: {
          dateOverrides: [
            { date: addDays(today, 2), closed: true, note: 'Team day' },
            { date: addDays(today, 3), start: '10:00', end: '12:00' },
          ],
        },
      });
      expect(overrides.statusCode, overrides.body).toBe(200);
      const service = await createService(app, owner, business._id, { duration: 60 });
      const page = await api().request('GET', `/api/businesses/detail/${business._id}`);
      expect(page.statusCode).toBe(200);
      const shown = page.json() as Parameters<typeof openingOn>[0] & { timezone: string };
      const answer = await availability(service._id, today, addDays(today, 6));

      // The strip starts on the business's today, the day the header speaks of.
      expect(answer.days[0]?.date).toBe(today);
      const header = openingOn(shown, businessToday(shown.timezone, now));
      for (const day of answer.days) {
        const opening = openingOn(shown, day.date);
        const state = stripDayState(opening, day);
        if (day.date === today) expect(state === 'closed', `today ${today}`).toBe(!header.open);
        // The server offers nothing on a day the business is closed, and only inside its intervals.
        if (!opening.open) expect(day.slots, day.date).toEqual([]);
        for (const slot of day.slots) {
          const start = timeToMinutes(slot.startTime ?? '');
          const inside = opening.intervals.some(
            (i) => timeToMinutes(i.start) <= start && start + 60 <= timeToMinutes(i.end),
          );
          expect(inside, `${day.date} ${slot.startTime}`).toBe(true);
        }
      }
    });
  });
});
