// Breaks in one place (issue 31 item 5, migration 0011): a business whose timed services share
// their breaks gets them, the services keep none, and no offered time changes; a business whose
// services differ keeps them per service.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServiceAvailability } from '@booklane/shared/schemas';
import { defaultSchedule } from '@booklane/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

const NOW = new Date('2026-06-01T06:00:00Z');
const lunch = { name: 'Lunch', start: '12:00', end: '13:00', days: ['monday', 'tuesday', 'wednesday'] };
const tea = { name: 'Tea', start: '15:00', end: '15:30', days: ['tuesday'] };

/** The hand-written statements of migration 0011 (after its generated column). */
async function breaksMigration(): Promise<string[]> {
  const file = path.join(import.meta.dirname, '../drizzle/0011_business_breaks.sql');
  const parts = (await fs.readFile(file, 'utf8')).split('--> statement-breakpoint');
  return parts.slice(1).map((part) => part.trim());
}

describeEachBackend('breaks move to the business without changing any time', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
  });
  afterAll(async () => app?.close());

  // The public read cache keys answers by their URL: `fresh` asks in another order, as a server
  // started after the migration (with an empty cache) would answer.
  const times = async (serviceId: string, fresh = false) =>
    (
      await api().request(
        'GET',
        `/api/services/${serviceId}/availability?${fresh ? 'to=2026-06-07&from=2026-06-01' : 'from=2026-06-01&to=2026-06-07'}`,
      )
    ).json() as ServiceAvailability;

  it('moves shared breaks up, keeps differing ones per service', async () => {
    const shared = await createBusiness(app, { timezone: 'UTC' });
    const cut = await createService(app, shared.owner, shared.business._id, {
      name: 'Cut',
      breakHours: [lunch],
    });
    const dye = await createService(app, shared.owner, shared.business._id, {
      name: 'Dye',
      duration: 90,
      bookingInterval: 15,
      breakHours: [lunch],
    });
    const mixed = await createBusiness(app, { timezone: 'UTC' });
    const a = await createService(app, mixed.owner, mixed.business._id, { name: 'A', breakHours: [lunch] });
    const b = await createService(app, mixed.owner, mixed.business._id, {
      name: 'B',
      breakHours: [lunch, tea],
    });

    const before = await Promise.all([cut, dye, a, b].map((s) => times(s._id)));
    const db = app.ctx.database.db;
    for (const statement of await breaksMigration()) await db.execute(sql.raw(statement));
    const after = await Promise.all([cut, dye, a, b].map((s) => times(s._id, true)));
    expect(after).toEqual(before);

    const business = await api().request('GET', `/api/businesses/detail/${shared.business._id}?fresh`);
    expect(business.json().breakHours).toEqual([lunch]);
    const services = await api().request('GET', `/api/services/business/${shared.business._id}?fresh`);
    expect(services.json().map((s: { breakHours: unknown[] }) => s.breakHours)).toEqual([[], []]);
    const untouched = await api().request('GET', `/api/services/business/${mixed.business._id}`);
    expect(
      untouched.json().map((s: { name: string; breakHours: unknown[] }) => [s.name, s.breakHours.length]),
    ).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
  });

  it('lets the owner set the business’s breaks with the weekly hours; its team keeps them', async () => {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC' });
    const service = await createService(app, owner, business._id, { name: 'Cut', duration: 60 });
    const open = (await times(service._id)).days.find((d) => d.date === '2026-06-02')!;
    expect(open.slots.some((s) => s.startTime === '12:00')).toBe(true);
    const res = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: defaultSchedule(), breakHours: [lunch] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().breakHours).toEqual([lunch]);
    const day = (await times(service._id, true)).days.find((d) => d.date === '2026-06-02')!;
    expect(day.slots.map((s) => s.startTime)).not.toContain('12:00');
    expect(day.slots.map((s) => s.startTime)).toContain('13:00');
    const refused = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        notes: '',
        bookingDate: '2026-06-02',
        startTime: '12:00',
        guestName: 'Ann',
        guestEmail: 'ann@example.com',
        guestPhone: '+1 555 0100',
      },
    });
    expect(refused.statusCode).toBe(400);
  });
});
