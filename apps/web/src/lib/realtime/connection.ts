// One socket.io connection of spec section 9 with its own settings (the status socket and the
// chat socket). It connects lazily (the first screen that needs it), sends the stored token as
// `auth`, re-joins every subscription after a reconnect, restarts 500 ms after a new token, and
// gives up on a refused token (`authError`). The status socket adds its own retries after
// socket.io's attempts are used up, attempts throttled to one per 5 s, and a state watchdog.
// socket.io-client itself loads with the first connection of the page (socket-io.ts).
import { RECONNECT_AFTER_TOKEN_MS } from '@booklane/shared/domain';
import {
  SERVER_TO_CLIENT_EVENTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@booklane/shared/realtime/event-maps';
import type { Socket } from 'socket.io-client';
import { ownRetryDelay, throttleWait } from './retry-schedule';
import { loadedSocketIo, loadSocketIo } from './socket-io';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'disconnected';
type ServerEvent = keyof ServerToClientEvents;
type AnyHandler = (...args: unknown[]) => void;

export type ConnectionOptions = {
  name: string;
  reconnectionAttempts: number;
  reconnectionDelayMs: number;
  reconnectionDelayMaxMs?: number;
  timeoutMs?: number;
  transports?: readonly ('websocket' | 'polling')[];
  /** Connects without a token too: a signed-out visitor following business status (decision 0008). */
  anonymous?: boolean;
  /** The first connect waits this long (the status socket: 1 s). */
  initialConnectDelayMs?: number;
  /** The status socket's own retries, throttle and state watchdog. */
  ownRetry?: {
    connectThrottleMs: number;
    pollFastMs: number;
    pollFastCount: number;
    pollSlowMs: number;
  };
};

type Room = { join: (socket: AppSocket) => void; leave: (socket: AppSocket) => void; count: number };
type Timer = ReturnType<typeof setTimeout>;

export class RealtimeConnection {
  private socket: AppSocket | null = null;
  private token: string | null = null;
  private state: ConnectionState = 'idle';
  private wanted = false;
  private authRefused = false;
  private startedOnce = false;
  private ownRetryAttempt = 0;
  private lastAttemptAt: number | null = null;
  private pollCount = 0;
  private startTimer: Timer | undefined;
  private retryTimer: Timer | undefined;
  private pollTimer: Timer | undefined;
  /** socket.io-client is loading for this connection's first socket. */
  private loadingLibrary: Promise<unknown> | null = null;
  private readonly stateListeners = new Set<() => void>();
  private readonly handlers = new Map<ServerEvent, Set<AnyHandler>>();
  private readonly rooms = new Map<string, Room>();
  private readonly connectHooks = new Set<(socket: AppSocket) => void>();

  constructor(
    private readonly options: ConnectionOptions,
    private readonly readToken: () => string | null,
  ) {}

  // ---- observed state ----

  getState = (): ConnectionState => this.state;

  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  };

  get connected(): boolean {
    return this.state === 'connected' && Boolean(this.socket?.connected);
  }

  private setState(next: ConnectionState) {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }

  // ---- life cycle ----

  /** A screen needs the connection: start it (once) if there is a token. */
  ensureStarted(): void {
    this.wanted = true;
    if (this.socket || this.startTimer || this.loadingLibrary) return;
    const token = this.readToken();
    if (!this.mayConnect(token)) return;
    this.token = token;
    // The library downloads during the first connect's delay.
    loadSocketIo().catch(() => undefined);
    const delay = this.startedOnce ? 0 : (this.options.initialConnectDelayMs ?? 0);
    this.setState('connecting');
    this.startTimer = setTimeout(() => {
      this.startTimer = undefined;
      this.open();
    }, delay);
  }

  /** The session's token changed: drop the old socket; with a new token, reconnect after 500 ms. */
  setToken(token: string | null): void {
    if (token === this.token && this.socket) return;
    this.close();
    this.authRefused = false;
    this.ownRetryAttempt = 0;
    this.token = token;
    if (!this.mayConnect(token) || !this.wanted) return;
    this.setState('connecting');
    this.startTimer = setTimeout(() => {
      this.startTimer = undefined;
      this.open();
    }, RECONNECT_AFTER_TOKEN_MS);
  }

  /** A token is needed, unless this connection also serves signed-out visitors. */
  private mayConnect(token: string | null): boolean {
    return Boolean(token) || Boolean(this.options.anonymous);
  }

  private open(): void {
    if (!this.mayConnect(this.token)) return;
    const io = loadedSocketIo();
    if (!io) {
      this.openWhenLoaded();
      return;
    }
    this.startedOnce = true;
    const socket: AppSocket = io({
      path: '/socket.io',
      autoConnect: false,
      // Read at every (re)connect, so a reconnect never sends an outdated token.
      auth: (cb) => cb(this.token ? { token: this.token } : {}),
      reconnection: true,
      reconnectionAttempts: this.options.reconnectionAttempts,
      reconnectionDelay: this.options.reconnectionDelayMs,
      reconnectionDelayMax: this.options.reconnectionDelayMaxMs ?? this.options.reconnectionDelayMs,
      ...(this.options.timeoutMs ? { timeout: this.options.timeoutMs } : {}),
      ...(this.options.transports ? { transports: [...this.options.transports] } : {}),
    });
    this.socket = socket;
    for (const event of SERVER_TO_CLIENT_EVENTS) {
      (socket.on as (event: string, handler: AnyHandler) => void)(event, (...args) =>
        this.dispatch(event, args),
      );
    }
    socket.on('connect', () => {
      this.ownRetryAttempt = 0;
      this.setState('connected');
      for (const hook of this.connectHooks) hook(socket);
      for (const room of this.rooms.values()) room.join(socket);
    });
    socket.on('disconnect', (reason) => {
      this.setState('disconnected');
      // The server closed it (a refused token, or the server going away on purpose): socket.io
      // does not retry by itself then.
      if (reason === 'io server disconnect' && !this.authRefused) this.scheduleOwnRetry();
    });
    socket.on('connect_error', (err) => {
      console.warn(`[realtime:${this.options.name}] connect failed: ${err.message}`);
      this.setState('disconnected');
    });
    socket.on('authError', () => {
      this.authRefused = true;
      socket.disconnect();
    });
    // socket.io trying again means the last attempt failed, however it failed (an error, or the
    // transport closing before the handshake): the connection is down until a connect succeeds.
    socket.io.on('reconnect_attempt', () => {
      if (!socket.connected) this.setState('disconnected');
    });
    socket.io.on('reconnect_failed', () => this.scheduleOwnRetry());
    this.attemptConnect();
    this.schedulePoll();
  }

  /** Opens once socket.io-client has loaded; a failed load counts as a failed connect, tried again. */
  private openWhenLoaded(): void {
    const loading = loadSocketIo().then(
      () => {
        if (this.loadingLibrary !== loading) return; // closed meanwhile
        this.loadingLibrary = null;
        this.open();
      },
      (err: unknown) => {
        if (this.loadingLibrary !== loading) return;
        this.loadingLibrary = null;
        console.warn(`[realtime:${this.options.name}] client did not load: ${String(err)}`);
        this.setState('disconnected');
        this.startTimer = setTimeout(() => {
          this.startTimer = undefined;
          this.open();
        }, this.options.reconnectionDelayMs);
      },
    );
    this.loadingLibrary = loading;
  }

  private attemptConnect(): void {
    this.lastAttemptAt = Date.now();
    // Once a connection failed, the state stays 'disconnected' (connection issues) through the
    // retries, until one succeeds.
    if (!this.socket?.connected && this.state !== 'disconnected') this.setState('connecting');
    this.socket?.connect();
  }

  private scheduleOwnRetry(): void {
    const own = this.options.ownRetry;
    if (!own || this.retryTimer || this.authRefused || !this.socket) return;
    const delay = ownRetryDelay(this.ownRetryAttempt);
    if (delay === null) return;
    this.ownRetryAttempt += 1;
    const wait = Math.max(delay, throttleWait(this.lastAttemptAt, Date.now(), own.connectThrottleMs));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.socket && !this.socket.connected) this.attemptConnect();
    }, wait);
  }

  /** The status socket's watchdog: 2 s for the first 10 looks, then every 30 s. */
  private schedulePoll(): void {
    const own = this.options.ownRetry;
    if (!own) return;
    clearTimeout(this.pollTimer);
    const delay = this.pollCount < own.pollFastCount ? own.pollFastMs : own.pollSlowMs;
    this.pollTimer = setTimeout(() => {
      this.pollCount += 1;
      const socket = this.socket;
      if (!socket) return;
      // Down, not retrying by itself and no retry of ours pending: try again (throttled).
      if (!socket.connected && !socket.active && !this.retryTimer && !this.authRefused) {
        if (throttleWait(this.lastAttemptAt, Date.now(), own.connectThrottleMs) === 0) this.attemptConnect();
      }
      this.schedulePoll();
    }, delay);
  }

  /** Closes the socket (sign-out or a new token); subscriptions stay and re-join on the next socket. */
  close(): void {
    clearTimeout(this.startTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.pollTimer);
    this.startTimer = this.retryTimer = this.pollTimer = undefined;
    this.loadingLibrary = null;
    this.pollCount = 0;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    }
    this.setState('idle');
  }

  // ---- events, rooms, emits ----

  /** Listens to a server event on whichever socket is current; returns the unsubscribe. */
  on<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    const h = handler as unknown as AnyHandler;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  private dispatch(event: ServerEvent, args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }

  /** Runs after every (re)connect, before rooms are re-joined. */
  onConnect(hook: (socket: AppSocket) => void): () => void {
    this.connectHooks.add(hook);
    return () => {
      this.connectHooks.delete(hook);
    };
  }

  /**
   * Follows a room while at least one caller holds it: joined now when connected and again after
   * every reconnect; left when the last holder releases it.
   */
  holdRoom(key: string, join: (socket: AppSocket) => void, leave: (socket: AppSocket) => void): () => void {
    const existing = this.rooms.get(key);
    if (existing) {
      existing.count += 1;
    } else {
      this.rooms.set(key, { join, leave, count: 1 });
      if (this.connected && this.socket) join(this.socket);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const room = this.rooms.get(key);
      if (!room) return;
      room.count -= 1;
      if (room.count > 0) return;
      this.rooms.delete(key);
      if (this.connected && this.socket) room.leave(this.socket);
    };
  }

  /** The live socket when connected (for emits that make no sense to queue). */
  current(): AppSocket | null {
    return this.connected ? this.socket : null;
  }
}
