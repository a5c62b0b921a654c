import { BOOKING_TYPES } from '@booklane/shared/domain';
import {
  serviceInputSchema,
  serviceToInput,
  type BusinessPhoto,
  type Service,
} from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO_BUSINESS_EMAIL,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  seedDemoData,
  shouldSeed,
} from '../src/demo/seed';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/modules/users/password';
import { client } from './helpers/api';
import { expectPhotoFilesServed } from './helpers/photos';
import { describeEachBackend } from './helpers/backends';

describeEachBackend('demo data', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  it('seeds an empty embedded database only, once', async () => {
    const { db, kind } = app.ctx.database;
    expect(await shouldSeed(db, kind, undefined)).toBe(kind === 'pglite');
    expect(await shouldSeed(db, kind, false)).toBe(false);
    const options = { dataDir: scratch().dataDir };
    expect((await seedDemoData(db, hashPassword, 'Europe/London', undefined, options)).created).toBe(true);
    expect((await seedDemoData(db, hashPassword, 'Europe/London', undefined, options)).created).toBe(false);
    expect(await shouldSeed(db, kind, undefined)).toBe(false);
  });

  it('shows realistic businesses in several categories, with valid services of every booking type', async () => {
    const api = client(app);
    const businesses = (await api.request('GET', '/api/businesses')).json() as Array<{
      _id: string;
      category: string;
    }>;
    expect(businesses.length).toBeGreaterThanOrEqual(5);
    expect(new Set(businesses.map((b) => b.category)).size).toBeGreaterThanOrEqual(5);
    const services: Service[] = [];
    for (const b of businesses)
      services.push(...(await api.request('GET', `/api/services/business/${b._id}`)).json());
    expect(new Set(services.map((s) => s.bookingType))).toEqual(new Set(BOOKING_TYPES));
    expect(services.some((s) => s.hasSlotLimit)).toBe(true);
    expect(services.some((s) => s.autoAcceptBookings)).toBe(true);
    expect(services.some((s) => !s.autoAcceptBookings)).toBe(true);
    expect(services.some((s) => s.breakHours.length > 0)).toBe(true);
    for (const service of services) {
      const parsed = serviceInputSchema.safeParse(serviceToInput(service));
      expect(parsed.success, `${service.name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('gives a few businesses verified reviews, some answered, and leaves the demo customer one to write', async () => {
    const api = client(app);
    const listed = (await api.request('GET', '/api/businesses?sort=rating')).json() as Array<{
      _id: string;
      username: string;
      rating: { average: number | null; count: number };
    }>;
    expect(listed.slice(0, 2).map((b) => [b.username, b.rating])).toEqual([
      // Equal ratings and counts: by name.
      ['luxe-hair', { average: 4.7, count: 3 }],
      ['serenity-spa', { average: 4.7, count: 3 }],
    ]);
    const luxe = listed.find((b) => b.username === 'luxe-hair')!;
    const page = (await api.request('GET', `/api/businesses/${luxe._id}/reviews`)).json() as {
      reviews: Array<{ reviewerName: string; answer?: { text: string } }>;
    };
    expect(page.reviews.map((r) => r.reviewerName)).toEqual(['Sam C.', 'Priya S.', 'Jamie L.']);
    expect(page.reviews[2]?.answer?.text).toMatch(/Thank you/);
    const login = await api.request('POST', '/api/auth/login', {
      body: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD, role: 'customer' },
    });
    const history = (
      await api.request('GET', '/api/bookings/user/history', { token: login.json().token })
    ).json() as Array<{ status: string; review?: unknown }>;
    expect(history.filter((b) => b.status === 'completed').map((b) => b.review)).toEqual([null]);
  });

  it('gives the salon and the spa photos, stored and served as uploads are, each with alt text', async () => {
    const api = client(app);
    const listed = (await api.request('GET', '/api/businesses')).json() as Array<{
      _id: string;
      username: string;
    }>;
    const counts: Record<string, number> = {};
    for (const business of listed) {
      const photos = (await api.request('GET', `/api/businesses/${business._id}/photos`)).json<
        BusinessPhoto[]
      >();
      if (photos.length > 0) counts[business.username] = photos.length;
      for (const photo of photos) {
        expect(photo.alt.length).toBeGreaterThan(10);
        expect({ width: photo.width, height: photo.height }).toEqual({ width: 960, height: 720 });
        // The upload's widths up to the drawing's own (never enlarged), as AVIF and WebP.
        expect(photo.files.map((f) => f.width)).toEqual([480, 960]);
        await expectPhotoFilesServed(app, photo);
      }
    }
    expect(counts).toEqual({ 'luxe-hair': 4, 'serenity-spa': 2 });
  });

  it('lets the demo accounts log in', async () => {
    const api = client(app);
    for (const [email, role] of [
      [DEMO_CUSTOMER_EMAIL, 'customer'],
      [DEMO_BUSINESS_EMAIL, 'business'],
    ] as const) {
      const res = await api.request('POST', '/api/auth/login', {
        body: { email, password: DEMO_PASSWORD, role },
      });
      expect(res.statusCode).toBe(200);
    }
    const owner = await api.request('POST', '/api/auth/login', {
      body: { email: DEMO_BUSINESS_EMAIL, password: DEMO_PASSWORD },
    });
    const mine = await api.request('GET', '/api/businesses/my-businesses', { token: owner.json().token });
    expect(mine.json()[0].username).toBe('luxe-hair');
  });
});
