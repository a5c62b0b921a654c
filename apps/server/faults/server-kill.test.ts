// The server is killed with SIGKILL in the middle of a booking and chat load and started again:
// every booking and message it acknowledged is still there, complete, on PostgreSQL and on the
// embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allMessages,
  bookingLoad,
  guestBooking,
  json,
  setupBusiness,
  setupCustomerChat,
  writeLoad,
} from './load';
import { PgCluster } from './pg-cluster';
import { ServerProcess } from './server-process';

type Backend = 'postgres' | 'pglite';

describe.each<Backend>(['postgres', 'pglite'])('SIGKILL during booking and chat load [%s]', (backend) => {
  let cluster: PgCluster | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-kill-'));
  afterAll(() => {
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged booking or message and leaves no half-written row', async () => {
    if (backend === 'postgres') cluster = await PgCluster.create();
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'faults-secret-that-is-long-enough-0123456789',
      ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    };
    const server = new ServerProcess(env);
    await server.start();
    const { token, businessId, serviceId } = await setupBusiness(server.base);

    const chats = await Promise.all([1, 2, 3].map((n) => setupCustomerChat(server.base, businessId, n)));

    const load = bookingLoad({
      base: () => server.base,
      body: guestBooking(serviceId, businessId),
      workers: 4,
      durationMs: 7000,
      atLeast: 11,
    });
    // Each worker is one customer writing to the business in its own chat.
    const chatLoad = writeLoad({
      base: () => server.base,
      request: (i, worker) => {
        const { chatId, token } = chats[worker]!;
        return { path: `/api/chats/${chatId}/messages`, body: { content: `message ${i}` }, token };
      },
      workers: chats.length,
      durationMs: 7000,
      atLeast: 11,
    });
    // Killed in the middle of the load: once both kinds of write are being acknowledged (on a
    // machine busy with other work that can take longer than the usual two seconds).
    const loadStarted = Date.now() + 2000;
    while (Date.now() < loadStarted || load.acknowledged() < 3 || chatLoad.acknowledged() < 3) {
      if (Date.now() > loadStarted + 20_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await server.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    // The same server again, on the address it had.
    await server.start();
    const [outcomes, messageOutcomes] = await Promise.all([load.done, chatLoad.done]);

    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Nothing but success, "connection refused" while it was down, or an explained 503.
    for (const o of outcomes) expect([0, 201, 503], JSON.stringify(o)).toContain(o.status);

    const stored = (await json(server.base, `/api/bookings/business/${businessId}`, {
      token,
    })) as unknown as Array<{
      _id: string;
      status: string;
      service: { name: string } | null;
      guestEmail: string | null;
    }>;
    const storedIds = new Set(stored.map((b) => b._id));
    for (const id of acknowledged)
      expect(storedIds.has(id), `acknowledged booking ${id} is stored`).toBe(true);
    // Every stored booking is whole: a status, its service snapshot and its guest.
    for (const b of stored) {
      expect(b.status).toBe('pending');
      expect(b.service?.name).toBe('Quote');
      expect(b.guestEmail).toMatch(/@faults\.test$/);
    }

    const acknowledgedMessages = messageOutcomes.filter((o) => o.status === 201).map((o) => o.id!);
    expect(acknowledgedMessages.length).toBeGreaterThan(10);
    for (const o of messageOutcomes) expect([0, 201, 503], JSON.stringify(o)).toContain(o.status);
    const { chats: businessChats } = (await json(server.base, '/api/chats/business', {
      token,
    })) as unknown as {
      chats: Array<{ _id: string; unreadCount: number; lastMessage: { content: string } | null }>;
    };
    const storedMessageIds = new Set<string>();
    for (const { chatId, token: customerToken } of chats) {
      const messages = await allMessages(server.base, chatId, customerToken);
      for (const m of messages) storedMessageIds.add(m._id);
      // A message and the chat's counters are written together: the business's unread count is
      // exactly the number of stored messages, and the last message is the newest one.
      const listed = businessChats.find((c) => c._id === chatId);
      expect(listed?.unreadCount).toBe(messages.length);
      expect(listed?.lastMessage?.content).toBe(messages.at(-1)?.content);
    }
    for (const id of acknowledgedMessages)
      expect(storedMessageIds.has(id), `acknowledged message ${id} is stored`).toBe(true);
    await server.kill('SIGTERM');
  });
});
