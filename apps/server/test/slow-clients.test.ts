// Slow clients are dropped: a request whose headers or body trickle in is answered 408 and its
// connection closed once REQUEST_TIMEOUT_SECONDS / HEADERS_TIMEOUT_SECONDS pass, instead of
// holding the connection for as long as the client likes. Requests that arrive in time, and
// socket.io's long-lived connections (a websocket, a long-poll waiting for news), are unaffected.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/env';
import { buildApp } from '../src/app';
import { SECURITY_HEADERS } from '../src/http/security-headers';
import { createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import {
  closeAllSockets,
  connectAs,
  listen,
  nextEvent,
  sleep,
  socketTo,
  type ClientSocket,
} from './helpers/sockets';

const REQUEST_TIMEOUT_SECONDS = 2;
const HEADERS_TIMEOUT_SECONDS = 1;
/** Room for the server's periodic check and a busy machine; far below "kept open". */
const SLACK_MS = 2_500;
/** How long a dribbling client keeps going before the test gives up on being dropped. */
const GIVE_UP_MS = 12_000;

type RawConnection = {
  socket: net.Socket;
  /** Milliseconds from the first byte sent until the server closed the connection, once it has. */
  closedAfter(): number | undefined;
  received(): string;
};

async function connect(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  // Writing after the server hung up fails; that is what the test waits for, not an error.
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const started = Date.now();
  let closedAt: number | undefined;
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('close', () => (closedAt = Date.now()));
  return {
    socket,
    closedAfter: () => (closedAt === undefined ? undefined : closedAt - started),
    received: () => received,
  };
}

/** Sends `text` one character every `everyMs` until all is sent, the server closes, or GIVE_UP_MS pass. */
async function dribble(conn: RawConnection, text: string, everyMs: number): Promise<void> {
  const started = Date.now();
  for (const char of text) {
    if (conn.closedAfter() !== undefined || Date.now() - started > GIVE_UP_MS) return;
    conn.socket.write(char);
    // The slowness is the client under test, not a wait for the server.
    await sleep(everyMs);
  }
}

/** The status and JSON body of a raw HTTP answer. */
function parseAnswer(raw: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
  return { status, headers, body: body ? JSON.parse(body) : undefined };
}

describeEachBackend('slow clients', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  let port: number;
  beforeAll(async () => {
    app = await buildApp(
      scratch().config({
        RATE_LIMITS: 'off',
        REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
        HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
      }),
    );
    url = await listen(app);
    port = (app.server.address() as AddressInfo).port;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => app?.close());

  it('answers 408 and closes a connection whose body arrives one byte every 500 ms', async () => {
    const conn = await connect(port);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'p'.repeat(200) });
    conn.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await dribble(conn, body, 500);

    const closedAfter = conn.closedAfter();
    expect(closedAfter, 'the server kept the connection open').toBeDefined();
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS);
    const answer = parseAnswer(conn.received());
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      message: 'The request took too long to arrive. Please try again.',
      error: 'request_timeout',
    });
    // The same security headers as every other answer.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
  });

  it('answers 408 and closes a connection whose headers arrive one byte every 500 ms', async () => {
    const conn = await connect(port);
    conn.socket.write('GET /api/health HTTP/1.1\r\n');
    await dribble(conn, `Host: 127.0.0.1\r\nX-Padding: ${'x'.repeat(100)}\r\n\r\n`, 500);

    const closedAfter = conn.closedAfter();
    expect(closedAfter, 'the server kept the connection open').toBeDefined();
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_SECONDS * 1000 + SLACK_MS);
    const answer = parseAnswer(conn.received());
    expect(answer.status).toBe(408);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name]).toBe(value);
  });

  it('still answers requests that arrive in time, on a connection kept alive past the timeout', async () => {
    const conn = await connect(port);
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const answers = () => conn.received().match(/HTTP\/1\.1 200 /g)?.length ?? 0;
    conn.socket.write(request);
    await vi.waitFor(() => expect(answers()).toBe(1), { timeout: 5_000 });
    // The request timeout has to pass (that is the case under test) with the connection idle.
    await sleep((REQUEST_TIMEOUT_SECONDS + 1) * 1000);
    // An idle keep-alive connection is not a request in progress: it is still open and serves.
    expect(conn.closedAfter()).toBeUndefined();
    conn.socket.write(request);
    await vi.waitFor(() => expect(answers()).toBe(2), { timeout: 5_000 });
    expect(conn.closedAfter()).toBeUndefined();
    conn.socket.destroy();

    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-pass' }),
    });
    expect(res.status).toBe(401);
  });

  it('keeps websocket and long-polling socket.io connections open past the timeout', async () => {
    const { owner, business } = await createBusiness(app);
    const overWebsocket = socketTo(url, undefined);
    // The browser's fallback: every wait for news is an HTTP request the server holds open.
    const overPolling: ClientSocket = io(url, {
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
    });
    const viewers = [overWebsocket, overPolling];
    const disconnects: string[] = [];
    try {
      for (const viewer of viewers) {
        await new Promise<void>((resolve, reject) => {
          viewer.once('connect', () => resolve());
          viewer.once('connect_error', reject);
        });
        viewer.on('disconnect', (reason) => disconnects.push(reason));
        const initial = nextEvent(viewer, 'businessStatusUpdate');
        viewer.emit('join_business_view', business._id);
        expect(await initial).toEqual({ businessId: business._id, isOnline: false });
      }

      // The request timeout has to pass (and the server's check of it) for the case under test.
      await sleep(REQUEST_TIMEOUT_SECONDS * 1000 + SLACK_MS);

      const online = viewers.map((viewer) =>
        nextEvent(viewer, 'businessStatusUpdate', (s) => s.isOnline === true),
      );
      const ownerSocket = await connectAs(url, owner.token);
      ownerSocket.emit('business_status_update', { isOnline: true });
      for (const update of online) expect(await update).toEqual({ businessId: business._id, isOnline: true });
      expect(disconnects).toEqual([]);
    } finally {
      overPolling.disconnect();
    }
  });
});

describe('request timeout configuration', () => {
  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
