// The socket.io server at /socket.io on the app's own HTTP server (spec section 7 "Realtime
// connection", decisions.md section 6). With REDIS_URL the Redis adapter carries room emits
// between processes and presence lives in Redis; without it everything stays in this process.
import { createAdapter } from '@socket.io/redis-adapter';
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { type ClientToServerEvents, type ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppConfig } from '../config/env';
import type { BookingPushes } from './booking-pushes';
import type { ChatEvents } from '../modules/chats/chat-events';
import { handleConnections, type ConnectionDeps, type SocketData } from './connection';
import { originAllowed } from './origin';
import { Presence } from './presence';
import { MemoryPresenceStore, type PresenceStore } from './presence-store';
import { RedisPresenceStore } from './redis-presence-store';
import { businessViewRoom, chatRoom, userRoom } from './rooms';

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type Realtime = {
  readonly io: RealtimeServer;
  /** Pushes of the chat rules, addressed to user rooms (reach every process with Redis). */
  readonly events: ChatEvents;
  /** Pushes of the booking rules (`bookingChanged`), addressed to user rooms likewise. */
  readonly bookingEvents: BookingPushes;
  /**
   * Ends the user's sockets that signed in with a token older than `tokenVersion` (a password
   * change revokes earlier tokens: their open connections hear `authError` and close), on every
   * process. Never throws: a failure is logged.
   */
  endSessionsBefore(userId: string, tokenVersion: number): Promise<void>;
  /** Whether a business is online (its owner's dashboard is open), on any process. False when unknown. */
  isBusinessOnline(businessId: string): Promise<boolean>;
  /** Starts accepting sockets; called once the services the handlers need exist. */
  start(deps: Omit<ConnectionDeps, 'presence' | 'config'>): void;
};

/** Client payloads are tiny; anything larger is refused by the engine before parsing. */
const MAX_PAYLOAD_BYTES = 16 * 1024;
const REDIS_READY_TIMEOUT_MS = 5_000;
const QUIT_TIMEOUT_MS = 2_000;

export async function createRealtime(app: FastifyInstance, config: AppConfig): Promise<Realtime> {
  const log = app.log.child({ module: 'realtime' });
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    // Cross-origin polling from the configured origins; the handshake itself is checked below.
    cors: { origin: config.allowedOrigins },
    allowRequest: (req, answer) => {
      const ok = originAllowed(req.headers.origin, req.headers.host, config.allowedOrigins);
      if (!ok) log.info({ origin: req.headers.origin }, 'socket refused: origin not allowed');
      answer(ok ? null : 'Origin not allowed', ok);
    },
  });

  let store: PresenceStore;
  let presenceRedis: Redis | undefined;
  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    // Publishing never gives up (the adapter does not catch a failed publish); presence commands
    // fail fast instead, and their callers answer with an error.
    const pub = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    const commands = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    for (const [name, client] of [
      ['pub', pub],
      ['sub', sub],
      ['commands', commands],
    ] as const) {
      client.on('error', (err) => log.warn({ err }, `redis (realtime ${name}) error`));
      redisClients.push(client);
    }
    io.adapter(createAdapter(pub, sub, { key: `${config.redisKeyPrefix}socket.io` }));
    try {
      // PING answers after the adapter's SUBSCRIBE commands: emits from other processes arrive
      // from the first socket on.
      await withTimeout(Promise.all([sub.ping(), commands.ping()]), REDIS_READY_TIMEOUT_MS);
    } catch (err) {
      await closeAll(io, redisClients);
      throw new RedisUnreachableError(
        `Cannot reach Redis at ${redactRedisUrl(config.redisUrl)}: ${(err as Error).message}`,
        {
          cause: err,
        },
      );
    }
    store = new RedisPresenceStore(commands, config.presenceTtlMs, config.redisKeyPrefix);
    presenceRedis = commands;
  } else {
    store = new MemoryPresenceStore(config.presenceTtlMs);
  }

  const presence = new Presence(
    store,
    config.presenceTtlMs,
    (change) => io.to(businessViewRoom(change.businessId)).emit('businessStatusUpdate', change),
    log,
  );
  // After a reconnection Redis may have restarted empty: restore this process's presence at once.
  // (Attached after the first 'ready', which the PING above waited for: only reconnections count.)
  if (presenceRedis) {
    presenceRedis.on('ready', () => {
      log.info('redis (realtime commands) ready: re-announcing presence');
      void presence.reannounce();
    });
  }

  const safely =
    <A extends unknown[]>(name: string, fn: (...args: A) => void) =>
    (...args: A) => {
      try {
        fn(...args);
      } catch (err) {
        log.warn({ err, event: name }, 'realtime push failed');
      }
    };
  const events: ChatEvents = {
    newMessage: safely('newMessage', (userIds, chatId, message) =>
      io.to([...userIds.map(userRoom), chatRoom(chatId)]).emit('newMessage', { chatId, message }),
    ),
    messageSent: safely('message_sent', (userId, message) =>
      io.to(userRoom(userId)).emit('message_sent', message),
    ),
    unreadSummary: safely('unreadSummary', (userId, totalUnread) =>
      io.to(userRoom(userId)).emit('unreadSummary', { totalUnread }),
    ),
    chatMarkedAsRead: safely('chatMarkedAsRead', (userId, chatId, unreadCount) =>
      io.to(userRoom(userId)).emit('chatMarkedAsRead', { chatId, unreadCount }),
    ),
    chatDeleted: safely('chatDeleted', (userIds, chatId) => {
      io.to(userIds.map(userRoom)).emit('chatDeleted', { chatId });
      io.in(chatRoom(chatId)).socketsLeave(chatRoom(chatId));
    }),
  };

  const bookingEvents: BookingPushes = {
    bookingChanged: safely('bookingChanged', (change, userIds) => {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('bookingChanged', change);
    }),
    availabilityChanged: safely('availabilityChanged', (businessId, serviceId) =>
      io.to(businessViewRoom(businessId)).emit('availabilityChanged', { businessId, serviceId }),
    ),
    waitlistOffer: safely('waitlistOffer', (offer, userIds) => {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit('waitlistOffer', offer);
    }),
  };

  // Sockets are long-lived connections the HTTP server would wait for: end them before it closes.
  // Presence first, so this process's businesses go offline now rather than at expiry.
  app.addHook('preClose', async () => {
    await presence.close();
    await closeAll(io, []);
  });
  app.addHook('onClose', async () => {
    await closeAll(undefined, redisClients);
  });

  const endSessionsBefore = async (userId: string, tokenVersion: number) => {
    try {
      for (const socket of await io.in(userRoom(userId)).fetchSockets()) {
        if ((socket.data.tokenVersion ?? -1) >= tokenVersion) continue;
        socket.emit('authError', { message: AUTH_MESSAGES.sessionExpired });
        socket.disconnect(true);
      }
    } catch (err) {
      log.warn({ err, userId }, 'could not end the sessions of a revoked token');
    }
  };

  const isBusinessOnline = async (businessId: string) => {
    try {
      return await presence.isOnline(businessId);
    } catch (err) {
      // Presence unreachable (Redis down): better an email too many than a message unseen.
      log.warn({ err, businessId }, 'presence unknown');
      return false;
    }
  };

  let started = false;
  return {
    endSessionsBefore,
    isBusinessOnline,
    io,
    events,
    bookingEvents,
    start(deps) {
      if (started) return;
      started = true;
      handleConnections(io, { ...deps, presence, config }, log);
      presence.start();
    },
  };
}

/** Start-up cannot reach Redis: main.ts prints it as one line. */
export class RedisUnreachableError extends Error {}

function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the configured REDIS_URL';
  }
}

async function closeAll(io: RealtimeServer | undefined, clients: Redis[]): Promise<void> {
  if (io) await io.close();
  await Promise.allSettled(
    clients.map((c) => withTimeout(c.quit(), QUIT_TIMEOUT_MS).catch(() => c.disconnect())),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
