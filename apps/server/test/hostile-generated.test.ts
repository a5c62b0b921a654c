// Thousands of generated malformed and boundary requests against every operation of the route
// table (wrong types, missing and extra fields, huge and unicode strings, SQL and HTML fragments,
// other users' ids): never a 5xx, a { message } on every 4xx, every answer within the API contract
// (helpers/contract.ts), and another business's data is left exactly as it was.
import { CONTRACT, type OperationContract } from '@booklane/shared/api';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATION_IDS, OPERATIONS, pathParamNames, type OperationId } from '@booklane/shared/api/operations';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject, client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';

// A pinned clock: the generated dates are judged against it, never against the real day.
const NOW = new Date('2026-06-01T06:00:00Z');
const RUNS = Number(process.env.HOSTILE_RUNS ?? 1500);

/** Every operation of the route table is fuzzed, the OAuth redirects and the docs included. */
const OPERATIONS_UNDER_TEST: readonly OperationId[] = OPERATION_IDS;

/** The parts of a zod schema's definition that hold field names. */
type SchemaDef = {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  options?: readonly unknown[];
  left?: unknown;
  right?: unknown;
  innerType?: unknown;
  element?: unknown;
  valueType?: unknown;
};

/**
 * The field names a request schema (zod) knows: its own, and with `deep` those of its nested
 * objects too (a schedule's days, a break's fields).
 */
function keysOf(schema: unknown, deep: boolean, out = new Set<string>()): Set<string> {
  if (!schema) return out;
  const def = (schema as { _zod: { def: SchemaDef } })._zod.def;
  const inner = [def.in, def.left, def.right, def.innerType, ...(def.options ?? [])];
  if (def.type === 'object') {
    for (const [key, value] of Object.entries(def.shape ?? {})) {
      out.add(key);
      if (deep) keysOf(value, deep, out);
    }
  } else if (deep) {
    inner.push(def.element, def.valueType);
  }
  for (const next of inner) keysOf(next, deep, out);
  return out;
}

const contractOf = (id: OperationId): OperationContract => CONTRACT[id];
const bodyKeys = (id: OperationId) => [...keysOf(contractOf(id).body, false)];
const queryKeys = (id: OperationId) => [...keysOf(contractOf(id).query, false)];
/** Every field name any request of the API knows, nested ones included. */
const ALL_BODY_KEYS = [
  ...new Set([
    ...OPERATION_IDS.flatMap((id) => [...keysOf(contractOf(id).body, true)]),
    '__proto__',
    'constructor',
  ]),
];
const ALL_QUERY_KEYS = [...new Set(OPERATION_IDS.flatMap(queryKeys))];

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
  type Party = {
    owner: Account;
    businessId: string;
    username: string;
    serviceId: string;
    customer: Account;
    bookingId: string;
    chatId: string;
  };
  let mine: Party;
  let bystander: Party;
  /** Calls an operation of the route table (checked against the contract like every answer). */
  const call = (
    id: OperationId,
    params: Record<string, string> = {},
    opts: { token?: string; body?: unknown } = {},
  ) => client(app).request(OPERATIONS[id].method, buildPath(OPERATIONS[id].path, params), opts);
  const snapshot = async () => {
    const businessId = bystander.businessId;
    const owner = { token: bystander.owner.token };
    const customer = { token: bystander.customer.token };
    return {
      business: (await call('getBusiness', { businessId })).json(),
      services: (await call('listServices', { businessId }, owner)).json(),
      bookings: (await call('listBusinessBookings', { id: businessId }, owner)).json(),
      history: (await call('listMyBookingHistory', {}, customer)).json(),
      messages: (await call('listMessages', { chatId: bystander.chatId }, customer)).json(),
      profile: (await call('getProfile', {}, customer)).json(),
    };
  };

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }), { clock: () => NOW });
    const setup = async (): Promise<Party> => {
      const { owner, business } = await createBusiness(app);
      const service = await createService(app, owner, business._id, {
        bookingType: 'flexible',
        hasDuration: false,
      });
      const customer = await registerCustomer(app);
      const booking = await call('createBooking', undefined, {
        token: customer.token,
        body: { service: service._id, business: business._id },
      });
      const chat = await call(
        'openChatWithBusiness',
        { businessId: business._id },
        { token: customer.token },
      );
      await call(
        'sendMessage',
        { chatId: chat.json()._id },
        { token: customer.token, body: { content: 'Hello there', messageType: 'text' } },
      );
      return {
        owner,
        businessId: business._id,
        username: business.username,
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
    // A path parameter: one of the ids above, a real name of its kind, or hostile text.
    const paramValue = (name: string) =>
      fc.oneof(
        fc.constantFrom(
          ...ids(),
          ...(name === 'username' ? [mine.username, bystander.username] : []),
          ...(name === 'provider' ? ['google', 'facebook'] : []),
          ...(name === 'asset' ? ['swagger-ui.css', 'init.js', '../package.json'] : []),
        ),
        text.map((t) => t || 'x'),
      );
    // Field names: mostly the operation's own, sometimes any field of the API or prototype keys.
    const keysFor = (own: string[], all: string[]) =>
      own.length > 0 ? fc.oneof(fc.constantFrom(...own), fc.constantFrom(...all)) : fc.constantFrom(...all);
    const request = fc.constantFrom(...OPERATIONS_UNDER_TEST).chain((id) => {
      const names = pathParamNames(OPERATIONS[id].path);
      return fc.record({
        id: fc.constant(id),
        params: fc
          .tuple(...names.map(paramValue))
          .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i] as string]))),
        token: fc.constantFrom(...tokens()),
        body: fc.oneof(
          fc.constant(undefined),
          fc.json().map((j) => ({ raw: j })),
          fc.constantFrom('{', '{"a":', '[', 'null', '"str"', '1e400').map((raw) => ({ raw })),
          fc
            .dictionary(keysFor(bodyKeys(id), ALL_BODY_KEYS), value, { maxKeys: 8 })
            .map((o) => ({ raw: JSON.stringify(o) })),
        ),
        query: fc.option(fc.dictionary(keysFor(queryKeys(id), ALL_QUERY_KEYS), text, { maxKeys: 3 })),
      });
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ id, params, token, body, query }) => {
        const { method } = OPERATIONS[id];
        const path = buildPath(OPERATIONS[id].path, params);
        const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
        // checkedInject fails on any answer outside the contract (status or shape).
        const res = await checkedInject(app, {
          method,
          url: path + qs,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { payload: body.raw } : {}),
        });
        const label = `${id}: ${method} ${path + qs} ${body?.raw?.slice(0, 80) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message, label).toBe('string');
        if (res.statusCode === 400) expect(res.json().details?.length, label).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );

    expect(await snapshot()).toEqual(before);
  });
});
