// Webhooks (decisions.md 9.5, docs/decisions/0038) through the real app and a real HTTP receiver
// on loopback (WEBHOOKS_ALLOW_PRIVATE=1 here), on every database: a booking's events arrive in the
// order they happened, signed by the Standard Webhooks scheme with the current secret; a failed
// delivery is retried and logged; private targets are refused by default; only the owner sees a
// business's webhooks; reviews, waitlist offers and the test event arrive too; a receiver that
// never answers holds back no other; two processes send one webhook's events in order, once each;
// old finished deliveries are pruned.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTH_MESSAGES,
  INTEGRATION_MESSAGES as I,
  NOT_FOUND_MESSAGES,
  WEBHOOK_EVENTS,
} from '@booklane/shared/domain';
import {
  WEBHOOK_PAYLOAD_SCHEMAS,
  webhookPayloadSchema,
  type Booking,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
  type WebhookWithSecret,
} from '@booklane/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook as Signer } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, uniqueEmail, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

// Monday 1 June 2026, 06:00 UTC: Tuesday 2 June is bookable (UTC businesses, open 09:00-17:00).
const MONDAY = new Date('2026-06-01T06:00:00Z');
const DAY = '2026-06-02';
// Tuesday 2 June, 12:00 UTC: the morning's bookings are over.
const TUESDAY_NOON = new Date('2026-06-02T12:00:00Z');

type Received = { path: string; headers: Record<string, string>; body: string };

/**
 * A receiver on loopback: records every request; answers each path's queued statuses, then 200,
 * after the path's delay if it has one.
 */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const delays = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        path,
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = answers.get(path)?.shift() ?? 200;
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'boom'),
        delays.get(path) ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    /** A new address of this receiver (requests are told apart by it). */
    url: () => `${base}/hook-${++next}`,
    /** The next answers to requests to `url`. */
    answer: (url: string, ...statuses: number[]) => answers.set(new URL(url).pathname, statuses),
    /** Answers to `url` take `ms`. */
    delay: (url: string, ms: number) => delays.set(new URL(url).pathname, ms),
    /** Waits until `url` got `n` requests (the worker polls every 2 s; commits wake it). */
    async requests(url: string, n: number): Promise<Received[]> {
      const path = new URL(url).pathname;
      return vi.waitFor(
        () => {
          const got = received.filter((r) => r.path === path);
          if (got.length < n) throw new Error(`${got.length} of ${n} requests to ${path}`);
          return got;
        },
        { timeout: 8_000, interval: 25 },
      );
    },
    of: (url: string) => received.filter((r) => r.path === new URL(url).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A receiver that takes every request and never answers (until it is closed). */
async function startSilentReceiver() {
  let requests = 0;
  const server = http.createServer((req) => {
    requests++;
    req.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    requests: () => requests,
    /** Requests it holds open now. */
    open: () =>
      new Promise<number>((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n)))),
    /** Hangs up on every request it holds, and stops listening. */
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address on loopback where nothing listens. */
async function closedPort(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hook`;
}

describeEachBackend('webhooks', (scratch) => {
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let now = MONDAY;
  const api = () => client(app);

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await buildApp(
      scratch().config({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_DELAY_SECONDS: '1' }),
      { clock: () => now },
    );
  });
  beforeEach(() => {
    now = MONDAY;
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  // ---- helpers -------------------------------------------------------------------------------

  async function shop() {
    const { owner, business } = await createBusiness(app, { timezone: 'UTC', email: uniqueEmail('biz') });
    return { owner, businessId: business._id };
  }

  async function addWebhook(owner: Account, businessId: string, events: string[], url = receiver.url()) {
    const res = await api().request('POST', `/api/businesses/${businessId}/webhooks`, {
      token: owner.token,
      body: { url, events },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as WebhookWithSecret;
  }

  const deliveries = async (owner: Account, webhookId: string) => {
    const res = await api().request('GET', `/api/webhooks/${webhookId}/deliveries`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { deliveries: WebhookDelivery[] }).deliveries;
  };

  /**
   * The receiver's check (Standard Webhooks' own library) at the moment of the request: the
   * library compares `webhook-timestamp` with its clock, so it reads the app's pinned time.
   */
  function verify(secret: string, request: Received): unknown {
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      return new Signer(secret).verify(request.body, request.headers);
    } finally {
      vi.useRealTimers();
    }
  }

  const bodyOf = (request: Received) =>
    webhookPayloadSchema.parse(JSON.parse(request.body)) as WebhookPayload;

  // ---- tests ---------------------------------------------------------------------------------

  it('refuses loopback and private targets unless the operator allows them, with the reason on `url`', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['booking.created']);
    // The same database, served by a process with the default setting.
    const strict = await buildApp(scratch().config(), { clock: () => now, database: app.ctx.database });
    try {
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://localhost/hook',
        'https://10.1.2.3/x',
        'http://[::1]/',
      ]) {
        const res = await client(strict).request('POST', `/api/businesses/${businessId}/webhooks`, {
          token: owner.token,
          body: { url, events: ['booking.created'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ message: I.privateAddress, details: [{ path: 'url' }] });
      }
      const moved = await client(strict).request('PUT', `/api/webhooks/${webhook._id}`, {
        token: owner.token,
        body: { url: 'http://169.254.169.254/latest/meta-data' },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().message).toBe(I.privateAddress);
      const notWeb = await client(strict).request('POST', `/api/businesses/${businessId}/webhooks`, {
        token: owner.token,
        body: { url: 'ftp://example.com/x', events: ['booking.created'] },
      });
      expect(notWeb.statusCode).toBe(400);
      expect(notWeb.json().message).toBe(I.webhookUrlInvalid);
    } finally {
      await strict.close();
    }
    const list = await api().request('GET', `/api/businesses/${businessId}/webhooks`, { token: owner.token });
    expect((list.json() as Webhook[]).map((w) => w.url)).toEqual([webhook.url]);
  });

  it("delivers a booking's creation, confirmation and cancellation in that order, each signed", async () => {
    const { owner, businessId } = await shop();
    const service = await createService(app, owner, businessId, { name: 'Cut', duration: 60 });
    const webhook = await addWebhook(owner, businessId, [
      'booking.cancelled',
      'booking.created',
      'booking.confirmed',
    ]);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook.secretHint).toBe(webhook.secret.slice(0, 10));
    expect(webhook.events).toEqual(['booking.created', 'booking.confirmed', 'booking.cancelled']);
    expect(webhook).toMatchObject({ isActive: true, lastDelivery: null });

    // "Anyone": the member is chosen by the statement that stores the booking.
    const made = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: businessId,
        notes: '',
        bookingDate: DAY,
        startTime: '10:00',
        ...guest(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json() as Booking;
    expect(booking.teamMember).not.toBeNull();
    for (const status of ['confirmed', 'cancelled']) {
      const res = await api().request('PUT', `/api/bookings/${booking._id}/status`, {
        token: owner.token,
        body: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const requests = await receiver.requests(webhook.url, 3);
    const bodies = requests.map(bodyOf);
    expect(bodies.map((b) => b.type)).toEqual(['booking.created', 'booking.confirmed', 'booking.cancelled']);
    expect(bodies.map((b) => (b.data as Booking).status)).toEqual(['pending', 'confirmed', 'cancelled']);
    // The booking as its answer showed it, with the member the statement chose, and nothing more.
    expect(JSON.parse(requests[0]!.body).data).toEqual(booking);
    for (const [i, request] of requests.entries()) {
      const type = bodies[i]!.type as keyof typeof WEBHOOK_PAYLOAD_SCHEMAS;
      expect(() => WEBHOOK_PAYLOAD_SCHEMAS[type].parse(JSON.parse(request.body))).not.toThrow();
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toBe('Booklane-Webhooks/1');
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
      expect(request.headers['webhook-timestamp']).toBe(String(now.getTime() / 1000));
      expect(verify(webhook.secret, request)).toEqual(JSON.parse(request.body));
    }
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(3);

    // The owner's log: each delivered at the first attempt, with the receiver's answer.
    const log = await vi.waitFor(
      async () => {
        const list = await deliveries(owner, webhook._id);
        expect(list.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
        return list;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(log.map((d) => d.event)).toEqual(['booking.cancelled', 'booking.confirmed', 'booking.created']);
    expect(log.map((d) => d._id)).toEqual(requests.map((r) => r.headers['webhook-id']).reverse());
    for (const d of log) {
      expect(d.nextAttemptAt).toBeNull();
      expect(d.attempts).toEqual([
        {
          at: now.toISOString(),
          statusCode: 200,
          durationMs: expect.any(Number),
          response: 'thanks',
          error: null,
        },
      ]);
    }
    const [listed] = (
      await api().request('GET', `/api/businesses/${businessId}/webhooks`, { token: owner.token })
    ).json() as Webhook[];
    expect(listed).toMatchObject({
      _id: webhook._id,
      lastDelivery: { status: 'delivered', statusCode: 200 },
    });
    expect(listed).not.toHaveProperty('secret');
  });

  it('retries a delivery the receiver refused, logging both attempts, and sends the test event', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['booking.created']);
    receiver.answer(webhook.url, 500);

    const queued = await api().request('POST', `/api/webhooks/${webhook._id}/test`, { token: owner.token });
    expect(queued.statusCode, queued.body).toBe(200);
    const { delivery } = queued.json() as { delivery: WebhookDelivery };
    expect(delivery).toMatchObject({ event: 'webhook.test', status: 'queued', attempts: [] });

    const [first] = await receiver.requests(webhook.url, 1);
    expect(bodyOf(first!)).toEqual({
      type: 'webhook.test',
      timestamp: now.toISOString(),
      data: { message: I.webhookTestEvent, webhook: webhook._id },
    });
    const waiting = await vi.waitFor(
      async () => {
        const [d] = await deliveries(owner, webhook._id);
        expect(d?.status).toBe('retrying');
        return d!;
      },
      { timeout: 15_000, interval: 100 },
    );
    // WEBHOOK_RETRY_DELAY_SECONDS=1 here: the first retry is due a second later, on the app's clock.
    expect(waiting.nextAttemptAt).toBe(new Date(now.getTime() + 1_000).toISOString());
    expect(waiting.attempts).toEqual([
      {
        at: now.toISOString(),
        statusCode: 500,
        durationMs: expect.any(Number),
        response: 'boom',
        error: null,
      },
    ]);
    const [listed] = (
      await api().request('GET', `/api/businesses/${businessId}/webhooks`, { token: owner.token })
    ).json() as Webhook[];
    expect(listed!.lastDelivery).toEqual({ status: 'retrying', at: now.toISOString(), statusCode: 500 });

    const firstAt = now;
    now = new Date(now.getTime() + 2_000);
    const [, second] = await receiver.requests(webhook.url, 2);
    // The same message, signed again for its new time.
    expect(second!.headers['webhook-id']).toBe(delivery._id);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(Number(second!.headers['webhook-timestamp'])).toBe(now.getTime() / 1000);
    expect(verify(webhook.secret, second!)).toMatchObject({ type: 'webhook.test' });

    const done = await vi.waitFor(
      async () => {
        const [d] = await deliveries(owner, webhook._id);
        expect(d?.status).toBe('delivered');
        return d!;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(done.attempts.map((a) => [a.at, a.statusCode])).toEqual([
      [firstAt.toISOString(), 500],
      [now.toISOString(), 200],
    ]);
    expect(done.nextAttemptAt).toBeNull();
    expect(receiver.of(webhook.url)).toHaveLength(2);
  });

  it('signs with the new secret at once after a rotation; the old one no longer verifies', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['booking.created']);
    const rotated = await api().request('POST', `/api/webhooks/${webhook._id}/secret`, {
      token: owner.token,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, secretHint } = rotated.json() as WebhookWithSecret;
    expect(secret).not.toBe(webhook.secret);
    expect(secretHint).toBe(secret.slice(0, 10));

    expect(
      (await api().request('POST', `/api/webhooks/${webhook._id}/test`, { token: owner.token })).statusCode,
    ).toBe(200);
    const [request] = await receiver.requests(webhook.url, 1);
    expect(verify(secret, request!)).toMatchObject({ type: 'webhook.test' });
    expect(() => verify(webhook.secret, request!)).toThrow(/signature/i);
  });

  it('keeps a paused webhook quiet, sends what waited once resumed, and drops it all on removal', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['booking.created']);
    const service = await createService(app, owner, businessId, { name: 'Trim', duration: 30 });
    const pause = await api().request('PUT', `/api/webhooks/${webhook._id}`, {
      token: owner.token,
      body: { isActive: false },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect((pause.json() as Webhook).isActive).toBe(false);
    // Paused: a booking writes nothing for it; a test event waits.
    const made = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: businessId,
        notes: '',
        bookingDate: DAY,
        startTime: '11:00',
        ...guest(),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    await api().request('POST', `/api/webhooks/${webhook._id}/test`, { token: owner.token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.of(webhook.url)).toEqual([]);
    expect((await deliveries(owner, webhook._id)).map((d) => [d.event, d.status])).toEqual([
      ['webhook.test', 'queued'],
    ]);

    await api().request('PUT', `/api/webhooks/${webhook._id}`, {
      token: owner.token,
      body: { isActive: true },
    });
    const [request] = await receiver.requests(webhook.url, 1);
    expect(bodyOf(request!).type).toBe('webhook.test');

    const removed = await api().request('DELETE', `/api/webhooks/${webhook._id}`, { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await api().request('GET', `/api/webhooks/${webhook._id}/deliveries`, {
      token: owner.token,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(NOT_FOUND_MESSAGES.webhook);
  });

  it('answers 404 to another owner on every route, and 403 to a customer', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['booking.created']);
    const other = await shop();
    const customer = await registerCustomer(app);
    const routes: Array<
      [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, message: string]
    > = [
      ['GET', `/api/businesses/${businessId}/webhooks`, undefined, NOT_FOUND_MESSAGES.business],
      [
        'POST',
        `/api/businesses/${businessId}/webhooks`,
        { url: receiver.url(), events: ['booking.created'] },
        NOT_FOUND_MESSAGES.business,
      ],
      ['PUT', `/api/webhooks/${webhook._id}`, { isActive: false }, NOT_FOUND_MESSAGES.webhook],
      ['DELETE', `/api/webhooks/${webhook._id}`, undefined, NOT_FOUND_MESSAGES.webhook],
      ['POST', `/api/webhooks/${webhook._id}/secret`, undefined, NOT_FOUND_MESSAGES.webhook],
      ['GET', `/api/webhooks/${webhook._id}/deliveries`, undefined, NOT_FOUND_MESSAGES.webhook],
      ['POST', `/api/webhooks/${webhook._id}/test`, undefined, NOT_FOUND_MESSAGES.webhook],
    ];
    for (const [method, url, body, message] of routes) {
      const res = await api().request(method, url, { token: other.owner.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(message);
      const asCustomer = await api().request(method, url, { token: customer.token, body });
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing changed: still active, same secret, nothing queued.
    const [listed] = (
      await api().request('GET', `/api/businesses/${businessId}/webhooks`, { token: owner.token })
    ).json() as Webhook[];
    expect(listed).toMatchObject({ isActive: true, secretHint: webhook.secretHint, lastDelivery: null });
  });

  it('allows a few test events a minute per webhook (429 beyond)', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['review.created']);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await api().request('POST', `/api/webhooks/${webhook._id}/test`, { token: owner.token })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await api().request('POST', `/api/webhooks/${webhook._id}/test`, { token: owner.token });
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('documents every event in the OpenAPI document: its body and the three signature headers', async () => {
    const res = await api().request('GET', '/api/openapi.json');
    const { webhooks } = res.json() as {
      webhooks: Record<
        string,
        { post: { parameters: Array<{ name: string; in: string }>; requestBody: unknown } }
      >;
    };
    expect(Object.keys(webhooks)).toEqual([...WEBHOOK_EVENTS, 'webhook.test']);
    for (const [event, { post }] of Object.entries(webhooks)) {
      expect(
        post.parameters.map((p) => `${p.in} ${p.name}`),
        event,
      ).toEqual(['header webhook-id', 'header webhook-timestamp', 'header webhook-signature']);
      expect(post.requestBody, event).toMatchObject({ content: { 'application/json': { schema: {} } } });
    }
    expect(JSON.stringify(webhooks['booking.created'])).toContain('#/components/schemas/Booking');
  });

  it('tells a published review and a held waitlist place', async () => {
    const { owner, businessId } = await shop();
    const webhook = await addWebhook(owner, businessId, ['review.created', 'waitlist.offered']);
    const service = await createService(app, owner, businessId, {
      name: 'Colour',
      duration: 60,
      autoAcceptBookings: true,
    });
    const book = async (customer: Account) => {
      const res = await api().request('POST', '/api/bookings', {
        token: customer.token,
        body: { service: service._id, business: businessId, notes: '', bookingDate: DAY, startTime: '10:00' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Booking;
    };

    // Zed holds 10:00; Ada waits for it; Zed cancels: the place is held for Ada.
    const zed = await registerCustomer(app, { name: 'Zed Zimmer' });
    const zedBooking = await book(zed);
    const ada = await registerCustomer(app, { name: 'Ada Lovelace' });
    const joined = await api().request('POST', `/api/services/${service._id}/waitlist`, {
      token: ada.token,
      body: { date: DAY, from: '10:00', to: '11:00' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const cancelled = await api().request('PUT', `/api/bookings/${zedBooking._id}/cancel-by-customer`, {
      token: zed.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [offered] = await receiver.requests(webhook.url, 1);
    const offer = bodyOf(offered!);
    expect(offer.type).toBe('waitlist.offered');
    expect(offer.data).toMatchObject({
      status: 'held',
      date: DAY,
      startTime: '10:00',
      service: { _id: service._id, name: 'Colour' },
      business: { _id: businessId },
    });
    // Not the person's link: it would claim the place in their name.
    expect(JSON.parse(offered!.body).data).not.toHaveProperty('token');

    // Ada claims it, comes, and reviews it once it is over.
    const mine = await api().request('GET', '/api/waitlist', { token: ada.token });
    const offerToken = (mine.json() as Array<{ offer: { token: string } | null }>)[0]!.offer!.token;
    const claimed = await api().request(
      'POST',
      `/api/waitlist/offers/${encodeURIComponent(offerToken)}/claim`,
    );
    expect(claimed.statusCode, claimed.body).toBe(201);
    const adaBooking = claimed.json() as Booking;
    now = TUESDAY_NOON;
    const completed = await api().request('PUT', `/api/bookings/${adaBooking._id}/status`, {
      token: owner.token,
      body: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const reviewed = await api().request('POST', `/api/bookings/${adaBooking._id}/review`, {
      token: ada.token,
      body: { rating: 5, text: 'Lovely colour' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    const [, review] = await receiver.requests(webhook.url, 2);
    const told = bodyOf(review!);
    expect(told).toMatchObject({
      type: 'review.created',
      timestamp: TUESDAY_NOON.toISOString(),
      data: {
        _id: reviewed.json()._id,
        rating: 5,
        text: 'Lovely colour',
        reviewerName: 'Ada L.',
        serviceName: 'Colour',
        business: businessId,
      },
    });
    expect(verify(webhook.secret, review!)).toMatchObject({ type: 'review.created' });
  });
  const sendTest = async (owner: Account, webhookId: string, via: FastifyInstance = app) => {
    const res = await client(via).request('POST', `/api/webhooks/${webhookId}/test`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
  };

  const removeWebhook = async (owner: Account, webhookId: string) => {
    const res = await api().request('DELETE', `/api/webhooks/${webhookId}`, { token: owner.token });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("keeps delivering other businesses' events while one receiver never answers, asking that one once", async () => {
    const silent = await startSilentReceiver();
    try {
      const slow = await shop();
      const stuck = await addWebhook(slow.owner, slow.businessId, ['booking.created'], silent.url);
      // Ten events wait for the silent receiver, all older than the other business's.
      for (let i = 0; i < 10; i++) await sendTest(slow.owner, stuck._id);
      await vi.waitFor(() => expect(silent.requests()).toBe(1), { timeout: 5_000, interval: 50 });

      const other = await shop();
      const webhook = await addWebhook(other.owner, other.businessId, ['booking.created']);
      await sendTest(other.owner, webhook._id);
      // Delivered while the first request to the silent receiver is still waiting for its answer
      // (10 s): nobody waits for the slowest receiver.
      await receiver.requests(webhook.url, 1);
      expect(await silent.open()).toBe(1);
      expect(silent.requests()).toBe(1);

      // It hangs up: the attempt is logged in plain words, and the webhook's other events wait for
      // a later turn instead of following at once.
      await silent.close();
      const [tried] = await vi.waitFor(
        async () => {
          const list = await deliveries(slow.owner, stuck._id);
          expect(list.filter((d) => d.status === 'retrying')).toHaveLength(1);
          return list.filter((d) => d.status === 'retrying');
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(tried!.attempts).toEqual([
        expect.objectContaining({ statusCode: null, error: I.webhookAttemptErrors.connectionLost }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await deliveries(slow.owner, stuck._id)).filter((d) => d.status === 'queued')).toHaveLength(9);
      await removeWebhook(slow.owner, stuck._id);
    } finally {
      await silent.close();
    }
  });

  it('logs why an attempt got no answer in plain words, never the address it tried', async () => {
    const { owner, businessId } = await shop();
    const url = await closedPort();
    const webhook = await addWebhook(owner, businessId, ['booking.created'], url);
    await sendTest(owner, webhook._id);
    const [d] = await vi.waitFor(
      async () => {
        const list = await deliveries(owner, webhook._id);
        expect(list[0]?.status).toBe('retrying');
        return list;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(d!.attempts).toEqual([
      expect.objectContaining({ statusCode: null, error: I.webhookAttemptErrors.couldNotConnect }),
    ]);
    expect(JSON.stringify(d)).not.toContain('127.0.0.1');
    expect(JSON.stringify(d)).not.toContain('ECONNREFUSED');
    await removeWebhook(owner, webhook._id);
  });

  it("sends one webhook's events in the order they were caused, once each, from two processes", async () => {
    // A second process on the same database: both workers look for due deliveries.
    const second = await buildApp(
      scratch().config({ WEBHOOKS_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_DELAY_SECONDS: '1' }),
      { clock: () => now, database: app.ctx.database },
    );
    try {
      const { owner, businessId } = await shop();
      const webhook = await addWebhook(owner, businessId, ['booking.created']);
      // Each answer takes a moment, so events keep coming while the first ones are being sent.
      receiver.delay(webhook.url, 40);
      for (let i = 0; i < 10; i++) await sendTest(owner, webhook._id, i % 2 === 0 ? app : second);

      const requests = await receiver.requests(webhook.url, 10);
      const log = await vi.waitFor(
        async () => {
          const list = await deliveries(owner, webhook._id);
          expect(list.map((d) => d.status)).toEqual(Array(10).fill('delivered'));
          return list;
        },
        { timeout: 15_000, interval: 100 },
      );
      // The log lists newest first: the wire saw them oldest first, each once.
      expect(requests.map((r) => r.headers['webhook-id'])).toEqual(log.map((d) => d._id).reverse());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.of(webhook.url)).toHaveLength(10);
      for (const d of log) expect(d.attempts).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('drops finished deliveries 30 days after their event, but never the latest 50 of a webhook', async () => {
    const { owner, businessId } = await shop();
    const service = await createService(app, owner, businessId, {
      name: 'Drop-in',
      duration: 30,
      hasSlotLimit: false,
    });
    const busy = await addWebhook(owner, businessId, ['booking.created']);
    const quiet = await addWebhook(owner, businessId, ['booking.cancelled']);
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) {
      const res = await api().request('POST', `/api/businesses/${businessId}/bookings`, {
        token: owner.token,
        body: {
          service: service._id,
          bookingDate: DAY,
          startTime: '09:00',
          customer: { name: `Walk-in ${i}` },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push((res.json() as Booking)._id);
    }
    for (const id of ids.slice(0, 2)) {
      const res = await api().request('PUT', `/api/bookings/${id}/status`, {
        token: owner.token,
        body: { status: 'cancelled' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await receiver.requests(busy.url, 55);
    await receiver.requests(quiet.url, 2);
    const latest = await vi.waitFor(
      async () => {
        const list = await deliveries(owner, busy._id);
        expect(list.filter((d) => d.status === 'delivered')).toHaveLength(50);
        return list.map((d) => d._id);
      },
      { timeout: 15_000, interval: 100 },
    );
    const stored = async (webhookId: string) => {
      const result = await app.ctx.database.db.execute(
        sql`select count(*)::int as n from webhook_deliveries where webhook_id = ${webhookId}`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    };
    expect(await stored(busy._id)).toBe(55);

    // A test event makes the worker go round (it prunes first, once an hour): 29 days on, all stay.
    now = new Date(MONDAY.getTime() + 29 * 86_400_000);
    await sendTest(owner, quiet._id);
    await receiver.requests(quiet.url, 3);
    expect(await stored(busy._id)).toBe(55);

    // 31 days on: the oldest five go; the log shows what it showed.
    now = new Date(MONDAY.getTime() + 31 * 86_400_000);
    await sendTest(owner, quiet._id);
    await receiver.requests(quiet.url, 4);
    await vi.waitFor(async () => expect(await stored(busy._id)).toBe(50), { timeout: 15_000, interval: 100 });
    expect((await deliveries(owner, busy._id)).map((d) => d._id)).toEqual(latest);
    // Fewer than 50: every one stays, however old.
    expect(await stored(quiet._id)).toBe(4);
  });
});
