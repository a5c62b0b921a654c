// Chat message delivery latency with 1,000 connected sockets on one process: from the moment a
// party starts `POST /api/chats/{id}/messages` until the other party's socket receives
// `newMessage` (HTTP, validation, the transaction, the push). A report, not a test: it exits 0
// unless the run itself breaks or overruns its time bound.
// Run: npx tsx apps/server/bench/chat-latency.ts   (env: BENCH_MESSAGES, default 400)
//
// The real app (embedded PGlite in a temp dir, no Redis) listens on a free loopback port. 998
// background sockets, each its own signed-in customer following a business's status, stay
// connected throughout; the two chatting parties are the 999th and 1000th.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { type ClientToServerEvents, type ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import { type Message } from '@booklane/shared/schemas';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../src/config/env';
import { buildApp } from '../src/app';
import { TokenService } from '../src/modules/users/tokens';
import { UsersRepository } from '../src/modules/users/users.repository';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const TOTAL_SOCKETS = 1_000;
const MESSAGES = Math.max(10, Number(process.env.BENCH_MESSAGES) || 400);
const WARMUP = 20;
const CONNECT_BATCH = 100;
const TIME_LIMIT_MS = 180_000;
const EVENT_TIMEOUT_MS = 10_000;

const deadline = setTimeout(() => {
  process.stderr.write(`chat-latency: did not finish within ${TIME_LIMIT_MS / 1000} s\n`);
  process.exit(1);
}, TIME_LIMIT_MS);
deadline.unref();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'booklane-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    SEED_DEMO: '0',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  });
  const app = await buildApp(config);
  const sockets: ClientSocket[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    /** Calls an operation of the route table (its method and path) and answers its JSON. */
    const call = async <T>(
      id: OperationId,
      { params, token, body }: { params?: Record<string, string>; token?: string; body?: unknown } = {},
    ): Promise<T> => {
      const { method } = OPERATIONS[id];
      const url = buildPath(OPERATIONS[id].path, params);
      const res = await fetch(base + url, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    type Auth = { token: string; user: { id: string } };
    const owner = await call<Auth>('register', {
      body: {
        role: 'business',
        name: 'Bench Owner',
        email: 'bench-owner@example.com',
        password: 'bench-secret',
      },
    });
    const business = await call<{ _id: string }>('createBusiness', {
      token: owner.token,
      body: {
        username: 'bench-salon',
        name: 'Bench Salon',
        description: 'Latency bench',
        category: 'salon',
        currency: 'USD',
        address: '1 Loopback Road',
        phone: '+1 555 0100',
        email: 'bench@example.com',
        breakHours: [],
      },
    });
    const customer = await call<Auth>('register', {
      body: {
        role: 'customer',
        name: 'Bench Customer',
        email: 'bench-customer@example.com',
        phone: '+1 555 0101',
        password: 'bench-secret',
      },
    });

    // Background users straight into the database with signed tokens (hashing 998 passwords
    // would only measure argon2).
    const users = new UsersRepository(app.ctx.database.db);
    const tokens = new TokenService(app.ctx.jwtSecret);
    const fillerTokens: string[] = [];
    for (let i = 0; i < TOTAL_SOCKETS - 2; i++) {
      const row = await users.insert({
        name: `Viewer ${i}`,
        email: `viewer-${i}@example.com`,
        role: 'customer',
        provider: 'local',
        passwordHash: null,
      });
      if (!row) throw new Error('filler user not created');
      fillerTokens.push(await tokens.sign({ sub: row.id, role: 'customer', tv: row.tokenVersion }));
    }

    const connect = (token: string) =>
      new Promise<ClientSocket>((resolve, reject) => {
        const socket: ClientSocket = io(base, {
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
        socket.once('authError', ({ message }) => reject(new Error(message)));
      });
    const connectStart = performance.now();
    for (let i = 0; i < fillerTokens.length; i += CONNECT_BATCH) {
      const batch = await Promise.all(fillerTokens.slice(i, i + CONNECT_BATCH).map(connect));
      for (const socket of batch) socket.emit('join_business_view', business._id);
    }
    const customerSocket = await connect(customer.token);
    const ownerSocket = await connect(owner.token);
    const connectMs = performance.now() - connectStart;
    const connected = sockets.filter((s) => s.connected).length;
    if (connected !== TOTAL_SOCKETS) throw new Error(`only ${connected} sockets connected`);
    ownerSocket.emit('business_status_update', { isOnline: true });

    const chat = await call<{ _id: string }>('openChatWithBusiness', {
      params: { businessId: business._id },
      token: customer.token,
    });

    /** Sends one message and answers the milliseconds until the receiver's socket has it. */
    const deliver = (sender: Auth, receiver: ClientSocket, content: string) =>
      new Promise<{ delivery: number; response: number }>((resolve, reject) => {
        const start = performance.now();
        let response = Number.NaN;
        const timer = setTimeout(() => reject(new Error(`no newMessage for "${content}"`)), EVENT_TIMEOUT_MS);
        const listener = ({ message }: { chatId: string; message: Message }) => {
          if (message.content !== content) return;
          receiver.off('newMessage', listener);
          clearTimeout(timer);
          const delivery = performance.now() - start;
          // The HTTP answer may still be on its way: report both once it is in.
          const finish = () => resolve({ delivery, response });
          if (Number.isNaN(response)) pending = finish;
          else finish();
        };
        let pending: (() => void) | undefined;
        receiver.on('newMessage', listener);
        call('sendMessage', {
          params: { chatId: chat._id },
          token: sender.token,
          body: { content, messageType: 'text' },
        }).then(() => {
          response = performance.now() - start;
          pending?.();
        }, reject);
      });

    for (let i = 0; i < WARMUP; i++) await deliver(customer, ownerSocket, `warm-up ${i}`);

    const toBusiness: number[] = [];
    const toCustomer: number[] = [];
    const responses: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const fromCustomer = i % 2 === 0;
      const { delivery, response } = fromCustomer
        ? await deliver(customer, ownerSocket, `bench ${i}`)
        : await deliver(owner, customerSocket, `bench ${i}`);
      (fromCustomer ? toBusiness : toCustomer).push(delivery);
      responses.push(response);
    }

    const ms = (v: number) => v.toFixed(2);
    const row = (name: string, samples: number[]) => {
      const s = summary(samples);
      return `| ${name} | ${s.n} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} |`;
    };
    const lines = [
      `Chat delivery latency: ${TOTAL_SOCKETS} authenticated sockets connected to one process ` +
        `(database: ${app.ctx.database.kind}, realtime: local), messages sent one after another ` +
        `over loopback HTTP; node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`.trim(),
      `Connecting ${TOTAL_SOCKETS} sockets (handshake with token check) took ${ms(connectMs / 1000)} s; ` +
        `server process RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB (clients included)`,
      '',
      '| path | messages | p50 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: |',
      row('customer POST -> business socket newMessage', toBusiness),
      row('business POST -> customer socket newMessage', toCustomer),
      row('all deliveries', [...toBusiness, ...toCustomer]),
      row('HTTP answer to the sender (POST round trip)', responses),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(
      `chat-latency failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
