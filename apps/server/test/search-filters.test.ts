// The directory's forgiving search and filters (issue 39 item 5, decisions.md 9.6,
// docs/decisions/0043) on both databases: a misspelt search finds what its closest spelling finds
// and says so; the price range, the city or area and a free time today or this week narrow the
// page; each card names the service it was found by, with its price; bad filters answer 400.
import crypto from 'node:crypto';
import { DIRECTORY_MESSAGES } from '@booklane/shared/domain';
import type { DirectoryPage } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 08:00 in Berlin (UTC+2 in summer): the businesses open at 09:00 (the defaults).
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
const MONDAY = '2026-06-01';

describeEachBackend('directory search that forgives, and its filters', (scratch) => {
  let app: FastifyInstance;
  const now = MONDAY_8AM_BERLIN;
  // A word only this run's businesses hold (in their addresses), so each search sees only them.
  const town = `Town${crypto.randomBytes(4).toString('hex')}`;

  const directory = async (query: Record<string, string>) => {
    const res = await client(app).request('GET', `/api/directory?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DirectoryPage>();
  };
  const names = async (query: Record<string, string>) =>
    (await directory({ search: town, ...query })).businesses.map((b) => b.name);

  const shop = async (name: string, address: string, services: Array<{ name: string; price: number }>) => {
    const made = await createBusiness(app, {
      name,
      address: `${address}, ${town}`,
      timezone: 'Europe/Berlin',
    });
    const ids: string[] = [];
    for (const service of services) {
      ids.push(
        (await createService(app, made.owner, made.business._id, { ...service, autoAcceptBookings: true }))
          ._id,
      );
    }
    return { owner: made.owner, businessId: made.business._id, serviceIds: ids };
  };
  let fringe: { owner: Account; businessId: string; serviceIds: string[] };

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', LOG_LEVEL: 'error' }), { clock: () => now });
    fringe = await shop('Fringe Cutters', '4 Mill Road, Northbridge', [
      { name: 'Haircut', price: 25 },
      { name: 'Colour', price: 80 },
    ]);
    await shop('Shear Genius', '8 Bay Street, Southport', [
      { name: 'Haircut', price: 45 },
      { name: 'Manicure', price: 15 },
    ]);
    const spa = await shop('Quiet Spa', '2 Lake Road, Southport', [{ name: 'Massage', price: 60 }]);
    // Closed today: free this week, not today.
    const closed = await client(app).request('PUT', `/api/businesses/${spa.businessId}/date-overrides`, {
      token: spa.owner.token,
      body: { dateOverrides: [{ date: MONDAY, closed: true }] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
  afterAll(async () => app?.close());

  it('finds a misspelt search by its closest spelling and says "did you mean"', async () => {
    const page = await directory({ search: `hairct ${town}` });
    expect(page.didYouMean).toBe(`haircut ${town}`);
    expect(page.businesses.map((b) => b.name)).toEqual(['Fringe Cutters', 'Shear Genius']);
    expect(page.total).toBe(2);
    // Spelt right, nothing to suggest; nothing close, nothing found.
    expect((await directory({ search: `haircut ${town}` })).didYouMean).toBeUndefined();
    const nothing = await directory({ search: `qqqzzzxxx ${town}` });
    expect(nothing).toMatchObject({ businesses: [], total: 0 });
    expect(nothing.didYouMean).toBeUndefined();
  });

  it('names on each card the service the search found, with its price', async () => {
    const page = await directory({ search: `haircut ${town}` });
    expect(page.businesses.map((b) => [b.name, b.matchingService?.name, b.matchingService?.price])).toEqual([
      ['Fringe Cutters', 'Haircut', 25],
      ['Shear Genius', 'Haircut', 45],
    ]);
    // Found by the address alone: no service to name.
    expect((await directory({ search: town })).businesses.every((b) => b.matchingService === undefined)).toBe(
      true,
    );
  });

  it('filters by a price range: the searched service within it, else any service', async () => {
    expect(await names({ search: `haircut ${town}`, maxPrice: '30' })).toEqual(['Fringe Cutters']);
    expect(await names({ search: `haircut ${town}`, minPrice: '30' })).toEqual(['Shear Genius']);
    const cheap = await directory({ search: town, maxPrice: '20' });
    expect(cheap.businesses.map((b) => [b.name, b.matchingService?.name, b.matchingService?.price])).toEqual([
      ['Shear Genius', 'Manicure', 15],
    ]);
    expect(await names({ minPrice: '50', maxPrice: '70' })).toEqual(['Quiet Spa']);
    expect(await names({ minPrice: '25', maxPrice: '25' })).toEqual(['Fringe Cutters']);
  });

  it('filters by city or area, read in the address only', async () => {
    expect(await names({ city: 'northbridge' })).toEqual(['Fringe Cutters']);
    expect(await names({ city: 'Southport' })).toEqual(['Quiet Spa', 'Shear Genius']);
    expect(await names({ city: 'haircut' })).toEqual([]);
  });

  it('filters by a free time today or this week, from the availability rules', async () => {
    expect(await names({ free: 'today' })).toEqual(['Fringe Cutters', 'Shear Genius']);
    expect(await names({ free: 'week' })).toEqual(['Fringe Cutters', 'Quiet Spa', 'Shear Genius']);
    const today = await directory({ search: town, free: 'today' });
    expect(today).toMatchObject({ total: 2, hasMore: false });
    expect(today.totalIsLowerBound).toBeUndefined();
    // A page and more: the rest is still to be counted.
    const first = await directory({ search: town, free: 'week', limit: '1' });
    expect(first.businesses.map((b) => b.name)).toEqual(['Fringe Cutters']);
    expect(first.hasMore).toBe(true);
    const second = await directory({ search: town, free: 'week', limit: '1', page: '2' });
    expect(second.businesses.map((b) => b.name)).toEqual(['Quiet Spa']);
  });

  it('leaves out a business whose every time today is taken', async () => {
    const [haircut, colour] = fringe.serviceIds;
    // Colour pauses; every haircut time today is booked (09:00-16:30, every 30 minutes).
    await client(app).request('PUT', `/api/services/${colour}`, {
      token: fringe.owner.token,
      body: { isActive: false },
    });
    for (let minutes = 9 * 60; minutes < 17 * 60; minutes += 30) {
      const startTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const res = await client(app).request('POST', '/api/bookings/guest', {
        body: { service: haircut, business: fringe.businessId, bookingDate: MONDAY, startTime, ...guest() },
      });
      expect(res.statusCode, `${startTime} ${res.body}`).toBe(201);
    }
    expect(await names({ free: 'today' })).toEqual(['Shear Genius']);
    expect(await names({ free: 'week' })).toEqual(['Fringe Cutters', 'Quiet Spa', 'Shear Genius']);
  });

  it('answers 400 with a clear message for a filter it cannot read', async () => {
    const bad = async (query: string) => {
      const res = await client(app).request('GET', `/api/directory?${query}`);
      expect(res.statusCode, query).toBe(400);
      return JSON.stringify(res.json());
    };
    expect(await bad('minPrice=cheap')).toContain(DIRECTORY_MESSAGES.price);
    expect(await bad('maxPrice=-5')).toContain(DIRECTORY_MESSAGES.price);
    expect(await bad('minPrice=50&maxPrice=20')).toContain(DIRECTORY_MESSAGES.priceRange);
    expect(await bad('free=tomorrow')).toContain(DIRECTORY_MESSAGES.free);
  });
});
