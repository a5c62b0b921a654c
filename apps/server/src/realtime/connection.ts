// One socket's life: the handshake token, its rooms, the events it may send (each payload parsed,
// each socket rate limited) and what its disconnect means for presence.
import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  NOT_FOUND_MESSAGES,
  REALTIME_MESSAGES,
  VALIDATION_MESSAGES,
} from '@booklane/shared/domain';
import {
  businessIdPayloadSchema,
  businessStatusUpdatePayloadSchema,
  chatIdPayloadSchema,
  socketAuthSchema,
} from '@booklane/shared/realtime';
import { type ClientToServerEvents } from '@booklane/shared/realtime/event-maps';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { AppConfig } from '../config/env';
import { userFromToken } from '../modules/users/session';
import type { TokenService } from '../modules/users/tokens';
import type { BusinessesService } from '../modules/businesses/businesses.service';
import type { Caller } from '../core/caller';
import type { ChatsService } from '../modules/chats/chats.service';
import type { UsersService } from '../modules/users/users.service';
import type { Presence } from './presence';
import { businessViewRoom, chatRoom, userRoom } from './rooms';
import type { RealtimeServer } from './socket-server';
import { TokenBucket } from './token-bucket';

/** What a socket carries: set by the handshake check, before any event handler runs. */
export type SocketData = {
  user?: Caller & { name: string };
  /** The token version the socket signed in with: a password change ends older sessions. */
  tokenVersion?: number;
  /** Why the handshake token was refused: sent as `authError`, then the socket is closed. */
  authError?: string;
  /** The owner's business, once looked up. */
  businessId?: string;
};

export type ConnectionDeps = {
  config: AppConfig;
  tokens: TokenService;
  users: UsersService;
  businesses: BusinessesService;
  chats: ChatsService;
  presence: Presence;
};

type AppSocket = Parameters<Parameters<RealtimeServer['on']>[1]>[0];

/** Per socket: a burst of 60 events, then 20 per second (a page re-joining its views fits). */
const EVENT_BURST = 60;
const EVENTS_PER_SECOND = 20;
/** Chats and business views one socket may follow at once. */
const MAX_ROOMS = 500;
/** setTimeout's limit; a token living longer is re-checked at this distance. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function handleConnections(io: RealtimeServer, deps: ConnectionDeps, log: FastifyBaseLogger): void {
  // The handshake never fails here: a refused token still connects, hears `authError` and is
  // closed (socket.io middleware errors cannot carry an event the client listens to).
  io.use(async (socket, next) => {
    try {
      // No token at all: a signed-out visitor, who may only follow business status (decision 0008).
      if (!hasTokenField(socket.handshake.auth)) return next();
      const auth = socketAuthSchema.safeParse(socket.handshake.auth);
      if (!auth.success) {
        socket.data.authError = AUTH_MESSAGES.unauthorized;
        return next();
      }
      const user = await userFromToken(auth.data.token, deps.tokens, deps.users);
      if (!user) {
        socket.data.authError = AUTH_MESSAGES.sessionExpired;
        return next();
      }
      socket.data.user = { id: user.id, role: user.role, name: user.name };
      socket.data.tokenVersion = user.tokenVersion;
      expireWithToken(socket, auth.data.token);
      next();
    } catch (err) {
      log.warn({ err }, 'socket handshake failed');
      next(new Error(ERROR_MESSAGES.connectChat));
    }
  });

  io.on('connection', (socket) => {
    if (socket.data.authError) {
      refuse(socket, socket.data.authError);
      return;
    }
    const user = socket.data.user ?? null;
    if (user) void socket.join(userRoom(user.id));
    new SocketSession(io, socket, user, deps, log).listen();
  });
}

/** Whether the handshake carries a token at all (a visitor's carries none). */
function hasTokenField(auth: unknown): boolean {
  return typeof auth === 'object' && auth !== null && (auth as { token?: unknown }).token !== undefined;
}

function refuse(socket: AppSocket, message: string): void {
  socket.emit('authError', { message });
  socket.disconnect(true);
}

/** Closes the socket with `authError` when its token expires (tokens live 7 days). */
function expireWithToken(socket: AppSocket, token: string): void {
  let exp: number | undefined;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return;
  }
  if (exp === undefined) return;
  const arm = () => {
    const left = exp * 1000 - Date.now();
    if (left <= 0) return refuse(socket, AUTH_MESSAGES.sessionExpired);
    const timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  };
  arm();
}

/** A payload that is the id itself or an object carrying it under `key`. */
function idFrom(payload: unknown, key: 'chatId' | 'businessId'): string | undefined {
  const raw =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : payload;
  const schema = key === 'chatId' ? chatIdPayloadSchema : businessIdPayloadSchema;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data.toLowerCase() : undefined;
}

type Ack = (answer: unknown) => void;
const ackOf = (args: unknown[]): Ack | undefined => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as Ack) : undefined;
};

class SocketSession {
  private readonly bucket = new TokenBucket(EVENT_BURST, EVENTS_PER_SECOND);
  /** Presence events of one socket apply in the order they were sent. */
  private presenceQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly io: RealtimeServer,
    private readonly socket: AppSocket,
    /** null: a signed-out visitor, who may only follow business status. */
    private readonly user: (Caller & { name: string }) | null,
    private readonly deps: ConnectionDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  listen(): void {
    this.on('join_chat', ([payload]) => this.joinChat(payload));
    this.on('leave_chat', async ([payload]) => {
      const chatId = idFrom(payload, 'chatId');
      if (chatId) await this.socket.leave(chatRoom(chatId));
    });
    this.on('join_business_view', ([payload]) => this.joinBusinessView(payload));
    this.on('leave_business_view', async ([payload]) => {
      const businessId = idFrom(payload, 'businessId');
      if (businessId) await this.socket.leave(businessViewRoom(businessId));
    });
    this.on('getBusinessStatus', async ([payload, ack]) => {
      if (typeof ack !== 'function') return;
      const businessId = idFrom(payload, 'businessId');
      (ack as Ack)(
        businessId
          ? { isOnline: await this.deps.presence.isOnline(businessId) }
          : { error: VALIDATION_MESSAGES.idInvalid },
      );
    });
    this.on('business_status_update', ([payload]) => this.inOrder(() => this.statusUpdate(payload)));
    this.on('business_heartbeat', () => this.inOrder(() => this.deps.presence.heartbeat(this.socket.id)));
    this.socket.on('disconnect', () => {
      this.inOrder(() => this.deps.presence.withdraw(this.socket.id)).catch((err: unknown) =>
        this.log.warn({ err }, 'presence withdraw failed'),
      );
    });
  }

  /** Registers a handler behind the socket's rate limit; failures answer instead of throwing. */
  private on(event: keyof ClientToServerEvents, handler: (args: unknown[]) => Promise<unknown>): void {
    const listener = (...args: unknown[]) => {
      if (this.deps.config.rateLimits && !this.bucket.take()) {
        this.fail(args, AUTH_MESSAGES.tooManyRequests);
        return;
      }
      handler(args).catch((err: unknown) => {
        this.log.warn({ err, event }, 'socket event failed');
        this.fail(args, ERROR_MESSAGES.chatErrorText);
      });
    };
    this.socket.on(event, listener as never);
  }

  /** An acknowledgement answers `{ error }`; any other event answers `chat_error`. */
  private fail(args: unknown[], message: string): void {
    const ack = ackOf(args);
    if (ack) ack({ error: message });
    else this.socket.emit('chat_error', { message });
  }

  private inOrder<T>(step: () => Promise<T>): Promise<T> {
    const run = this.presenceQueue.then(step, step);
    this.presenceQueue = run.catch(() => undefined);
    return run;
  }

  private roomsFull(): boolean {
    if (this.socket.rooms.size < MAX_ROOMS) return false;
    this.socket.emit('chat_error', { message: REALTIME_MESSAGES.tooManySubscriptions });
    return true;
  }

  /** Only the chat's two parties may follow it; anyone else cannot tell it exists. */
  private async joinChat(payload: unknown): Promise<void> {
    const chatId = idFrom(payload, 'chatId');
    if (!this.user) {
      this.socket.emit('chat_error', { message: AUTH_MESSAGES.unauthorized });
      return;
    }
    if (!chatId || !(await this.deps.chats.isParty(this.user, chatId))) {
      this.socket.emit('chat_error', { message: NOT_FOUND_MESSAGES.chat });
      return;
    }
    if (!this.socket.rooms.has(chatRoom(chatId))) {
      if (this.roomsFull()) return;
      await this.socket.join(chatRoom(chatId));
    }
    this.socket.emit('chat_joined', { chatId });
  }

  /** Follows a business's status; the current one is sent right away, changes as they happen. */
  private async joinBusinessView(payload: unknown): Promise<void> {
    const businessId = idFrom(payload, 'businessId');
    if (!businessId) {
      this.socket.emit('chat_error', { message: VALIDATION_MESSAGES.idInvalid });
      return;
    }
    if (!this.socket.rooms.has(businessViewRoom(businessId))) {
      if (this.roomsFull()) return;
      await this.socket.join(businessViewRoom(businessId));
    }
    const isOnline = await this.deps.presence.isOnline(businessId);
    this.socket.emit('businessStatusUpdate', { businessId, isOnline });
  }

  private async statusUpdate(payload: unknown): Promise<void> {
    const parsed = businessStatusUpdatePayloadSchema.safeParse(payload);
    if (!parsed.success) {
      this.socket.emit('chat_error', { message: REALTIME_MESSAGES.invalidOnlineStatus });
      return;
    }
    if (this.user?.role !== 'business') {
      this.socket.emit('chat_error', { message: REALTIME_MESSAGES.onlyBusinessStatus });
      return;
    }
    if (!parsed.data.isOnline) {
      await this.deps.presence.withdraw(this.socket.id);
      return;
    }
    const businessId =
      this.socket.data.businessId ?? (await this.deps.businesses.findByOwner(this.user.id))?.id;
    if (!businessId) {
      this.socket.emit('chat_error', { message: NOT_FOUND_MESSAGES.business });
      return;
    }
    this.socket.data.businessId = businessId;
    // Gone while the business was looked up: announce nothing (the queued withdraw would undo it).
    if (this.socket.disconnected) return;
    await this.deps.presence.announce(this.socket.id, businessId);
    this.io.to(userRoom(this.user.id)).emit('business_online_confirmed', { businessId });
  }
}
