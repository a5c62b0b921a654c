// Two server processes on one PostgreSQL database, both sending email (decisions.md 8.1: "several
// processes never run one job twice in normal operation"): bookings made through either one cause
// messages that arrive exactly once each, however the two workers share them.
import crypto from 'node:crypto';
import type { NotificationLogEntry } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, uniqueEmail } from './helpers/api';
import { createScratch, TEST_REDIS_URL, type Scratch } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { MAIL_HOST, MAIL_PUBLIC_URL, notificationTo, sentTo } from './helpers/mail';
import { startSmtp, type TestSmtp } from './helpers/smtp';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// Monday 1 June 2026, 08:00 in Berlin.
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');
const BOOKINGS = 30;

describe.skipIf(!TEST_DATABASE_URL)('email from two server processes on one PostgreSQL database', () => {
  let scratch: Scratch;
  let smtp: TestSmtp;
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;

  beforeAll(async () => {
    scratch = await createScratch('postgres');
    smtp = await startSmtp();
    const config = scratch.config({
      RATE_LIMITS: 'off',
      SMTP_URL: smtp.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      PUBLIC_URL: MAIL_PUBLIC_URL,
      // With Redis too when there is one, as such a deployment runs (the email needs none).
      ...(TEST_REDIS_URL
        ? {
            REDIS_URL: TEST_REDIS_URL,
            REDIS_KEY_PREFIX: `booklane-test-${crypto.randomBytes(6).toString('hex')}:`,
          }
        : {}),
    });
    const clock = () => MONDAY_8AM_BERLIN;
    [a, b] = await Promise.all([buildApp(config, { clock }), buildApp(config, { clock })]);
  });
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await smtp?.close();
    await scratch?.dispose();
  });

  it('delivers every message of bookings made through both exactly once', async () => {
    const [appA, appB] = [a!, b!];
    const businessEmail = uniqueEmail('biz');
    const { owner, business } = await createBusiness(appA, {
      timezone: 'Europe/Berlin',
      email: businessEmail,
      // No reminders: every message of these bookings is due at once.
      reminderLeadMinutes: [],
    });
    const service = await createService(appA, owner, business._id, {
      autoAcceptBookings: true,
      hasSlotLimit: false,
    });
    const guests = Array.from({ length: BOOKINGS }, () => uniqueEmail('guest'));
    // A few at a time through each process, as customers of two servers behind a balancer would.
    const bookingIds: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 6) {
      const made = await Promise.all(
        guests.slice(i, i + 6).map((guestEmail, j) =>
          client((i + j) % 2 === 0 ? appA : appB).request('POST', '/api/bookings/guest', {
            body: {
              service: service._id,
              business: business._id,
              bookingDate: '2026-06-02',
              startTime: '10:00',
              ...guest({ guestEmail }),
            },
          }),
        ),
      );
      for (const res of made) {
        expect(res.statusCode, res.body).toBe(201);
        bookingIds.push(res.json()._id as string);
      }
    }

    // Two messages per booking, and the owner's verification email from registering.
    const MESSAGES = 2 * BOOKINGS + 1;
    await smtp.waitFor(MESSAGES, 30_000);
    // Every message recorded as sent, seen from either process.
    await vi.waitFor(
      async () => {
        for (const [i, id] of bookingIds.entries()) {
          const res = await client(i % 2 === 0 ? appB : appA).request(
            'GET',
            `/api/bookings/${id}/notifications`,
            {
              token: owner.token,
            },
          );
          const entries = res.json() as NotificationLogEntry[];
          expect(entries).toHaveLength(2);
          for (const entry of entries) expect(entry).toMatchObject({ status: 'sent', attempts: 1 });
        }
      },
      { timeout: 15_000, interval: 200 },
    );
    // Both processes stopped: their workers finished whatever they were sending, and send no more.
    // What has arrived now is all that will ever arrive.
    await Promise.all([appA.close(), appB.close()]);
    a = undefined;
    b = undefined;

    const db = new pg.Client({ connectionString: scratch.databaseUrl });
    await db.connect();
    let rows: Array<{ id: string }>;
    try {
      rows = (await db.query<{ id: string }>('select id from notifications')).rows;
    } finally {
      await db.end();
    }
    expect(rows).toHaveLength(MESSAGES);
    const received = smtp.received.map((m) => m.parsed.messageId);
    expect(received).toHaveLength(rows.length);
    expect(new Set(received).size).toBe(received.length);
    expect([...received].sort()).toEqual(rows.map((r) => `<notification-${r.id}@${MAIL_HOST}>`).sort());
    for (const guestEmail of guests) expect(smtp.received.filter(sentTo(guestEmail))).toHaveLength(1);
    expect(smtp.received.filter(notificationTo(businessEmail))).toHaveLength(BOOKINGS);
  });
});
