// Redis is killed and restarted while two server processes serve chat: the processes survive,
// sockets reconnect and re-join, and messages and presence cross between the processes again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientToServerEvents, ServerToClientEvents } from '@booklane/shared/realtime/event-maps';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json } from './load';
import { freePort, PgCluster } from './pg-cluster';
import { RedisServer } from './redis-server';
import { ServerProcess } from './server-process';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let cluster: PgCluster;
let redis: RedisServer;
const servers: ServerProcess[] = [];
const sockets: ClientSocket[] = [];
let dataDir: string;

beforeAll(async () => {
  cluster = await PgCluster.create();
  redis = new RedisServer(await freePort());
  await redis.start();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-redis-faults-'));
  const pair: ServerProcess[] = [0, 1].map(
    () =>
      new ServerProcess(() => ({
        DATABASE_URL: cluster.url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        JWT_SECRET: 'faults-secret-that-is-long-enough-0123456789',
        // Each server allows both addresses (bound below, before either starts).
        CORS_ORIGINS: pair.map((s: ServerProcess) => s.base).join(','),
        PRESENCE_TTL_SECONDS: '30',
      })),
  );
  for (const server of pair) await server.bind();
  for (const server of pair) {
    await server.start();
    servers.push(server);
  }
});

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const s of servers) await s.kill('SIGTERM');
  await redis?.kill();
  cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function connect(base: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(base, {
    auth: { token },
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function next<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean,
  timeoutMs = 10_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler as never);
      resolve(payload);
    };
    socket.on(event, handler as never);
  });
}

it('recovers chat and presence across processes after Redis restarts', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const stamp = Date.now();
  const owner = await json(a.base, '/api/auth/register', {
    method: 'POST',
    body: { role: 'business', name: 'Owner', email: `owner-${stamp}@faults.test`, password: 'secret123' },
  });
  const business = await json(a.base, '/api/businesses', {
    method: 'POST',
    token: owner.token,
    body: { username: `redis-faults-${stamp}`, name: 'Redis Faults Cafe' },
  });
  const customer = await json(a.base, '/api/auth/register', {
    method: 'POST',
    body: {
      role: 'customer',
      name: 'Cust',
      email: `cust-${stamp}@faults.test`,
      password: 'secret123',
      phone: '+1 555 0100',
    },
  });
  const chat = await json(a.base, `/api/chats/business/${business._id}`, { token: customer.token });

  // The customer is on process A, the business on process B.
  const customerSocket = await connect(a.base, customer.token);
  const businessSocket = await connect(b.base, owner.token);

  const send = (base: string, token: string, content: string) =>
    json(base, `/api/chats/${chat._id}/messages`, {
      method: 'POST',
      token,
      body: { content, messageType: 'text' },
    });

  const before = next(businessSocket, 'newMessage', (p) => p.message.content === 'before the restart');
  await send(a.base, customer.token, 'before the restart');
  await before;

  // The business is online (its socket is on B), seen from A.
  const status = (socket: ClientSocket) =>
    new Promise<boolean>((resolve) =>
      socket.emit('getBusinessStatus', business._id, (answer) =>
        resolve('isOnline' in answer && answer.isOnline === true),
      ),
    );
  const cameOnline = next(
    customerSocket,
    'businessStatusUpdate',
    (p) => p.businessId === business._id && p.isOnline,
  );
  customerSocket.emit('join_business_view', business._id);
  businessSocket.emit('business_status_update', { isOnline: true });
  await cameOnline;
  expect(await status(customerSocket)).toBe(true);

  // Public pages: B holds the page, A renames the business; wherever it is read next, it is the
  // new name, with Redis up, down (each process reads the database instead of its ready answers)
  // and back.
  const page = `/api/businesses/u/${String(business.username)}`;
  const rename = async (base: string, name: string) => {
    expect((await json(b.base, page)).name).not.toBe(name);
    await json(base, `/api/businesses/${business._id}`, {
      method: 'PUT',
      token: owner.token,
      body: {
        username: String(business.username),
        name,
        description: 'Coffee and cake',
        category: 'other',
        currency: 'USD',
        address: '1 Test Street',
        phone: '+1 555 0123',
        email: 'cafe@faults.test',
      },
    });
    for (const s of [a, b]) expect((await json(s.base, page)).name).toBe(name);
  };
  await rename(a.base, 'Redis Faults Cafe (before)');

  await redis.kill();
  await new Promise((r) => setTimeout(r, 1500));
  // Both processes are still up and answer REST (the database is fine).
  for (const s of [a, b]) expect((await fetch(`${s.base}/api/health`)).ok).toBe(true);
  await rename(a.base, 'Redis Faults Cafe (during)');
  await redis.start();

  // Messages cross between the processes again (retry while the adapter resubscribes).
  let delivered = false;
  for (let attempt = 0; attempt < 20 && !delivered; attempt++) {
    const content = `after the restart ${attempt}`;
    const arrival = next(businessSocket, 'newMessage', (p) => p.message.content === content, 1500).then(
      () => true,
      () => false,
    );
    await send(a.base, customer.token, content);
    delivered = await arrival;
  }
  expect(delivered).toBe(true);
  expect(customerSocket.connected).toBe(true);
  expect(businessSocket.connected).toBe(true);

  // Redis came back empty, yet the business shows online again without its socket doing anything:
  // process B re-announced its sockets when it reconnected (no wait for the next heartbeat).
  let online = false;
  for (let attempt = 0; attempt < 20 && !online; attempt++) {
    online = await status(customerSocket);
    if (!online) await new Promise((r) => setTimeout(r, 250));
  }
  expect(online).toBe(true);

  // And presence changes cross the processes again.
  const offline = next(
    customerSocket,
    'businessStatusUpdate',
    (p) => p.businessId === business._id && !p.isOnline,
  );
  businessSocket.emit('business_status_update', { isOnline: false });
  await offline;
  await rename(b.base, 'Redis Faults Cafe (after)');
  for (const s of servers) expect(s.alive).toBe(true);
});
