// The directory search (issue 21, docs/decisions/0022) on both databases: it finds what people
// type in names, categories, services, descriptions and addresses, ignoring case and accents,
// every word of it, best matches first; and it keeps up with the services as they change. Only
// businesses with a live service are listed (decisions.md 9.2): each one here has one.
import crypto from 'node:crypto';
import type { Business } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createListedBusiness, createService } from './helpers/bookings';

describeEachBackend('directory search', (scratch) => {
  let app: FastifyInstance;
  // A word only this run's businesses hold (in their addresses), so each search sees only them.
  const town = `Town${crypto.randomBytes(4).toString('hex')}`;
  const names = async (search: string, category?: string) => {
    const query = new URLSearchParams({ search: `${search} ${town}`, ...(category ? { category } : {}) });
    const res = await client(app).request('GET', `/api/businesses?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<Business[]>().map((b) => b.name);
  };
  let luxe: Awaited<ReturnType<typeof createBusiness>>;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
    luxe = await createBusiness(app, {
      name: 'Luxe Studio',
      category: 'salon',
      address: `12 Market Street, ${town}`,
    });
    await createService(app, luxe.owner, luxe.business._id, { name: "Women's Haircut" });
    await createService(app, luxe.owner, luxe.business._id, { name: 'Secret Balayage', isActive: false });
    await createListedBusiness(
      app,
      {
        name: 'Haircut Heroes',
        category: 'other',
        address: `1 High Street, ${town}`,
      },
      { name: 'Session' },
    );
    await createListedBusiness(
      app,
      {
        name: 'Zoë Café Spa',
        category: 'spa',
        address: `3 Rue de l'Église, ${town}`,
        description: 'Massages et soins du visage',
      },
      { name: 'Session' },
    );
    await createListedBusiness(
      app,
      {
        name: 'Bright Minds',
        category: 'education',
        address: `9 College Lane, ${town}`,
        description: 'Maths and science tutoring',
      },
      { name: 'Session' },
    );
  });
  afterAll(async () => app?.close());

  it('finds service names, and ranks a business named after the search first', async () => {
    expect(await names('haircut')).toEqual(['Haircut Heroes', 'Luxe Studio']);
    expect(await names('HAIRCUT')).toEqual(['Haircut Heroes', 'Luxe Studio']);
  });

  it('ignores accents either way, and finds addresses and descriptions', async () => {
    expect(await names('zoe cafe')).toEqual(['Zoë Café Spa']);
    expect(await names('Église')).toEqual(['Zoë Café Spa']);
    expect(await names('eglise')).toEqual(['Zoë Café Spa']);
    expect(await names('visage')).toEqual(['Zoë Café Spa']);
    expect(await names('tutoring maths')).toEqual(['Bright Minds']);
    expect(await names('tutoring massages')).toEqual([]);
  });

  it('finds businesses by the words of their category, and filters by category', async () => {
    expect(await names('hair')).toEqual(['Haircut Heroes', 'Luxe Studio']);
    expect(await names('education')).toEqual(['Bright Minds']);
    expect(await names('haircut', 'salon')).toEqual(['Luxe Studio']);
  });

  it('keeps up with services: an inactive one is not found, a renamed or new one is', async () => {
    expect(await names('balayage')).toEqual([]);
    const service = await createService(app, luxe.owner, luxe.business._id, { name: 'Keratin Treatment' });
    expect(await names('keratin')).toEqual(['Luxe Studio']);
    await client(app).request('PUT', `/api/services/${service._id}`, {
      token: luxe.owner.token,
      body: { name: 'Olaplex Repair' },
    });
    expect(await names('keratin')).toEqual([]);
    expect(await names('olaplex')).toEqual(['Luxe Studio']);
    await client(app).request('DELETE', `/api/services/${service._id}`, { token: luxe.owner.token });
    expect(await names('olaplex')).toEqual([]);
  });

  it('lists a business from its first live service until it has none (taken offline or removed)', async () => {
    const shop = await createBusiness(app, {
      name: 'Quill Barbers',
      category: 'salon',
      address: `5 Quay, ${town}`,
    });
    expect(await names('quill')).toEqual([]);
    const service = await createService(app, shop.owner, shop.business._id, { name: 'Beard Trim' });
    expect(await names('quill')).toEqual(['Quill Barbers']);
    const setActive = async (isActive: boolean) => {
      const res = await client(app).request('PUT', `/api/services/${service._id}`, {
        token: shop.owner.token,
        body: { isActive },
      });
      expect(res.statusCode).toBe(200);
    };
    await setActive(false);
    expect(await names('quill')).toEqual([]);
    await setActive(true);
    expect(await names('quill')).toEqual(['Quill Barbers']);
    await client(app).request('DELETE', `/api/services/${service._id}`, { token: shop.owner.token });
    expect(await names('quill')).toEqual([]);
  });

  it('takes wildcards and quotes literally', async () => {
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    expect(await names("women's")).toEqual(['Luxe Studio']);
  });

  it('answers the directory a page at a time, best first, with the number of matches', async () => {
    const page = async (query: Record<string, string>) => {
      const res = await client(app).request('GET', `/api/directory?${new URLSearchParams(query)}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ businesses: Business[]; total: number; hasMore: boolean }>();
      return { names: body.businesses.map((b) => b.name), total: body.total, hasMore: body.hasMore };
    };
    // The same order as the whole list, cut into pages.
    const all = await names('');
    expect(all).toHaveLength(4);
    expect(await page({ search: town, limit: '3' })).toEqual({
      names: all.slice(0, 3),
      total: 4,
      hasMore: true,
    });
    expect(await page({ search: town, limit: '3', page: '2' })).toEqual({
      names: all.slice(3),
      total: 4,
      hasMore: false,
    });
    expect(await page({ search: town, limit: '3', page: '3' })).toEqual({
      names: [],
      total: 4,
      hasMore: false,
    });
    expect(await page({ search: `haircut ${town}` })).toEqual({
      names: ['Haircut Heroes', 'Luxe Studio'],
      total: 2,
      hasMore: false,
    });
    expect(await page({ search: `nothing-like-this ${town}` })).toEqual({
      names: [],
      total: 0,
      hasMore: false,
    });
    // Pages are bounded: nobody asks for the whole directory at once.
    for (const limit of ['0', '101', 'many']) {
      expect((await client(app).request('GET', `/api/directory?limit=${limit}`)).statusCode, limit).toBe(400);
    }
  });
});
