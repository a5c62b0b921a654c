// Busy times from a team member's other calendar (decisions.md 9.5), through the real app, on every
// database, with a calendar served by a local HTTP server: the member's availability loses exactly
// the busy times of the file (recurring events expanded, free ones ignored, zones honoured), the
// job reads it again every 10 minutes (conditionally: a 304 keeps the busy times), a failed read
// says what went wrong and keeps the last good busy times, and only the owner and the member's
// own staff account see the calendar, by its host: the secret address is never answered. A file
// with more busy times than are kept keeps the earliest and says so; one with too many events is
// refused; saves are limited per account. The job is driven by calling its batch at the test's clock.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BUSY_CALENDAR_MAX_EVENTS,
  INTEGRATION_MESSAGES as I,
  NOT_FOUND_MESSAGES,
} from '@booklane/shared/domain';
import type { Block, BusyCalendar, ManagedTeamMember, ServiceAvailability } from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LIMITS } from '../src/core/limits/table';
import {
  checkedInject,
  client,
  createBusiness,
  registerBusinessOwner,
  uniqueEmail,
  type Account,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 06:00 UTC; the businesses are in UTC, open 09:00-17:00 on weekdays.
const START = new Date('2026-06-01T06:00:00Z');
const FROM = '2026-06-02';
const TO = '2026-06-09';
const MINUTE = 60_000;
const E = I.busyCalendarErrors;
/** What answers name of a calendar on the local server. */
const HOST = '127.0.0.1';

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Booklane test//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A weekly meeting, one week skipped (EXDATE); a day off; a free reminder; a call in New York time. */
const FIRST_FILE = calendar(
  ...NEW_YORK,
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'SUMMARY:Team meeting',
  'DTSTART:20260602T100000Z',
  'DTEND:20260602T110000Z',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'EXDATE:20260609T100000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:day-off@test',
  'SUMMARY:Dentist and a day off',
  'DTSTART;VALUE=DATE:20260603',
  'DTEND;VALUE=DATE:20260604',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:free@test',
  'SUMMARY:Reminder',
  'DTSTART:20260604T090000Z',
  'DTEND:20260604T170000Z',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:call@test',
  'SUMMARY:Call with New York',
  'DTSTART;TZID=America/New_York:20260605T100000',
  'DTEND;TZID=America/New_York:20260605T110000',
  'END:VEVENT',
);
/** What the first file blocks from FROM to TO (UTC), and beyond (16 June's meeting). */
const FIRST_BUSY = [
  ['2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z'],
  ['2026-06-03T00:00:00Z', '2026-06-04T00:00:00Z'],
  ['2026-06-05T14:00:00Z', '2026-06-05T15:00:00Z'],
] as const;

/** The day off is gone; a lunch on Thursday came instead. */
const SECOND_FILE = calendar(
  'BEGIN:VEVENT',
  'UID:weekly@test',
  'DTSTART:20260602T100000Z',
  'DTEND:20260602T110000Z',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'EXDATE:20260609T100000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:lunch@test',
  'DTSTART:20260604T130000Z',
  'DTEND:20260604T143000Z',
  'END:VEVENT',
);
const SECOND_BUSY = [
  ['2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z'],
  ['2026-06-04T13:00:00Z', '2026-06-04T14:30:00Z'],
] as const;

/** One calendar the local server serves: its file and validator, or a failure. */
type Served = {
  body: string;
  etag: string;
  mode: 'ok' | 'missing' | 'silent';
  requests: number;
  notModified: number;
};

describeEachBackend('busy times from other calendars', (scratch) => {
  let app: FastifyInstance;
  let server: http.Server;
  let base: string;
  let now = START;
  const served = new Map<string, Served>();
  const api = () => client(app);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const calendarOf = served.get(req.url ?? '');
      if (!calendarOf) return void res.writeHead(404, 'Not Found').end();
      calendarOf.requests++;
      // Never answers: the read's timeout ends it.
      if (calendarOf.mode === 'silent') return;
      if (calendarOf.mode === 'missing') return void res.writeHead(404, 'Not Found').end('Not here');
      if (req.headers['if-none-match'] === calendarOf.etag) {
        calendarOf.notModified++;
        return void res.writeHead(304, { etag: calendarOf.etag }).end();
      }
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: calendarOf.etag });
      res.end(calendarOf.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const config = scratch().config({ RATE_LIMITS: 'off', BUSY_CALENDAR_ALLOW_PRIVATE: '1' });
    // A read that gets no answer gives up after 300 ms instead of 5 s.
    app = await buildApp(
      { ...config, busyCalendars: { ...config.busyCalendars, timeoutMs: 300 } },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await app?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  let calendars = 0;
  /** A new address on the local server, serving `body`. */
  function serve(body: string): { url: string; calendar: Served } {
    const path = `/calendars/${++calendars}/basic.ics`;
    const calendar: Served = { body, etag: `"${calendars}-1"`, mode: 'ok', requests: 0, notModified: 0 };
    served.set(path, calendar);
    return { url: `${base}${path}`, calendar };
  }

  /** A business (UTC) with its owner's member and Maya, both doing a 30-minute service. */
  async function team() {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const businessId = business._id;
    const list = await api().request('GET', `/api/businesses/${businessId}/team-members/manage`, {
      token: owner.token,
    });
    const first = (list.json() as ManagedTeamMember[])[0]!;
    const added = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
      token: owner.token,
      body: { name: 'Maya', email: uniqueEmail('maya') },
    });
    expect(added.statusCode, added.body).toBe(201);
    const maya = added.json() as ManagedTeamMember;
    const service = await createService(app, owner, businessId, { name: 'Cut', duration: 30 });
    return { owner, businessId, first, maya, service };
  }

  const setCalendar = (account: Account, memberId: string, url: string | null) =>
    api().request('PUT', `/api/team-members/${memberId}/busy-calendar`, {
      token: account.token,
      body: { url },
    });
  async function status(account: Account, memberId: string): Promise<BusyCalendar> {
    const res = await api().request('GET', `/api/team-members/${memberId}/busy-calendar`, {
      token: account.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as BusyCalendar;
  }

  /** The times each member is free for, FROM to TO: `date HH:mm` of every slot they are listed in. */
  async function freeTimes(serviceId: string): Promise<Map<string, Set<string>>> {
    const res = await api().request('GET', `/api/services/${serviceId}/availability?from=${FROM}&to=${TO}`);
    expect(res.statusCode, res.body).toBe(200);
    const free = new Map<string, Set<string>>();
    for (const day of (res.json() as ServiceAvailability).days) {
      for (const slot of day.slots) {
        for (const id of slot.teamMemberIds) {
          if (!free.has(id)) free.set(id, new Set());
          free.get(id)!.add(`${day.date} ${slot.startTime}`);
        }
      }
    }
    return free;
  }

  /** The times of `before` that a 30-minute appointment can take without touching `busy`. */
  function without(
    before: Set<string> | undefined,
    busy: ReadonlyArray<readonly [string, string]>,
  ): Set<string> {
    const overlaps = (time: string) => {
      const from = Date.parse(`${time.replace(' ', 'T')}:00Z`);
      return busy.some(([a, b]) => from < Date.parse(b) && from + 30 * MINUTE > Date.parse(a));
    };
    return new Set([...(before ?? [])].filter((time) => !overlaps(time)));
  }

  /**
   * Moves the clock on and runs one batch of the job, as a process's worker would; then waits
   * until no read is under way (the app's own worker may have claimed one first).
   */
  async function later(minutes: number): Promise<Date> {
    now = new Date(now.getTime() + minutes * MINUTE);
    await app.busyCalendars.readDue();
    for (let tries = 0; tries < 200; tries++) {
      const result = await app.ctx.database.db.execute(
        sql`select count(*)::int as n from team_members where busy_calendar_locked_until > ${now.toISOString()}::timestamptz`,
      );
      if (Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return now;
  }

  it('takes exactly the busy times of the member’s calendar from their availability, and nobody else’s', async () => {
    const { owner, businessId, first, maya, service } = await team();
    const before = await freeTimes(service._id);
    expect(before.get(maya._id)?.size).toBeGreaterThan(50);
    const { url } = serve(FIRST_FILE);

    const set = await setCalendar(owner, maya._id, url);
    expect(set.statusCode, set.body).toBe(200);
    // Read at once: the 16th's meeting counts too. The secret address is not answered back.
    expect(set.json()).toEqual({
      host: HOST,
      lastReadAt: now.toISOString(),
      lastAttemptAt: now.toISOString(),
      lastError: null,
      upcomingBusyTimes: 4,
    });

    const after = await freeTimes(service._id);
    expect(after.get(maya._id)).toEqual(without(before.get(maya._id), FIRST_BUSY));
    expect(after.get(maya._id)?.size).toBeLessThan(before.get(maya._id)!.size);
    expect(after.get(first._id)).toEqual(before.get(first._id));

    // Booking honours them: Maya is busy at 10:00 on Tuesday, the owner's member is not.
    const book = (teamMember: string) =>
      checkedInject(app, {
        method: 'POST',
        url: '/api/bookings/guest',
        payload: {
          service: service._id,
          business: businessId,
          notes: '',
          bookingDate: FROM,
          startTime: '10:00',
          teamMember,
          ...guest(),
        },
      });
    expect((await book(maya._id)).statusCode).toBe(409);
    expect((await book(first._id)).statusCode).toBe(201);

    // The team screen shows how the read went; the calendar shows the busy times, without titles.
    const listed = await api().request('GET', `/api/businesses/${businessId}/team-members/manage`, {
      token: owner.token,
    });
    const members = listed.json() as ManagedTeamMember[];
    expect(members.find((m) => m._id === maya._id)?.busyCalendar).toEqual(set.json());
    // Nowhere is the secret part of the address answered.
    const read = await api().request('GET', `/api/team-members/${maya._id}/busy-calendar`, {
      token: owner.token,
    });
    const secret = new URL(url).pathname;
    for (const body of [set.body, read.body, listed.body]) expect(body).not.toContain(secret);
    expect(members.find((m) => m._id === first._id)?.busyCalendar).toEqual({
      host: null,
      lastReadAt: null,
      lastAttemptAt: null,
      lastError: null,
      upcomingBusyTimes: 0,
    });
    const blocks = await api().request('GET', `/api/businesses/${businessId}/blocks?from=${FROM}&to=${TO}`, {
      token: owner.token,
    });
    expect(
      (blocks.json() as Block[]).map((b) => [b.teamMember, b.startsAt, b.endsAt, b.note, b.source]),
    ).toEqual(
      FIRST_BUSY.map(([a, b]) => [
        maya._id,
        new Date(a).toISOString(),
        new Date(b).toISOString(),
        '',
        'calendar',
      ]),
    );

    // A busy time is changed in the calendar it comes from, not here.
    const removed = await api().request('DELETE', `/api/blocks/${(blocks.json() as Block[])[0]!._id}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(I.calendarBlock);

    // Removing the address removes its busy times.
    const unset = await setCalendar(owner, maya._id, null);
    expect(unset.json()).toEqual({
      host: null,
      lastReadAt: null,
      lastAttemptAt: null,
      lastError: null,
      upcomingBusyTimes: 0,
    });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(before.get(maya._id));
  });

  it('reads the calendar again every 10 minutes: a 304 keeps the busy times, a changed file replaces them', async () => {
    const { owner, maya, service } = await team();
    const before = await freeTimes(service._id);
    const { url, calendar } = serve(FIRST_FILE);
    expect((await setCalendar(owner, maya._id, url)).statusCode).toBe(200);
    expect(calendar.requests).toBe(1);

    // Not due yet.
    await later(5);
    expect(calendar.requests).toBe(1);

    // Due: asked with its ETag, unchanged. Two processes at once read it once.
    now = new Date(now.getTime() + 6 * MINUTE);
    const other = await buildApp(app.ctx.config, { database: app.ctx.database, clock: () => now });
    try {
      await Promise.all([app.busyCalendars.readDue(), other.busyCalendars.readDue()]);
    } finally {
      await other.close();
    }
    expect(calendar).toMatchObject({ requests: 2, notModified: 1 });
    const unchanged = await status(owner, maya._id);
    expect(unchanged).toMatchObject({ lastReadAt: now.toISOString(), lastError: null, upcomingBusyTimes: 4 });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(without(before.get(maya._id), FIRST_BUSY));

    // The file changes: the next read replaces the busy times, and availability follows.
    calendar.body = SECOND_FILE;
    calendar.etag = '"changed"';
    const readAt = await later(11);
    expect(calendar).toMatchObject({ requests: 3, notModified: 1 });
    expect(await status(owner, maya._id)).toMatchObject({
      lastReadAt: readAt.toISOString(),
      lastError: null,
      upcomingBusyTimes: 3,
    });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(without(before.get(maya._id), SECOND_BUSY));

    // A file that never changes is still read in full once a day (its recurring events walk into
    // the window as days pass): unconditional after a day of 304s.
    for (let read = 0; read < 6 * 24 - 1; read++) await later(10);
    expect(calendar.requests - calendar.notModified).toBe(2);
    await later(11);
    expect(calendar.requests - calendar.notModified).toBe(3);
  });

  it('says in words why a read failed, and keeps the last good busy times', async () => {
    const { owner, maya, service } = await team();
    const before = await freeTimes(service._id);
    const { url, calendar } = serve(FIRST_FILE);
    const readAt = now.toISOString();
    expect((await setCalendar(owner, maya._id, url)).json()).toMatchObject({
      lastReadAt: readAt,
      lastError: null,
    });
    const busy = without(before.get(maya._id), FIRST_BUSY);

    calendar.mode = 'missing';
    const missingAt = await later(11);
    expect(await status(owner, maya._id)).toEqual({
      host: HOST,
      lastReadAt: readAt,
      lastAttemptAt: missingAt.toISOString(),
      lastError: E.status(404, 'Not Found'),
      upcomingBusyTimes: 4,
    });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(busy);

    calendar.mode = 'silent';
    const silentAt = await later(11);
    expect(await status(owner, maya._id)).toMatchObject({
      lastReadAt: readAt,
      lastAttemptAt: silentAt.toISOString(),
      lastError: E.timeout,
      upcomingBusyTimes: 4,
    });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(busy);

    // Something that is no calendar (a sign-in page).
    calendar.mode = 'ok';
    calendar.body = '<!doctype html><title>Sign in</title>';
    calendar.etag = '"page"';
    await later(11);
    expect((await status(owner, maya._id)).lastError).toBe(E.notCalendar);

    // Back to normal: the error goes.
    calendar.body = FIRST_FILE;
    calendar.etag = '"back"';
    const backAt = await later(11);
    expect(await status(owner, maya._id)).toMatchObject({
      lastReadAt: backAt.toISOString(),
      lastError: null,
    });

    // A failing address saved anew still answers the PUT, with the failure.
    calendar.mode = 'missing';
    const saved = await setCalendar(owner, maya._id, url);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ lastError: E.status(404, 'Not Found'), upcomingBusyTimes: 4 });
    calendar.mode = 'ok';
  });

  it('refuses addresses on this machine or a private network unless BUSY_CALENDAR_ALLOW_PRIVATE=1', async () => {
    const { owner, maya } = await team();
    const strict = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), {
      database: app.ctx.database,
      clock: () => now,
    });
    try {
      for (const url of [
        serve(FIRST_FILE).url,
        'http://localhost/calendar.ics',
        'http://10.1.2.3/calendar.ics',
      ]) {
        const res = await checkedInject(strict, {
          method: 'PUT',
          url: `/api/team-members/${maya._id}/busy-calendar`,
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ url }),
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().details).toEqual([{ path: 'url', message: I.privateAddress }]);
      }
    } finally {
      await strict.close();
    }
    expect(await status(owner, maya._id)).toMatchObject({ host: null });
  });

  it('shows and changes a member’s calendar to the owner and to that member’s own staff account only', async () => {
    const { owner, first, maya } = await team();
    const staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
    await app.ctx.database.db.execute(
      sql`update team_members set user_id = ${staff.user.id}::uuid where id = ${maya._id}::uuid`,
    );
    const { owner: stranger } = await createBusiness(app, { timezone: 'UTC' });

    const own = serve(FIRST_FILE);
    const mine = await setCalendar(staff, maya._id, own.url);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await status(staff, maya._id)).upcomingBusyTimes).toBe(4);
    expect(await status(owner, maya._id)).toMatchObject({ host: HOST, upcomingBusyTimes: 4 });

    const tried: Served[] = [];
    for (const [account, memberId] of [
      [staff, first._id],
      [stranger, maya._id],
      [stranger, first._id],
    ] as const) {
      const read = await api().request('GET', `/api/team-members/${memberId}/busy-calendar`, {
        token: account.token,
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(NOT_FOUND_MESSAGES.teamMember);
      const other = serve(FIRST_FILE);
      tried.push(other.calendar);
      const write = await setCalendar(account, memberId, other.url);
      expect(write.statusCode).toBe(404);
    }
    // Nothing was saved or read for them.
    expect(tried.map((c) => c.requests)).toEqual([0, 0, 0]);
    expect((await status(owner, first._id)).host).toBeNull();
    expect(await status(owner, maya._id)).toMatchObject({ host: HOST, upcomingBusyTimes: 4 });
    expect(own.calendar.requests).toBe(1);
  });

  it('keeps the earliest busy times of a calendar with more than Booklane reads, and says up to when', async () => {
    const { owner, maya, service } = await team();
    const before = await freeTimes(service._id);
    // From 1 July, a busy minute every two minutes: far more than are kept. This week's meeting
    // comes last in the file.
    const { url, calendar: file } = serve(
      calendar(
        'BEGIN:VEVENT',
        'UID:often@test',
        'DTSTART:20260701T000000Z',
        'DURATION:PT1M',
        'RRULE:FREQ=MINUTELY;INTERVAL=2',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:this-week@test',
        'DTSTART:20260602T100000Z',
        'DTEND:20260602T110000Z',
        'END:VEVENT',
      ),
    );
    // The meeting and 4,999 minutes from 1 July: the next one is on 7 July at 22:38.
    const notice = E.truncated('7 July 2026');
    const saved = await setCalendar(owner, maya._id, url);
    expect(saved.json()).toEqual({
      host: HOST,
      lastReadAt: now.toISOString(),
      lastAttemptAt: now.toISOString(),
      lastError: notice,
      upcomingBusyTimes: 5_000,
    });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(
      without(before.get(maya._id), [['2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z']]),
    );

    // Read in full again (not conditionally), so the notice stays true.
    const readAt = await later(11);
    expect(file).toMatchObject({ requests: 2, notModified: 0 });
    expect(await status(owner, maya._id)).toMatchObject({
      lastReadAt: readAt.toISOString(),
      lastError: notice,
      upcomingBusyTimes: 5_000,
    });
  });

  it(`refuses a calendar of more than ${BUSY_CALENDAR_MAX_EVENTS} events, and keeps the last good busy times`, async () => {
    const { owner, maya, service } = await team();
    const before = await freeTimes(service._id);
    const { url, calendar: file } = serve(FIRST_FILE);
    const readAt = (await setCalendar(owner, maya._id, url)).json().lastReadAt as string;

    const events: string[] = [];
    for (let i = 0; i <= BUSY_CALENDAR_MAX_EVENTS; i++) {
      events.push('BEGIN:VEVENT', `UID:${i}@test`, 'DTSTART:20260604T100000Z', 'DURATION:PT1H', 'END:VEVENT');
    }
    file.body = calendar(...events);
    file.etag = '"huge"';
    const triedAt = await later(11);
    expect(await status(owner, maya._id)).toEqual({
      host: HOST,
      lastReadAt: readAt,
      lastAttemptAt: triedAt.toISOString(),
      lastError: E.tooManyEvents,
      upcomingBusyTimes: 4,
    });
    expect((await freeTimes(service._id)).get(maya._id)).toEqual(without(before.get(maya._id), FIRST_BUSY));
  });

  it(`lets an account save ${LIMITS.busyCalendarSaves.max} addresses an hour; removing one is never limited`, async () => {
    const { owner, maya } = await team();
    const staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
    await app.ctx.database.db.execute(
      sql`update team_members set user_id = ${staff.user.id}::uuid where id = ${maya._id}::uuid`,
    );
    const limited = await buildApp(scratch().config({ BUSY_CALENDAR_ALLOW_PRIVATE: '1' }), {
      database: app.ctx.database,
      clock: () => now,
    });
    const put = (account: Account, url: string | null) =>
      checkedInject(limited, {
        method: 'PUT',
        url: `/api/team-members/${maya._id}/busy-calendar`,
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ url }),
      });
    try {
      const { url, calendar } = serve(FIRST_FILE);
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.busyCalendarSaves.max; i++)
        statuses.push((await put(owner, url)).statusCode);
      expect(statuses).toEqual([...Array(LIMITS.busyCalendarSaves.max).fill(200), 429]);
      // The refused save read nothing.
      expect(calendar.requests).toBe(LIMITS.busyCalendarSaves.max);
      expect(await status(owner, maya._id)).toMatchObject({ host: HOST, upcomingBusyTimes: 4 });

      // The member's own account has its own count; the owner can still remove the calendar.
      expect((await put(staff, url)).statusCode).toBe(200);
      const removed = await put(owner, null);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ host: null, upcomingBusyTimes: 0 });
    } finally {
      await limited.close();
    }
  });
});
