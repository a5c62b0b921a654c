// RealtimeConnection against a fake socket.io client: the test plays the server (accepts or
// refuses the handshake, sends events, drops the connection) and socket.io's manager (its
// reconnection attempts and their end), with fake timers for every delay.
import { RECONNECT_AFTER_TOKEN_MS, STATUS_SOCKET } from '@booklane/shared/domain';
import { SERVER_TO_CLIENT_EVENTS } from '@booklane/shared/realtime/event-maps';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type ConnectionOptions } from './connection';
import { CHAT_CONNECTION, STATUS_CONNECTION } from './settings';
import { loadSocketIo } from './socket-io';

const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;

  class Emitter {
    private readonly listeners = new Map<string, Listener[]>();
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    removeAllListeners() {
      this.listeners.clear();
      return this;
    }
    listenerCount() {
      return [...this.listeners.values()].reduce((n, list) => n + list.length, 0);
    }
    fire(event: string, ...args: unknown[]) {
      for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
    }
  }

  /** What the module sees of socket.io-client's Socket, plus the test's handles on it. */
  class FakeSocket extends Emitter {
    /** The Manager: `reconnect_attempt` and `reconnect_failed` come from it. */
    readonly io = new Emitter();
    connected = false;
    /** socket.io's `active`: subscribed to its manager (it reconnects by itself). */
    active = false;
    connectCalls = 0;
    disconnectCalls = 0;
    /** Events the client emitted to the server. */
    readonly sent: unknown[][] = [];

    constructor(readonly options: Record<string, unknown>) {
      super();
    }

    connect() {
      this.connectCalls += 1;
      this.active = true;
      return this;
    }

    disconnect() {
      this.disconnectCalls += 1;
      const was = this.connected;
      this.connected = false;
      this.active = false;
      if (was) this.fire('disconnect', 'io client disconnect');
      return this;
    }

    emit(...args: unknown[]) {
      this.sent.push(args);
      return this;
    }

    // ---- the server's side ----

    accept() {
      this.connected = true;
      this.fire('connect');
    }

    /** The connection ends: the server closed it, or the transport went away. */
    drop(reason: 'io server disconnect' | 'transport close' | 'ping timeout') {
      this.connected = false;
      // socket.io stops reconnecting by itself only when the server closed the socket.
      if (reason === 'io server disconnect') this.active = false;
      this.fire('disconnect', reason);
    }

    /** A server middleware refused the handshake: socket.io does not retry that by itself. */
    refuseHandshake(message: string) {
      this.active = false;
      this.fire('connect_error', new Error(message));
    }

    /** The handshake's `auth`, as socket.io asks for it at each (re)connect. */
    auth(): unknown {
      let value: unknown;
      (this.options.auth as (cb: (data: unknown) => void) => void)((data) => (value = data));
      return value;
    }
  }

  return { FakeSocket, sockets: [] as FakeSocket[] };
});

vi.mock('socket.io-client', () => ({
  io: (options: Record<string, unknown>) => {
    const socket = new fake.FakeSocket(options);
    fake.sockets.push(socket);
    return socket;
  },
}));

type FakeSocket = InstanceType<typeof fake.FakeSocket>;

/** The socket opened last. */
function latest(): FakeSocket {
  const socket = fake.sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

// The app's own settings of the two connections.
const CHAT = CHAT_CONNECTION;
const STATUS = STATUS_CONNECTION;

let token: string | null;
const connection = (options: ConnectionOptions) => new RealtimeConnection(options, () => token);

/** Records every state the connection passes through. */
function states(conn: RealtimeConnection): string[] {
  const seen: string[] = [];
  conn.subscribeState(() => seen.push(conn.getState()));
  return seen;
}

/** A chat connection, started and connected. */
function connectedChat(): { conn: RealtimeConnection; socket: FakeSocket } {
  const conn = connection(CHAT);
  conn.ensureStarted();
  vi.advanceTimersByTime(0);
  const socket = latest();
  socket.accept();
  return { conn, socket };
}

let warn: ReturnType<typeof vi.spyOn>;

// The library loads lazily (socket-io.ts); loaded once here, every connection below opens at once.
beforeAll(async () => {
  await loadSocketIo();
});
beforeEach(() => {
  vi.useFakeTimers();
  fake.sockets.length = 0;
  token = 'token-1';
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loading the client library', () => {
  it('loads socket.io-client with the first connection and opens once it has loaded', async () => {
    // A fresh copy of the modules: the library is not loaded yet.
    vi.resetModules();
    const fresh = await import('./connection');
    const conn = new fresh.RealtimeConnection(CHAT, () => token);
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    expect(fake.sockets).toHaveLength(0);
    expect(conn.getState()).toBe('connecting');
    await vi.dynamicImportSettled();
    const socket = latest();
    expect(socket.connectCalls).toBe(1);
    socket.accept();
    expect(conn.getState()).toBe('connected');
  });

  it('opens nothing when closed while the library loads', async () => {
    vi.resetModules();
    const fresh = await import('./connection');
    const conn = new fresh.RealtimeConnection(CHAT, () => token);
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    conn.close();
    await vi.dynamicImportSettled();
    expect(fake.sockets).toHaveLength(0);
    expect(conn.getState()).toBe('idle');
  });
});

describe('starting', () => {
  it('opens nothing until a screen needs it, then connects with the stored token', () => {
    const conn = connection(CHAT);
    expect(conn.getState()).toBe('idle');
    vi.advanceTimersByTime(10_000);
    expect(fake.sockets).toHaveLength(0);

    const seen = states(conn);
    conn.ensureStarted();
    expect(conn.getState()).toBe('connecting');
    vi.advanceTimersByTime(0);
    const socket = latest();
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 1_000,
    });
    expect(socket.options).not.toHaveProperty('timeout');
    expect(socket.options).not.toHaveProperty('transports');
    expect(socket.auth()).toEqual({ token: 'token-1' });
    expect(socket.connectCalls).toBe(1);
    expect(conn.connected).toBe(false);
    expect(conn.current()).toBeNull();

    socket.accept();
    expect(conn.getState()).toBe('connected');
    expect(conn.connected).toBe(true);
    expect(conn.current()).toBe(socket);
    expect(seen).toEqual(['connecting', 'connected']);
  });

  it('starts once however many screens ask', () => {
    const conn = connection(CHAT);
    conn.ensureStarted();
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    conn.ensureStarted();
    expect(fake.sockets).toHaveLength(1);
    expect(latest().connectCalls).toBe(1);
  });

  it('does not connect the chat without a token', () => {
    token = null;
    const conn = connection(CHAT);
    conn.ensureStarted();
    vi.advanceTimersByTime(10_000);
    expect(fake.sockets).toHaveLength(0);
    expect(conn.getState()).toBe('idle');
  });

  it('connects the status socket without a token, sending no auth, after its first-connect delay', () => {
    token = null;
    const conn = connection(STATUS);
    conn.ensureStarted();
    expect(conn.getState()).toBe('connecting');
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs - 1);
    expect(fake.sockets).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const socket = latest();
    expect(socket.auth()).toEqual({});
    expect(socket.options).toMatchObject({
      reconnectionAttempts: STATUS_SOCKET.reconnectionAttempts,
      reconnectionDelay: STATUS_SOCKET.reconnectionDelayMs,
      reconnectionDelayMax: STATUS_SOCKET.reconnectionDelayMaxMs,
      timeout: STATUS_SOCKET.timeoutMs,
      transports: ['websocket', 'polling'],
    });
  });

  it('waits the first-connect delay only the first time', () => {
    const conn = connection(STATUS);
    conn.ensureStarted();
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs);
    expect(fake.sockets).toHaveLength(1);
    conn.close();
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    expect(fake.sockets).toHaveLength(2);
  });

  it('passes every server event of the protocol to its subscribers', () => {
    const conn = connection(CHAT);
    const heard: unknown[][] = [];
    for (const event of SERVER_TO_CLIENT_EVENTS) {
      conn.on(event, ((payload: unknown) => heard.push([event, payload])) as never);
    }
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    const socket = latest();
    socket.accept();
    for (const event of SERVER_TO_CLIENT_EVENTS) socket.fire(event, { probe: event });
    expect(heard).toEqual(SERVER_TO_CLIENT_EVENTS.map((event) => [event, { probe: event }]));
  });
});

describe('a new token', () => {
  it('drops the old socket and connects again with the new token 500 ms later', () => {
    const { conn, socket: first } = connectedChat();
    const seen = states(conn);
    token = 'token-2';
    conn.setToken('token-2');
    expect(first.disconnectCalls).toBe(1);
    expect(first.listenerCount()).toBe(0);
    expect(first.io.listenerCount()).toBe(0);
    expect(conn.getState()).toBe('connecting');
    vi.advanceTimersByTime(RECONNECT_AFTER_TOKEN_MS - 1);
    expect(fake.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fake.sockets).toHaveLength(2);
    const second = latest();
    expect(second.auth()).toEqual({ token: 'token-2' });
    second.accept();
    expect(seen).toEqual(['idle', 'connecting', 'connected']);
  });

  it('changes nothing when the token is the one in use', () => {
    const { conn, socket } = connectedChat();
    conn.setToken('token-1');
    vi.advanceTimersByTime(RECONNECT_AFTER_TOKEN_MS);
    expect(fake.sockets).toHaveLength(1);
    expect(socket.disconnectCalls).toBe(0);
    expect(conn.getState()).toBe('connected');
  });

  it('disconnects the chat on sign-out and stays idle', () => {
    const { conn, socket } = connectedChat();
    conn.setToken(null);
    expect(socket.disconnectCalls).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(1);
    expect(conn.getState()).toBe('idle');
  });

  it('keeps the status socket for the signed-out visitor: it reconnects without a token', () => {
    const conn = connection(STATUS);
    conn.ensureStarted();
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs);
    latest().accept();
    token = null;
    conn.setToken(null);
    vi.advanceTimersByTime(RECONNECT_AFTER_TOKEN_MS);
    expect(fake.sockets).toHaveLength(2);
    expect(latest().auth()).toEqual({});
  });

  it('does not connect a connection no screen asked for', () => {
    const conn = connection(CHAT);
    conn.setToken('token-2');
    vi.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(0);
    expect(conn.getState()).toBe('idle');
    // Asked later, it starts with that token.
    token = 'token-2';
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    expect(latest().auth()).toEqual({ token: 'token-2' });
  });

  it('replaces a start that has not happened yet', () => {
    const conn = connection(STATUS);
    conn.ensureStarted();
    vi.advanceTimersByTime(200);
    conn.setToken('token-2');
    vi.advanceTimersByTime(RECONNECT_AFTER_TOKEN_MS);
    expect(fake.sockets).toHaveLength(1);
    expect(latest().auth()).toEqual({ token: 'token-2' });
    vi.advanceTimersByTime(10_000);
    expect(fake.sockets).toHaveLength(1);
  });
});

describe('server events', () => {
  it('reach their handlers until unsubscribed, on whichever socket is current', () => {
    const conn = connection(CHAT);
    const messages: unknown[] = [];
    const unsubscribe = conn.on('newMessage', (payload) => messages.push(payload));
    const other = vi.fn();
    conn.on('unreadSummary', other);

    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    latest().accept();
    latest().fire('newMessage', { chatId: 'c1' });
    expect(messages).toEqual([{ chatId: 'c1' }]);
    expect(other).not.toHaveBeenCalled();

    // A new socket after a new token: the same handlers hear it.
    conn.setToken('token-2');
    vi.advanceTimersByTime(RECONNECT_AFTER_TOKEN_MS);
    latest().accept();
    latest().fire('newMessage', { chatId: 'c2' });
    latest().fire('unreadSummary', { totalUnread: 3 });
    expect(messages).toEqual([{ chatId: 'c1' }, { chatId: 'c2' }]);
    expect(other).toHaveBeenCalledWith({ totalUnread: 3 });

    unsubscribe();
    latest().fire('newMessage', { chatId: 'c3' });
    expect(messages).toHaveLength(2);
  });

  it('lets a handler unsubscribe itself, or another, while the event is dispatched', () => {
    const { conn, socket } = connectedChat();
    const calls: string[] = [];
    const offA = conn.on('chatDeleted', () => {
      calls.push('a');
      offA();
      offB();
    });
    const offB = conn.on('chatDeleted', () => calls.push('b'));
    socket.fire('chatDeleted', { chatId: 'c1' });
    socket.fire('chatDeleted', { chatId: 'c1' });
    expect(calls).toEqual(['a', 'b']);
  });

  it('does not hear the old socket after a new token', () => {
    const { conn, socket: old } = connectedChat();
    const handler = vi.fn();
    conn.on('newMessage', handler);
    conn.setToken('token-2');
    old.fire('newMessage', { chatId: 'late' });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('rooms and connect hooks', () => {
  it('joins a held room when connected, again after every reconnect, and leaves it with its last holder', () => {
    const conn = connection(CHAT);
    const join = vi.fn();
    const leave = vi.fn();
    const releaseA = conn.holdRoom('chat:1', join, leave);
    const releaseB = conn.holdRoom('chat:1', join, leave);
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    const socket = latest();
    expect(join).not.toHaveBeenCalled();

    socket.accept();
    expect(join).toHaveBeenCalledTimes(1);
    expect(join).toHaveBeenCalledWith(socket);

    // The transport drops; socket.io reconnects by itself and the room is joined again.
    socket.drop('transport close');
    expect(conn.getState()).toBe('disconnected');
    socket.accept();
    expect(join).toHaveBeenCalledTimes(2);

    releaseA();
    releaseA();
    expect(leave).not.toHaveBeenCalled();
    releaseB();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(leave).toHaveBeenCalledWith(socket);

    socket.drop('transport close');
    socket.accept();
    expect(join).toHaveBeenCalledTimes(2);
  });

  it('joins a room held while connected at once, and forgets one released while disconnected', () => {
    const { conn, socket } = connectedChat();
    const join = vi.fn();
    const leave = vi.fn();
    const release = conn.holdRoom('business:1', join, leave);
    expect(join).toHaveBeenCalledTimes(1);
    socket.drop('transport close');
    release();
    expect(leave).not.toHaveBeenCalled();
    socket.accept();
    expect(join).toHaveBeenCalledTimes(1);
  });

  it('runs the connect hooks on every connect, before the rooms are joined', () => {
    const conn = connection(CHAT);
    const order: string[] = [];
    const off = conn.onConnect(() => order.push('hook'));
    conn.holdRoom(
      'chat:1',
      () => order.push('join'),
      () => order.push('leave'),
    );
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    latest().accept();
    expect(order).toEqual(['hook', 'join']);
    latest().drop('ping timeout');
    latest().accept();
    expect(order).toEqual(['hook', 'join', 'hook', 'join']);
    off();
    latest().drop('ping timeout');
    latest().accept();
    expect(order).toEqual(['hook', 'join', 'hook', 'join', 'join']);
  });

  it('keeps rooms across a close and re-joins them on the next socket', () => {
    const { conn, socket } = connectedChat();
    const join = vi.fn();
    conn.holdRoom('chat:1', join, vi.fn());
    conn.close();
    expect(socket.disconnectCalls).toBe(1);
    expect(conn.getState()).toBe('idle');
    expect(conn.current()).toBeNull();
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    latest().accept();
    expect(join).toHaveBeenCalledTimes(2);
    expect(join).toHaveBeenLastCalledWith(latest());
  });
});

describe('state', () => {
  it('reports a failed connect as disconnected, and stays there through the retries until one succeeds', () => {
    const conn = connection(CHAT);
    const seen = states(conn);
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    const socket = latest();
    socket.fire('connect_error', new Error('websocket error'));
    expect(conn.getState()).toBe('disconnected');
    expect(warn).toHaveBeenCalledWith('[realtime:chat] connect failed: websocket error');
    socket.io.fire('reconnect_attempt');
    expect(conn.getState()).toBe('disconnected');
    socket.accept();
    expect(seen).toEqual(['connecting', 'disconnected', 'connected']);
  });

  it('turns disconnected when socket.io starts another attempt after a lost connection', () => {
    const { conn, socket } = connectedChat();
    socket.connected = false;
    socket.io.fire('reconnect_attempt');
    expect(conn.getState()).toBe('disconnected');
  });

  it('tells state listeners of changes only, until they unsubscribe', () => {
    const conn = connection(CHAT);
    const listener = vi.fn();
    const off = conn.subscribeState(listener);
    conn.ensureStarted();
    vi.advanceTimersByTime(0);
    expect(listener).toHaveBeenCalledTimes(1);
    latest().io.fire('reconnect_attempt');
    latest().io.fire('reconnect_attempt');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    latest().accept();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('a refused token (authError)', () => {
  it('gives up: the socket is closed and nothing tries again, until a new token', () => {
    const conn = connection(STATUS);
    const refusals = vi.fn();
    conn.on('authError', refusals);
    conn.ensureStarted();
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs);
    const socket = latest();
    socket.accept();

    socket.fire('authError', { message: 'Your session has expired. Please log in again.' });
    expect(refusals).toHaveBeenCalledWith({ message: 'Your session has expired. Please log in again.' });
    expect(socket.disconnectCalls).toBe(1);
    expect(conn.getState()).toBe('disconnected');
    // The server's own close arrives too: no retry of ours either.
    socket.fire('disconnect', 'io server disconnect');

    // Neither the own retries nor the watchdog nor another screen start it again.
    conn.ensureStarted();
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(1);
    expect(fake.sockets).toHaveLength(1);

    // Signing in again does.
    conn.setToken('token-2');
    vi.advanceTimersByTime(RECONNECT_AFTER_TOKEN_MS);
    expect(fake.sockets).toHaveLength(2);
    expect(latest().auth()).toEqual({ token: 'token-2' });
  });
});

describe("the status socket's own retries", () => {
  function connectedStatus() {
    const conn = connection(STATUS);
    conn.ensureStarted();
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs);
    const socket = latest();
    socket.accept();
    return { conn, socket };
  }

  it('tries again after the server closed the socket, no sooner than 5 s after the last attempt', () => {
    const { conn, socket } = connectedStatus();
    vi.advanceTimersByTime(1_000);
    socket.drop('io server disconnect');
    expect(conn.getState()).toBe('disconnected');
    // The first own retry is due 3 s later, but the last attempt was only 1 s ago: 4 s then.
    vi.advanceTimersByTime(3_999);
    expect(socket.connectCalls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
    // Still 'disconnected' while trying (connection issues), until it is back.
    expect(conn.getState()).toBe('disconnected');
    socket.accept();
    expect(conn.getState()).toBe('connected');
  });

  it("follows socket.io's attempts with 5 more at 3, 6, 12, 24 and 30 s, then stops", () => {
    const { socket } = connectedStatus();
    socket.drop('transport close');
    const attemptsAt: number[] = [];
    let last = socket.connectCalls;
    const start = Date.now();
    const giveUp = () => {
      // socket.io's own attempts take their time, then it gives up.
      vi.advanceTimersByTime(10_000);
      socket.io.fire('reconnect_failed');
    };
    giveUp();
    for (let i = 0; i < 200 && Date.now() - start < 10 * 60_000; i++) {
      vi.advanceTimersByTime(1_000);
      if (socket.connectCalls !== last) {
        last = socket.connectCalls;
        attemptsAt.push(Date.now());
        giveUp();
      }
    }
    const gaps = attemptsAt.map((at, i) => at - (i === 0 ? start : attemptsAt[i - 1]!));
    // Each own attempt comes its delay after socket.io gave up (10 s after the previous one).
    expect(gaps).toEqual([13_000, 16_000, 22_000, 34_000, 40_000]);
  });

  it('starts the schedule over after a successful connect', () => {
    const { socket } = connectedStatus();
    const failAndWait = (ms: number) => {
      vi.advanceTimersByTime(10_000);
      socket.io.fire('reconnect_failed');
      vi.advanceTimersByTime(ms);
    };
    socket.drop('transport close');
    failAndWait(3_000); // own attempt 1
    failAndWait(6_000); // own attempt 2
    expect(socket.connectCalls).toBe(3);
    socket.accept();
    socket.drop('transport close');
    failAndWait(2_999);
    expect(socket.connectCalls).toBe(3);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(4);
  });

  it('has a watchdog that restarts a socket socket.io gave up on, at most once per 5 s', () => {
    const conn = connection(STATUS);
    conn.ensureStarted();
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs);
    const socket = latest();
    const openedAt = Date.now();
    // A server middleware refused the handshake: socket.io does not retry, nor does the retry
    // schedule (no 'reconnect_failed'); the watchdog looks every 2 s.
    socket.refuseHandshake('Could not connect to chat');
    expect(conn.getState()).toBe('disconnected');
    vi.advanceTimersByTime(4_000);
    expect(socket.connectCalls).toBe(1); // looks at 2 s and 4 s: too soon after the attempt
    vi.advanceTimersByTime(2_000);
    expect(socket.connectCalls).toBe(2); // 6 s after it
    expect(Date.now() - openedAt).toBe(6_000);
    socket.refuseHandshake('Could not connect to chat');
    vi.advanceTimersByTime(4_000);
    expect(socket.connectCalls).toBe(2);
    vi.advanceTimersByTime(2_000);
    expect(socket.connectCalls).toBe(3);
  });

  it('looks every 2 s for the first 10 looks, then every 30 s', () => {
    const conn = connection(STATUS);
    conn.ensureStarted();
    vi.advanceTimersByTime(STATUS_SOCKET.initialConnectDelayMs);
    const socket = latest();
    socket.accept();
    // Fast looks: 10 x 2 s. Then the connection drops and socket.io's reconnect is refused by a
    // server middleware, which socket.io does not retry: the next look is 30 s later.
    vi.advanceTimersByTime(20_000);
    socket.drop('transport close');
    socket.refuseHandshake('Could not connect to chat');
    vi.advanceTimersByTime(29_999);
    expect(socket.connectCalls).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
  });

  it('leaves a connected or reconnecting socket alone', () => {
    const { socket } = connectedStatus();
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
    // Transport lost: socket.io is on it (active), the watchdog waits.
    socket.drop('transport close');
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('stops every timer on close', () => {
    const { conn, socket } = connectedStatus();
    socket.drop('io server disconnect');
    conn.close();
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(1);
    expect(fake.sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is the status socket only: the chat socket leaves reconnecting to socket.io', () => {
    const { socket } = connectedChat();
    socket.drop('io server disconnect');
    socket.io.fire('reconnect_failed');
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
