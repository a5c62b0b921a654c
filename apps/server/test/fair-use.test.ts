// Issue 32 item 2, "one client cannot slow the server for everyone", through the real app on every
// database: GET /api/businesses answers one page of the best matches, never every business; a
// public read's kept answer is found whatever undeclared parameters, order or spelling a query
// adds; an availability answer stays small whatever the owner's settings, and the rest of the
// range is reachable; a preview card is drawn once per content, new drawings limited per client.
import crypto from 'node:crypto';
import { CONTRACT, type OperationContract } from '@booklane/shared/api';
import { OPERATION_IDS } from '@booklane/shared/api/operations';
import {
  addDays,
  AVAILABILITY_RANGE_MAX_DAYS,
  defaultSchedule,
  DIRECTORY_LIST_SIZE,
  DIRECTORY_PAGE_SIZE_MAX,
  todayInZone,
  WEEKDAYS,
} from '@booklane/shared/domain';
import type { DirectoryBusiness, DirectoryPage, ServiceAvailability } from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { LIMITS } from '../src/core/limits/table';
import { client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

/** The app's clock stands still: kept answers live until a write drops them, limits never reset. */
const NOW = new Date();

describeEachBackend('one client cannot slow the server for everyone (issue 32)', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);
  const get = (url: string, headers: Record<string, string> = {}) => api().request('GET', url, { headers });

  beforeAll(async () => {
    // Rate limits on: the preview cards' limit is part of what is checked.
    app = await buildApp(scratch().config(), { clock: () => NOW });
  });
  afterAll(async () => app?.close());

  /** `count` businesses written straight to the database (registering each would take minutes). */
  async function manyBusinesses(count: number, prefix: string): Promise<void> {
    const tag = crypto.randomBytes(4).toString('hex');
    await app.ctx.database.db.execute(sql`
      with owners as (
        insert into users (name, email, role)
        select ${prefix} || ' Owner ' || g, ${`${prefix.toLowerCase()}-${tag}-`} || g || '@example.com', 'business'
        from generate_series(1, ${count}) g
        returning id, email
      ), shops as (
        insert into businesses (owner_id, name, username, timezone, category, address)
        select id, ${prefix} || ' Shop ' || lpad(split_part(split_part(email, '@', 1), '-', 3), 3, '0'),
               ${`${prefix.toLowerCase()}-${tag}-`} || split_part(split_part(email, '@', 1), '-', 3),
               'UTC', 'salon', '1 Bulk Street'
        from owners
        returning id
      )
      -- Listed: each has a live service (decisions.md 9.2).
      insert into services (business_id, name, duration, price) select id, 'Trim', 30, 20 from shops`);
  }

  it('answers GET /api/businesses one page of the best matches, the rest through /api/directory', async () => {
    await manyBusinesses(DIRECTORY_LIST_SIZE + 10, 'Bulk');
    const first = await get('/api/businesses');
    expect(first.statusCode, first.body).toBe(200);
    const listed = first.json<DirectoryBusiness[]>();
    expect(listed).toHaveLength(DIRECTORY_LIST_SIZE);
    // The best matches: the directory's first page, in the same order; the rest are its next pages.
    const page = (await get(`/api/directory?limit=${DIRECTORY_LIST_SIZE}`)).json<DirectoryPage>();
    expect(listed.map((b) => b._id)).toEqual(page.businesses.map((b) => b._id));
    expect(page.total).toBeGreaterThan(DIRECTORY_LIST_SIZE);
    expect(page.hasMore).toBe(true);
    const next = (await get(`/api/directory?limit=${DIRECTORY_LIST_SIZE}&page=2`)).json<DirectoryPage>();
    expect(next.businesses.length).toBeGreaterThanOrEqual(10);
    expect(next.businesses.some((b) => listed.some((l) => l._id === b._id))).toBe(false);

    // `limit` asks for fewer or more, up to the directory's largest page; a search ranks first.
    expect((await get('/api/businesses?limit=3')).json<unknown[]>()).toHaveLength(3);
    expect((await get(`/api/businesses?limit=${DIRECTORY_PAGE_SIZE_MAX}`)).json<unknown[]>().length).toBe(
      Math.min(DIRECTORY_PAGE_SIZE_MAX, page.total),
    );
    expect((await get(`/api/businesses?limit=${DIRECTORY_PAGE_SIZE_MAX + 1}`)).statusCode).toBe(400);
    const searched = (await get('/api/businesses?search=bulk%20shop%20007&limit=2')).json<
      DirectoryBusiness[]
    >();
    expect(searched.map((b) => b.name)).toEqual(['Bulk Shop 007']);
  });

  /** Each public cacheable read: a URL of it, and other spellings of the same request. */
  async function cacheableReads(): Promise<Record<string, { url: string; variants: string[] }>> {
    const { owner, business } = await createBusiness(app, { name: 'Spelling Studio' });
    const service = await createService(app, owner, business._id, { name: 'Trim' });
    const upper = (id: string) => id.toUpperCase();
    const from = addDays(todayInZone(NOW, String(business.timezone)), 1);
    const to = addDays(from, 6);
    const availability = `/api/services/${service._id}/availability`;
    const random = () => crypto.randomBytes(6).toString('hex');
    return {
      listBusinesses: {
        url: '/api/businesses?search=spelling&category=salon',
        variants: [
          `/api/businesses?category=salon&search=spelling&_=${random()}`,
          '/api/businesses?search=%73pelling&utm_source=x&category=salon',
          `/api/businesses?search=%20spelling%20&category=salon&limit=${DIRECTORY_LIST_SIZE}&sort=`,
        ],
      },
      listDirectoryPage: {
        url: '/api/directory?search=spelling',
        variants: [
          `/api/directory?_=${random()}&search=spelling`,
          '/api/directory?page=1&search=spelling&category=',
          '/api/directory?search=spelling&page=01&limit=24',
        ],
      },
      getBusinessByUsername: {
        url: `/api/businesses/u/${business.username}`,
        variants: [
          `/api/businesses/u/${business.username}?_=${random()}`,
          `/api/businesses/u/${business.username.toUpperCase()}`,
          `/api/businesses/u/%${business.username.charCodeAt(0).toString(16)}${business.username.slice(1)}`,
        ],
      },
      getBusiness: {
        url: `/api/businesses/detail/${business._id}`,
        variants: [
          `/api/businesses/detail/${business._id}?_=${random()}&x=1`,
          `/api/businesses/detail/${upper(business._id)}`,
        ],
      },
      listServices: {
        url: `/api/services/business/${business._id}`,
        variants: [
          `/api/services/business/${business._id}?_=${random()}`,
          `/api/services/business/${upper(business._id)}?v=2`,
        ],
      },
      getServiceAvailability: {
        url: `${availability}?from=${from}&to=${to}`,
        variants: [
          `${availability}?to=${to}&from=${from}`,
          `${availability}?from=${from}&_=${random()}&to=${to}`,
          `/api/services/${upper(service._id)}/availability?from=${from}&to=${to}`,
        ],
      },
      listTeamMembers: {
        url: `/api/businesses/${business._id}/team-members`,
        variants: [
          `/api/businesses/${business._id}/team-members?_=${random()}`,
          `/api/businesses/${upper(business._id)}/team-members`,
        ],
      },
      getNextFreeTime: {
        url: `/api/businesses/${business._id}/next-free`,
        variants: [
          `/api/businesses/${business._id}/next-free?_=${random()}`,
          `/api/businesses/${upper(business._id)}/next-free?utm=x`,
        ],
      },
      listBusinessPhotos: {
        url: `/api/businesses/${business._id}/photos`,
        variants: [
          `/api/businesses/${business._id}/photos?_=${random()}`,
          `/api/businesses/${upper(business._id)}/photos`,
        ],
      },
      listBusinessReviews: {
        url: `/api/businesses/${business._id}/reviews`,
        variants: [
          `/api/businesses/${business._id}/reviews?_=${random()}`,
          `/api/businesses/${business._id}/reviews?page=1&utm=x`,
          `/api/businesses/${upper(business._id)}/reviews?page=01`,
        ],
      },
    };
  }

  it('finds the same kept answer of every public read whatever a query adds, reorders or spells otherwise', async () => {
    const reads = await cacheableReads();
    const cacheable = OPERATION_IDS.filter((id) => (CONTRACT[id] as OperationContract).cacheable);
    // Every cacheable operation of the route table has its case here.
    expect(Object.keys(reads).sort()).toEqual([...cacheable].sort());
    for (const id of cacheable) {
      const { url, variants } = reads[id]!;
      const first = await get(url);
      expect(first.statusCode, `${id} ${first.body}`).toBe(200);
      const kept = app.publicReads.size;
      for (const variant of variants) {
        const again = await get(variant);
        expect(again.statusCode, `${variant} ${again.body}`).toBe(200);
        expect(again.headers.etag, variant).toBe(first.headers.etag);
        // Served from the kept answer: nothing new computed, nothing new kept.
        expect(app.publicReads.size, `${id}: ${variant}`).toBe(kept);
      }
    }
  });

  it('keeps an availability answer small whatever the owner sets, and answers the rest of the range when asked', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC', name: 'Minute Studio' });
    const open = defaultSchedule();
    for (const day of WEEKDAYS) open[day] = { start: '09:00', end: '17:00', isOpen: true };
    const saved = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: open, breakHours: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const name of ['Second', 'Third']) {
      const member = await api().request('POST', `/api/businesses/${business._id}/team-members`, {
        token: owner.token,
        body: { name },
      });
      expect(member.statusCode, member.body).toBe(201);
    }
    // A time every minute, a year ahead, three people: 62 days of it would be about 5 MB.
    const service = await createService(app, owner, business._id, {
      name: 'Minute',
      duration: 15,
      bookingInterval: 1,
      advanceBookingLimit: 365,
    });
    const from = addDays(todayInZone(NOW, 'UTC'), 1);
    const to = addDays(from, AVAILABILITY_RANGE_MAX_DAYS - 1);
    const ask = (start: string) => get(`/api/services/${service._id}/availability?from=${start}&to=${to}`);

    const res = await ask(from);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024 * 1024);
    const answer = res.json<ServiceAvailability>();
    const dates = answer.days.map((d) => d.date);
    expect(dates.length).toBeGreaterThan(1);
    expect(dates.length).toBeLessThan(AVAILABILITY_RANGE_MAX_DAYS);
    // Whole days from the first asked, one after the other, each with every time of its day.
    expect(dates).toEqual(dates.map((_, i) => addDays(from, i)));
    for (const day of answer.days) {
      expect(day.slots).toHaveLength(8 * 60 - 15 + 1);
      expect(day.slots[0]).toEqual({ startTime: '09:00', remaining: 1, teamMemberIds: expect.any(Array) });
      expect(day.slots[0]!.teamMemberIds).toHaveLength(3);
    }

    // The rest of the range: asked from the day after the last, it goes on where the answer ended.
    const rest = await ask(addDays(dates.at(-1)!, 1));
    expect(rest.statusCode).toBe(200);
    expect(rest.rawPayload.length).toBeLessThan(1024 * 1024);
    expect(rest.json<ServiceAvailability>().days[0]!.date).toBe(addDays(dates.at(-1)!, 1));
  });

  it('draws a preview card once per content, and only so many new ones per client', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Card Studio', address: '2 Card Lane' });
    const card = (username: string, query = '', remoteAddress = '127.0.0.1', headers = {}) =>
      app.inject({ url: `/og/${username}.png${query}`, remoteAddress, headers });

    // Any query string, any number of times: the same drawing, with its ETag.
    const first = await card(business.username);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    for (let i = 0; i < LIMITS.previewRenders.max + 5; i++) {
      const again = await card(business.username, `?v=${i}&_=${crypto.randomBytes(4).toString('hex')}`);
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const revisit = await card(business.username, '?x=1', '127.0.0.1', {
      'if-none-match': first.headers.etag,
    });
    expect(revisit.statusCode).toBe(304);

    // Each rename is something new to draw: the client's allowance of new drawings runs out.
    let drawn = 1;
    let refused: Awaited<ReturnType<typeof card>> | undefined;
    for (let i = 0; i <= LIMITS.previewRenders.max && !refused; i++) {
      const renamed = await api().request('PUT', `/api/businesses/${business._id}`, {
        token: owner.token,
        body: { ...business, name: `Card Studio ${i}` },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const res = await card(business.username);
      if (res.statusCode === 429) refused = res;
      else {
        expect(res.statusCode).toBe(200);
        drawn++;
      }
    }
    expect(drawn).toBe(LIMITS.previewRenders.max);
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another client still gets it drawn; then it is kept, for everyone.
    expect((await card(business.username, '', '10.1.2.3')).statusCode).toBe(200);
    expect((await card(business.username)).statusCode).toBe(200);
    // Another business that draws the same thing is no new drawing either.
    const twin = await createBusiness(app, { name: 'Card Studio 0', address: '2 Card Lane' });
    expect((await card(twin.business.username)).statusCode).toBe(200);
  });
});
