// The socket.io server of spec section 7 (decisions.md section 6): handshake token, Origin, chat
// rooms, the per-socket limit, and business presence (on, off, disconnect, heartbeat expiry).
// Runs in one process without Redis, and again through Redis when TEST_REDIS_URL is set.
import crypto from 'node:crypto';
import { AUTH_MESSAGES, REALTIME_MESSAGES, VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { type BusinessStatusAck } from '@booklane/shared/realtime';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerBusinessOwner, registerCustomer, type Account } from './helpers/api';
import { createScratch, TEST_REDIS_URL } from './helpers/backends';
import {
  ask,
  closeAllSockets,
  connectAs,
  disconnected,
  listen,
  nextEvent,
  probe,
  record,
  recordedBefore,
  sleep,
  socketTo,
  type ClientSocket,
  type Recorded,
} from './helpers/sockets';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
const ALLOWED_EXTRA_ORIGIN = 'https://partner.example';

const modes: Array<'local' | 'redis'> = TEST_REDIS_URL ? ['local', 'redis'] : ['local'];

/**
 * A fresh app on a real port with its own embedded database (two must never share a directory);
 * through Redis with its own key prefix in redis mode.
 */
async function start(mode: 'local' | 'redis', env: Record<string, string> = {}) {
  const scratch = await createScratch('pglite');
  const app = await buildApp(
    scratch.config({
      CORS_ORIGINS: ALLOWED_EXTRA_ORIGIN,
      ...(mode === 'redis' && TEST_REDIS_URL
        ? {
            REDIS_URL: TEST_REDIS_URL,
            REDIS_KEY_PREFIX: `booklane-test-${crypto.randomBytes(6).toString('hex')}:`,
          }
        : {}),
      ...env,
    }),
  );
  return {
    app,
    url: await listen(app),
    close: async () => {
      await app.close();
      await scratch.dispose();
    },
  };
}

const status = (socket: ClientSocket, businessId: unknown) =>
  ask<BusinessStatusAck>((ack) => socket.emit('getBusinessStatus', businessId as string, ack));

const isStatusUpdate = (e: Recorded) => e.event === 'businessStatusUpdate';

/** Waits until `socket` has been told `businessId`'s status is `isOnline`. */
const statusPush = (socket: ClientSocket, businessId: string, isOnline: boolean, timeoutMs?: number) =>
  nextEvent(
    socket,
    'businessStatusUpdate',
    (s) => s.businessId === businessId && s.isOnline === isOnline,
    timeoutMs,
  );

async function viewer(url: string, app: FastifyInstance, businessId: string) {
  const customer = await registerCustomer(app);
  const socket = await connectAs(url, customer.token);
  const initial = nextEvent(socket, 'businessStatusUpdate', (s) => s.businessId === businessId);
  socket.emit('join_business_view', businessId);
  return { socket, initial: await initial, customer };
}

for (const mode of modes) {
  describe(`realtime [${mode}]`, () => {
    let app: FastifyInstance;
    let url: string;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ app, url, close } = await start(mode, { RATE_LIMITS: 'off', PRESENCE_TTL_SECONDS: '60' }));
    });
    afterEach(() => closeAllSockets());
    afterAll(async () => close?.());

    describe('handshake', () => {
      const refused = (socket: ClientSocket) =>
        new Promise<{ message: string; reason: string }>((resolve, reject) => {
          let message = '';
          socket.once('authError', (payload) => (message = payload.message));
          socket.once('disconnect', (reason) => resolve({ message, reason }));
          socket.once('connect_error', reject);
        });

      it('refuses a malformed, forged, unsigned, expired or revoked token with authError, then closes', async () => {
        const customer = await registerCustomer(app);
        const forged = await new SignJWT({ role: 'customer', tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(customer.user.id)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-that-is-long-enough-9876543210'));
        const past = Math.floor(Date.now() / 1000) - 3600;
        const expired = await new SignJWT({ role: 'customer', tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(customer.user.id)
          .setIssuedAt(past - 60)
          .setExpirationTime(past)
          .sign(new TextEncoder().encode(JWT_SECRET));
        // Unsigned: `alg: none` with the real user's claims.
        const claims = {
          sub: customer.user.id,
          role: 'customer',
          tv: 0,
          exp: Math.floor(Date.now() / 1000) + 3600,
        };
        const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;

        for (const token of ['not-a-jwt', forged, expired, unsigned]) {
          expect(await refused(socketTo(url, token))).toEqual({
            message: AUTH_MESSAGES.sessionExpired,
            reason: 'io server disconnect',
          });
        }
        expect(await refused(socketTo(url, undefined, { auth: { token: 42 } }))).toMatchObject({
          message: AUTH_MESSAGES.unauthorized,
        });

        // A password change revokes earlier tokens, sockets included.
        const good = await connectAs(url, customer.token);
        good.disconnect();
        const changed = await client(app).request('PUT', '/api/users/password', {
          token: customer.token,
          body: { currentPassword: customer.password, newPassword: 'another-secret' },
        });
        expect(changed.statusCode).toBe(200);
        expect(await refused(socketTo(url, customer.token))).toMatchObject({
          message: AUTH_MESSAGES.sessionExpired,
        });
      });

      it('lets a visitor without a token follow business status, and nothing else', async () => {
        const { owner, business } = await createBusiness(app);
        const visitor = socketTo(url, undefined);
        await new Promise<void>((resolve, reject) => {
          visitor.once('connect', () => resolve());
          visitor.once('connect_error', reject);
          visitor.once('authError', ({ message }) => reject(new Error(`authError: ${message}`)));
        });
        const status = nextEvent(visitor, 'businessStatusUpdate');
        visitor.emit('join_business_view', business._id);
        expect(await status).toEqual({ businessId: business._id, isOnline: false });

        const ownerSocket = await connectAs(url, owner.token);
        const online = nextEvent(visitor, 'businessStatusUpdate');
        ownerSocket.emit('business_status_update', { isOnline: true });
        expect(await online).toEqual({ businessId: business._id, isOnline: true });
        expect(
          await ask<BusinessStatusAck>((ack) => visitor.emit('getBusinessStatus', business._id, ack)),
        ).toEqual({ isOnline: true });

        // No chats and no status of its own.
        const chatRefused = nextEvent(visitor, 'chat_error');
        visitor.emit('join_chat', '00000000-0000-4000-8000-000000000000');
        expect(await chatRefused).toEqual({ message: AUTH_MESSAGES.unauthorized });
        const statusRefused = nextEvent(visitor, 'chat_error');
        visitor.emit('business_status_update', { isOnline: true });
        expect(await statusRefused).toEqual({ message: REALTIME_MESSAGES.onlyBusinessStatus });
      });

      it('closes the sockets a password change revoked, and keeps the one signed in with the new token', async () => {
        const customer = await registerCustomer(app);
        const open = await connectAs(url, customer.token);
        const closed = new Promise<{ message: string; reason: string }>((resolve) => {
          let message = '';
          open.once('authError', (payload) => (message = payload.message));
          open.once('disconnect', (reason) => resolve({ message, reason }));
        });
        const changed = await client(app).request('PUT', '/api/users/password', {
          token: customer.token,
          body: { currentPassword: customer.password, newPassword: 'another-secret' },
        });
        expect(changed.statusCode).toBe(200);
        expect(await closed).toEqual({
          message: AUTH_MESSAGES.sessionExpired,
          reason: 'io server disconnect',
        });

        const fresh = await connectAs(url, changed.json().token);
        const freshClosed = disconnected(fresh);
        const again = await client(app).request('PUT', '/api/users/password', {
          token: changed.json().token,
          body: { currentPassword: 'another-secret', newPassword: 'third-secret' },
        });
        expect(again.statusCode).toBe(200);
        const second = await connectAs(url, again.json().token);
        const secondEvents = record(second);
        expect(await freshClosed).toBe('io server disconnect');
        expect(fresh.connected).toBe(false);
        // Still open when it answers a probe: no authError came before.
        const seen = await recordedBefore(secondEvents, second, 'chat_error', () => probe(second));
        expect(seen.filter((e) => e.event === 'authError')).toEqual([]);
        expect(second.connected).toBe(true);
      });

      it('refuses a foreign Origin and accepts the configured ones', async () => {
        const customer = await registerCustomer(app);
        const foreign = socketTo(url, customer.token, { origin: 'http://evil.example' });
        const error = await new Promise<Error>((resolve) => foreign.once('connect_error', resolve));
        expect(error).toBeInstanceOf(Error);
        expect(foreign.connected).toBe(false);

        for (const origin of [ALLOWED_EXTRA_ORIGIN, url]) {
          const socket = socketTo(url, customer.token, { origin });
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', resolve);
            socket.once('connect_error', reject);
          });
        }
      });
    });

    describe('chat rooms', () => {
      it('lets only the two parties join a chat', async () => {
        const { owner, business } = await createBusiness(app);
        const customer = await registerCustomer(app);
        const stranger = await registerCustomer(app);
        const otherOwner = (await createBusiness(app)).owner;
        const chat = (
          await client(app).request('GET', `/api/chats/business/${business._id}`, { token: customer.token })
        ).json() as { _id: string };

        for (const party of [customer, owner]) {
          const socket = await connectAs(url, party.token);
          const joined = nextEvent(socket, 'chat_joined');
          socket.emit('join_chat', chat._id);
          expect(await joined).toEqual({ chatId: chat._id });
        }
        for (const intruder of [stranger, otherOwner]) {
          const socket = await connectAs(url, intruder.token);
          const events = record(socket);
          const refused = nextEvent(socket, 'chat_error');
          socket.emit('join_chat', chat._id);
          expect(await refused).toEqual({ message: 'Chat not found' });
          // Not in the room: a message in the chat does not reach the intruder (it would have come
          // before the answer to a probe sent after the message).
          await client(app).request('POST', `/api/chats/${chat._id}/messages`, {
            token: customer.token,
            body: { content: 'private', messageType: 'text' },
          });
          const seen = await recordedBefore(events, socket, 'chat_error', () => probe(socket));
          expect(seen.filter((e) => e.event === 'newMessage')).toEqual([]);
        }
        const socket = await connectAs(url, stranger.token);
        for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', { chatId: 7 }, null]) {
          const refused = nextEvent(socket, 'chat_error');
          socket.emit('join_chat', bad as string);
          expect(await refused).toEqual({ message: 'Chat not found' });
        }
      });

      it('limits the events of one socket', async () => {
        const limited = await start(mode, { PRESENCE_TTL_SECONDS: '60' });
        try {
          const customer = await registerCustomer(limited.app);
          const socket = await connectAs(limited.url, customer.token);
          const asked = Array.from({ length: 150 }, () =>
            status(socket, '00000000-0000-4000-8000-000000000000'),
          );
          // Sent with the burst, it meets the empty bucket however long the answers then take (a
          // token comes back every 50 ms).
          const chatError = nextEvent(socket, 'chat_error');
          socket.emit('join_chat', '00000000-0000-4000-8000-000000000000');
          const answers = await Promise.all(asked);
          // The burst of 60 and what came back while they were answered are served; the rest refused.
          const served = answers.filter((a) => 'isOnline' in a);
          const refused = answers.filter((a) => !('isOnline' in a));
          expect(served.length).toBeGreaterThanOrEqual(60);
          expect(served).toEqual(served.map(() => ({ isOnline: false })));
          expect(refused.length).toBeGreaterThan(0);
          expect(refused).toEqual(refused.map(() => ({ error: AUTH_MESSAGES.tooManyRequests })));
          expect(await chatError).toEqual({ message: AUTH_MESSAGES.tooManyRequests });
          // The bucket refills (a token every 50 ms): asked again until one is back.
          await vi.waitFor(
            async () =>
              expect(await status(socket, '00000000-0000-4000-8000-000000000000')).toEqual({
                isOnline: false,
              }),
            { timeout: 5_000, interval: 50 },
          );
        } finally {
          closeAllSockets();
          await limited.close();
        }
      });
    });

    describe('presence', () => {
      let owner: Account;
      let businessId: string;
      beforeAll(async () => {
        const created = await createBusiness(app);
        owner = created.owner;
        businessId = created.business._id;
      });

      it('shows a business online when its owner announces it, and offline when it says so', async () => {
        const view = await viewer(url, app, businessId);
        expect(view.initial).toEqual({ businessId, isOnline: false });
        expect(await status(view.socket, businessId)).toEqual({ isOnline: false });

        const ownerSocket = await connectAs(url, owner.token);
        const online = statusPush(view.socket, businessId, true);
        const confirmed = nextEvent(ownerSocket, 'business_online_confirmed');
        ownerSocket.emit('business_status_update', { isOnline: true });
        expect(await confirmed).toEqual({ businessId });
        expect(await online).toEqual({ businessId, isOnline: true });
        expect(await status(view.socket, businessId)).toEqual({ isOnline: true });

        // A late viewer learns the current status on joining.
        const late = await viewer(url, app, businessId);
        expect(late.initial).toEqual({ businessId, isOnline: true });

        // Heartbeats and repeated announcements change nothing visible: a push would have been sent
        // before the confirmation, so before the answer to a probe sent after it.
        const events = record(view.socket);
        ownerSocket.emit('business_heartbeat');
        ownerSocket.emit('business_status_update', { isOnline: true });
        await nextEvent(ownerSocket, 'business_online_confirmed');
        const seen = await recordedBefore(events, view.socket, 'chat_error', () => probe(view.socket));
        expect(seen.filter(isStatusUpdate)).toEqual([]);

        const offline = statusPush(view.socket, businessId, false);
        const lateOffline = statusPush(late.socket, businessId, false);
        ownerSocket.emit('business_status_update', { isOnline: false });
        await offline;
        await lateOffline;
        expect(await status(view.socket, businessId)).toEqual({ isOnline: false });

        // A viewer that left hears nothing more (the probe's answer says the leave was handled).
        const left = nextEvent(view.socket, 'chat_error');
        view.socket.emit('leave_business_view', businessId);
        probe(view.socket);
        await left;
        const after = record(view.socket);
        const back = statusPush(late.socket, businessId, true);
        ownerSocket.emit('business_status_update', { isOnline: true });
        await back;
        const seenAfter = await recordedBefore(after, view.socket, 'chat_error', () => probe(view.socket));
        expect(seenAfter.filter(isStatusUpdate)).toEqual([]);
        ownerSocket.emit('business_status_update', { isOnline: false });
        await statusPush(late.socket, businessId, false);
      });

      it('goes offline when the last announcing socket disconnects', async () => {
        const view = await viewer(url, app, businessId);
        const tabA = await connectAs(url, owner.token);
        const tabB = await connectAs(url, owner.token);
        const online = statusPush(view.socket, businessId, true);
        tabA.emit('business_status_update', { isOnline: true });
        await online;
        tabB.emit('business_status_update', { isOnline: true });
        await nextEvent(tabB, 'business_online_confirmed');

        const events = record(view.socket);
        tabA.disconnect();
        // Asked after tabA closed (the server reads the close first): still online.
        expect(await status(view.socket, businessId)).toEqual({ isOnline: true });

        // The last tab closing takes it offline; an offline push for tabA would have come first.
        const beforeOffline = await recordedBefore(
          events,
          view.socket,
          'businessStatusUpdate',
          () => tabB.disconnect(),
          (s) => s.businessId === businessId && !s.isOnline,
          2_000,
        );
        expect(beforeOffline.filter(isStatusUpdate)).toEqual([]);
        expect(await status(view.socket, businessId)).toEqual({ isOnline: false });
      });

      it('answers status requests and refuses bad presence input', async () => {
        const customer = await registerCustomer(app);
        const socket = await connectAs(url, customer.token);
        expect(await status(socket, crypto.randomUUID())).toEqual({ isOnline: false });
        for (const bad of ['nope', 42, null, { id: businessId }]) {
          expect(await status(socket, bad)).toEqual({ error: VALIDATION_MESSAGES.idInvalid });
        }
        // Status may be asked with the id inside an object too.
        expect(await status(socket, { businessId })).toEqual({ isOnline: false });

        // A customer cannot announce anything; an owner without a business has nothing to announce.
        const refused = nextEvent(socket, 'chat_error');
        socket.emit('business_status_update', { isOnline: true });
        expect(await refused).toEqual({ message: REALTIME_MESSAGES.onlyBusinessStatus });
        const bare = await connectAs(url, (await registerBusinessOwner(app)).token);
        const none = nextEvent(bare, 'chat_error');
        bare.emit('business_status_update', { isOnline: true });
        expect(await none).toEqual({ message: 'Business not found' });
        const invalid = nextEvent(bare, 'chat_error');
        bare.emit('business_status_update', { isOnline: 'yes' } as unknown as { isOnline: boolean });
        expect(await invalid).toEqual({ message: 'isOnline must be true or false' });
        expect(await status(socket, businessId)).toEqual({ isOnline: false });
      });
    });

    describe('presence expiry', () => {
      let short: Awaited<ReturnType<typeof start>>;
      beforeAll(async () => {
        short = await start(mode, { RATE_LIMITS: 'off', PRESENCE_TTL_SECONDS: '1' });
      });
      afterAll(async () => short?.close());

      it('keeps a business online while it sends heartbeats, and expires it when they stop', async () => {
        const { owner, business } = await createBusiness(short.app);
        const view = await viewer(short.url, short.app, business._id);
        const ownerSocket = await connectAs(short.url, owner.token);
        const online = statusPush(view.socket, business._id, true);
        ownerSocket.emit('business_status_update', { isOnline: true });
        await online;

        const events = record(view.socket);
        // 2.4 s of heartbeats every 300 ms, more than twice the 1 s TTL: time passing is the case here.
        for (let i = 0; i < 8; i++) {
          await sleep(300);
          ownerSocket.emit('business_heartbeat');
        }
        expect(await status(view.socket, business._id)).toEqual({ isOnline: true });

        // The socket stays connected but falls silent: offline after the TTL, not before. That
        // push is the first since the heartbeats began: none came while they kept it online.
        const silentSince = Date.now();
        const beforeExpiry = await recordedBefore(
          events,
          view.socket,
          'businessStatusUpdate',
          () => undefined,
          (s) => s.businessId === business._id && !s.isOnline,
          5_000,
        );
        expect(beforeExpiry.filter(isStatusUpdate)).toEqual([]);
        const waited = Date.now() - silentSince;
        expect(waited).toBeGreaterThanOrEqual(900);
        expect(await status(view.socket, business._id)).toEqual({ isOnline: false });

        // A heartbeat from the still-open dashboard brings it back.
        const back = statusPush(view.socket, business._id, true);
        ownerSocket.emit('business_heartbeat');
        await back;
        ownerSocket.emit('business_status_update', { isOnline: false });
        await statusPush(view.socket, business._id, false);
      });
    });
  });
}
