// Thousands of generated malformed and boundary requests against every API route (wrong types,
// missing and extra fields, huge and unicode strings, SQL and HTML fragments, other users' ids):
// never a 5xx, a { message } on every 4xx, and another business's data is left exactly as it was.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/http/app';
import { client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 1500);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ROUTES: Array<[Method, string]> = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['PUT', '/api/auth/update-role'],
  ['GET', '/api/users/profile'],
  ['PUT', '/api/users/profile'],
  ['PUT', '/api/users/password'],
  ['GET', '/api/businesses'],
  ['GET', '/api/businesses/u/:text'],
  ['GET', '/api/businesses/detail/:id'],
  ['GET', '/api/businesses/my-businesses'],
  ['POST', '/api/businesses'],
  ['PUT', '/api/businesses/:id'],
  ['PUT', '/api/businesses/:id/update-schedule'],
  ['POST', '/api/uploads/business/:id/logo'],
  ['GET', '/api/services/business/:id'],
  ['POST', '/api/services'],
  ['PUT', '/api/services/:id'],
  ['DELETE', '/api/services/:id'],
  ['GET', '/api/bookings/user'],
  ['GET', '/api/bookings/user/history'],
  ['GET', '/api/bookings/business/:id'],
  ['GET', '/api/bookings/business/:id/history'],
  ['POST', '/api/bookings'],
  ['POST', '/api/bookings/guest'],
  ['PUT', '/api/bookings/:id/status'],
  ['PUT', '/api/bookings/:id/remove-customer'],
  ['PUT', '/api/bookings/:id/remove-business'],
  ['PUT', '/api/bookings/mark-all-viewed'],
  ['GET', '/api/bookings/service/:id/slot-availability'],
  ['GET', '/api/chats/business/:id'],
  ['GET', '/api/chats/customer/:id'],
  ['GET', '/api/chats/customer'],
  ['GET', '/api/chats/business'],
  ['GET', '/api/chats/unread/summary'],
  ['GET', '/api/chats/:id/messages'],
  ['POST', '/api/chats/:id/messages'],
  ['PUT', '/api/chats/:id/mark-read'],
  ['DELETE', '/api/chats/:id'],
];

const NASTY = [
  "' or '1'='1",
  '"; drop table bookings; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀'.repeat(40),
  'ÄÖÜ ß ǅ ﷺ',
  'a'.repeat(5000),
  '{{7*7}}',
  '${process.exit()}',
  '2026-02-30',
  '24:00',
  '-1',
  'NaN',
  '1e309',
];

describeEachBackend('generated hostile requests', (scratch) => {
  let app: FastifyInstance;
  let mine: {
    owner: Account;
    businessId: string;
    serviceId: string;
    customer: Account;
    bookingId: string;
    chatId: string;
  };
  let bystander: { owner: Account; businessId: string; customer: Account; chatId: string; bookingId: string };
  const snapshot = async () => {
    const api = client(app);
    return {
      business: (await api.request('GET', `/api/businesses/detail/${bystander.businessId}`)).json(),
      services: (
        await api.request('GET', `/api/services/business/${bystander.businessId}`, {
          token: bystander.owner.token,
        })
      ).json(),
      bookings: (
        await api.request('GET', `/api/bookings/business/${bystander.businessId}`, {
          token: bystander.owner.token,
        })
      ).json(),
      history: (
        await api.request('GET', `/api/bookings/user/history`, { token: bystander.customer.token })
      ).json(),
      messages: (
        await api.request('GET', `/api/chats/${bystander.chatId}/messages`, {
          token: bystander.customer.token,
        })
      ).json(),
      profile: (await api.request('GET', '/api/users/profile', { token: bystander.customer.token })).json(),
    };
  };

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
    const api = client(app);
    const setup = async () => {
      const { owner, business } = await createBusiness(app);
      const service = await createService(app, owner, business._id, {
        bookingType: 'flexible',
        hasDuration: false,
      });
      const customer = await registerCustomer(app);
      const booking = await api.request('POST', '/api/bookings', {
        token: customer.token,
        body: { service: service._id, business: business._id },
      });
      const chat = await api.request('GET', `/api/chats/business/${business._id}`, { token: customer.token });
      await api.request('POST', `/api/chats/${chat.json()._id}/messages`, {
        token: customer.token,
        body: { content: 'Hello there', messageType: 'text' },
      });
      return {
        owner,
        businessId: business._id,
        serviceId: service._id,
        customer,
        bookingId: booking.json()._id,
        chatId: chat.json()._id,
      };
    };
    mine = await setup();
    bystander = await setup();
  });
  afterAll(async () => app?.close());

  it(`answers ${RUNS} generated requests without a 5xx, explaining every refusal, and leaves others' data alone`, async () => {
    const before = await snapshot();
    const ids = () => [
      mine.businessId,
      mine.serviceId,
      mine.bookingId,
      mine.chatId,
      mine.customer.user.id,
      bystander.businessId,
      bystander.bookingId,
      bystander.chatId,
      bystander.customer.user.id,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ];
    const tokens = () => [
      undefined,
      mine.owner.token,
      mine.customer.token,
      'garbage.token.here',
      `${mine.customer.token}x`,
    ];
    const text = fc.oneof(
      fc.constantFrom(...NASTY),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    );
    const value = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(text, { maxLength: 3 }),
      fc.dictionary(text, text, { maxKeys: 3 }),
    );
    const knownKeys = fc.constantFrom(
      'name',
      'email',
      'password',
      'phone',
      'role',
      'username',
      'category',
      'currency',
      'customCurrency',
      'schedule',
      'business',
      'service',
      'bookingDate',
      'startTime',
      'notes',
      'status',
      'duration',
      'price',
      'hasDuration',
      'hasPricing',
      'bookingType',
      'bookingInterval',
      'breakHours',
      'isActive',
      'content',
      'messageType',
      'guestName',
      'guestEmail',
      'guestPhone',
      'currentPassword',
      'newPassword',
      'timezone',
      '__proto__',
      'constructor',
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc.json().map((j) => ({ raw: j })),
      fc.constantFrom('{', '{"a":', '[', 'null', '"str"', '1e400').map((raw) => ({ raw })),
      fc.dictionary(knownKeys, value, { maxKeys: 8 }).map((o) => ({ raw: JSON.stringify(o) })),
    );
    const request = fc.record({
      route: fc.constantFrom(...ROUTES),
      id: fc.oneof(fc.constantFrom(...ids()), text.map(encodeURIComponent)),
      token: fc.constantFrom(...tokens()),
      body,
      query: fc.option(
        fc.dictionary(
          fc.constantFrom(
            'search',
            'category',
            'start',
            'end',
            'date',
            'time',
            'bookingType',
            'page',
            'limit',
          ),
          text,
          { maxKeys: 3 },
        ),
      ),
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ route: [method, template], id, token, body, query }) => {
        const path = template.replace(':id', id || 'x').replace(':text', id || 'x');
        const qs = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
        const res = await app.inject({
          method,
          url: path + qs,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { payload: body.raw } : {}),
        });
        const label = `${method} ${path + qs} ${body?.raw?.slice(0, 80) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message, label).toBe('string');
        if (res.statusCode === 400) expect(res.json().details?.length, label).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );

    expect(await snapshot()).toEqual(before);
  });
});
