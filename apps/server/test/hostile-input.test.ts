// Bad input never answers 500: every route gets malformed JSON, wrong types, huge strings,
// unknown fields and invalid ids, and must answer a 4xx with a { message } body.
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { BOOKING_MESSAGES, NOT_FOUND_MESSAGES } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { businessInput, checkedInject, client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

const HOSTILE_BODIES: string[] = [
  '{"unterminated": ',
  'null',
  '[]',
  '[1,2,3]',
  '"a string"',
  '42',
  'true',
  '{}',
  JSON.stringify({ name: 123, username: ['x'], email: { a: 1 }, schedule: 'always', isActive: 'yes' }),
  JSON.stringify({ name: 'x'.repeat(200_000) }),
  JSON.stringify({
    name: "'; drop table businesses; --",
    username: '<script>alert(1)</script>',
    email: '\u0000@x.y',
  }),
  JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
  JSON.stringify({ schedule: { monday: { start: '25:00', end: '99:99', isOpen: 'maybe' } } }),
  JSON.stringify({ business: 'not-a-uuid', name: 'x', duration: 'NaN', price: '1e309', bookingInterval: -1 }),
  JSON.stringify({ business: '00000000-0000-4000-8000-000000000000', name: 'x', duration: 30, price: 1 }),
  JSON.stringify({
    breakHours: [{ name: 'x', start: '13:00', end: '12:00', days: ['funday'] }],
    isActive: false,
  }),
  JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10_000) }),
  JSON.stringify({ role: 'business', name: '😀'.repeat(50), email: 'ü@ß.de', password: 'secret1' }),
];

/** A well-formed id that names nothing. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Longer than a route parameter may be: the router takes the path for one that names nothing. */
const TOO_LONG_ID = 'x'.repeat(600);
const BAD_IDS = ['not-a-uuid', UNKNOWN_ID, "' OR 1=1", TOO_LONG_ID];

/** Method and path of an operation of the route table, its path parameters filled in. */
const route = (id: OperationId, params: Record<string, string> = {}) =>
  [OPERATIONS[id].method, buildPath(OPERATIONS[id].path, params)] as const;

describeEachBackend('hostile input (accounts, businesses, services)', (scratch) => {
  let app: FastifyInstance;
  let ownerToken: string;
  let businessId: string;
  let serviceId: string;
  let bystander: { business: Record<string, unknown> & { _id: string }; service: unknown };

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
    const other = await createBusiness(app);
    const otherService = await client(app).request(...route('createService'), {
      token: other.owner.token,
      body: { business: other.business._id, name: 'Untouched', duration: 30, price: 20 },
    });
    bystander = { business: other.business, service: otherService.json() };
    const { owner, business } = await createBusiness(app);
    ownerToken = owner.token;
    businessId = business._id;
    serviceId = (
      await client(app).request(...route('createService'), {
        token: ownerToken,
        body: { business: businessId, name: 'Cut', duration: 30, price: 20 },
      })
    ).json()._id;
  });
  afterAll(async () => app?.close());

  it('answers every malformed body with a 4xx and a message', async () => {
    const routes = [
      route('register'),
      route('login'),
      route('updateProfile'),
      route('changePassword'),
      route('createBusiness'),
      route('updateBusiness', { id: businessId }),
      route('updateSchedule', { id: businessId }),
      route('createService'),
      route('updateService', { serviceId }),
      route('createGuestBooking'),
      route('createBooking'),
      route('updateBookingStatus', { id: '00000000-0000-4000-8000-000000000000' }),
      route('markAllBookingsViewed'),
    ];
    for (const [method, url] of routes) {
      for (const payload of HOSTILE_BODIES) {
        const res = await checkedInject(app, {
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
        });
        const label = `${method} ${url} ${payload.slice(0, 50)}`;
        // Some of these are valid after all (a name may contain quotes): no 5xx, and every refusal explains itself.
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().message, label).toEqual(expect.any(String));
        if (res.statusCode === 400) expect(res.json().details?.length, label).toBeGreaterThan(0);
        if (payload.startsWith('{"unterminated') || payload === 'null' || payload === '[]') {
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
        }
      }
    }
  });

  it('answers a body over 1 MiB with 413 and a wrong content type with 415', async () => {
    const [method, url] = route('login');
    const big = await checkedInject(app, {
      method,
      url,
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({
      message: 'The request body is too large',
      error: 'payload_too_large',
    });
    const xml = await checkedInject(app, {
      method,
      url,
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({
      message: 'Unsupported content type',
      error: 'unsupported_media_type',
    });
  });

  it('answers invalid ids with 404 and says what was not found', async () => {
    // Valid bodies, so that only the id can be wrong: a body is checked before the id is looked up.
    const bodies: Record<string, unknown> = {
      business: businessInput(),
      status: { status: 'confirmed' },
    };
    const { business, service, booking } = NOT_FOUND_MESSAGES;
    // A well-formed id of no service is a service not available for booking on that route.
    const slotService = (id: string) => (id === UNKNOWN_ID ? BOOKING_MESSAGES.serviceUnavailable : service);
    for (const id of BAD_IDS) {
      for (const [[method, url], message, body] of [
        [route('getBusiness', { businessId: id }), business],
        [route('listServices', { businessId: id }), business],
        [route('updateBusiness', { id }), business, bodies.business],
        [route('updateService', { serviceId: id }), service, {}],
        [route('deleteService', { id }), service],
        [route('updateBookingStatus', { id }), booking, bodies.status],
        [route('removeBookingForBusiness', { id }), booking],
        [route('listBusinessBookings', { id }), business],
        [route('getSlotAvailability', { serviceId: id }), slotService(id)],
      ] as const) {
        const res = await checkedInject(app, {
          method,
          url,
          headers: {
            authorization: `Bearer ${ownerToken}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          payload: body ? JSON.stringify(body) : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message, `${method} ${url}`).toBe(
          id === TOO_LONG_ID ? NOT_FOUND_MESSAGES.any : message,
        );
      }
    }
  });

  it('answers a NUL character, which the database cannot store, with 400/404 rather than 500', async () => {
    const directory = buildPath(OPERATIONS.listBusinesses.path);
    expect((await checkedInject(app, `${directory}?search=%00`)).statusCode).toBe(400);
    const byUsername = buildPath(OPERATIONS.getBusinessByUsername.path, { username: '\u0000' });
    expect((await checkedInject(app, byUsername)).statusCode).toBe(404);
    const [method, url] = route('updateService', { serviceId });
    const res = await checkedInject(app, {
      method,
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      payload: JSON.stringify({ description: 'Wash\u0000 and cut' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The request contains a value that cannot be stored',
      error: 'bad_request',
    });
    // A one-line text turns control characters into spaces (issue 32): a name is stored without them.
    const named = await checkedInject(app, {
      method,
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      payload: JSON.stringify({ name: 'Cut\u0000' }),
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().name).toBe('Cut');
  });

  it("left other users' data unchanged and every table in place", async () => {
    const businessId = bystander.business._id;
    const detail = await client(app).request(...route('getBusiness', { businessId }));
    expect(detail.json()).toEqual(bystander.business);
    const services = await client(app).request(...route('listServices', { businessId }));
    expect(services.json()).toEqual([bystander.service]);
    expect((await client(app).request(...route('listBusinesses'))).statusCode).toBe(200);
  });
});
