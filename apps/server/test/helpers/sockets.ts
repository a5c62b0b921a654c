// socket.io clients against a real listening app, and small waiting helpers for their events.
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

const DEFAULT_TIMEOUT_MS = 5_000;

/** Listens on a free loopback port; answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const open = new Set<ClientSocket>();

/** A socket that is not connected yet (no reconnection, websocket only, as a browser would). */
export function socketTo(
  url: string,
  token: string | undefined,
  options: { origin?: string; auth?: Record<string, unknown> } = {},
): ClientSocket {
  const socket: ClientSocket = io(url, {
    auth: options.auth ?? (token === undefined ? {} : { token }),
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: DEFAULT_TIMEOUT_MS,
    ...(options.origin ? { extraHeaders: { origin: options.origin } } : {}),
  });
  open.add(socket);
  return socket;
}

/** A connected, authenticated socket. */
export async function connectAs(url: string, token: string): Promise<ClientSocket> {
  const socket = socketTo(url, token);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.once('authError', ({ message }) => reject(new Error(`authError: ${message}`)));
  });
  return socket;
}

/** Closes every socket the helpers opened. */
export function closeAllSockets(): void {
  for (const socket of open) socket.disconnect();
  open.clear();
}

/**
 * The next `event` on `socket` matching `match` (registered now: start waiting before the action
 * that causes it).
 */
export function nextEvent<E extends EventName>(
  socket: ClientSocket,
  event: E,
  match: (payload: Payload<E>) => boolean = () => true,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const listener = (payload: Payload<E>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener as never);
  });
}

export type Recorded = { event: string; payload: unknown };

/** Records every event a socket receives, for counting and for checking that one never came. */
export function record(socket: ClientSocket): Recorded[] {
  const seen: Recorded[] = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

/**
 * Proves that an event did not come, without waiting a while: `cause` makes the server send
 * `socket` an allowed `event` (matching `match`) after whatever the action under test may have
 * sent it. A connection delivers in order, so once that event is here, so is anything the action
 * sent: answers what `seen` (a `record` of the socket) recorded before it.
 */
export async function recordedBefore<E extends EventName>(
  seen: Recorded[],
  socket: ClientSocket,
  event: E,
  cause: () => unknown,
  match: (payload: Payload<E>) => boolean = () => true,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<Recorded[]> {
  const arrived = nextEvent(socket, event, match, timeoutMs);
  await cause();
  const payload = await arrived;
  // record()'s listener runs before nextEvent's and gets the very same payload object.
  const index = seen.findIndex((entry) => entry.event === event && entry.payload === payload);
  if (index === -1) throw new Error(`${event} was not recorded: record() the socket before the action`);
  return seen.slice(0, index);
}

/**
 * Makes the server answer `socket` right away with a `chat_error` (a join of no chat): the
 * allowed event to wait for when nothing else is due. Answered at once, it may overtake slower
 * handlers of the socket's own earlier events: it comes after what the server had already sent
 * (during an HTTP call that has answered, or before an event the test already received), not
 * after work still under way.
 */
export function probe(socket: ClientSocket): void {
  socket.emit('join_chat', 'ordering-probe');
}

/** Resolves with the reason when `socket` disconnects. */
export function disconnected(socket: ClientSocket, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no disconnect within ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Lets time pass (heartbeats, refilling limits): never a way to show that something did not come. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Emits with an acknowledgement and waits for it. */
export function ask<T>(emit: (ack: (answer: T) => void) => void, timeoutMs = 5_000) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no acknowledgement')), timeoutMs);
    emit((answer) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
