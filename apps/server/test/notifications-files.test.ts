// Without SMTP_URL every email is written to DATA_DIR/mail as an RFC 5322 .eml file that any mail
// reader opens (decisions.md 8.1), and the delivery log says `stored`; on every database.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NotificationLogEntry } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, uniqueEmail } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';
import { inviteOf, MAIL_HOST, MAIL_PUBLIC_URL, onlyAddress } from './helpers/mail';

// Monday 1 June 2026, 08:00 in Berlin.
const MONDAY_8AM_BERLIN = new Date('2026-06-01T06:00:00Z');

describeEachBackend('email as .eml files', (scratch) => {
  let app: FastifyInstance;
  let now = MONDAY_8AM_BERLIN;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', PUBLIC_URL: MAIL_PUBLIC_URL }), {
      clock: () => now,
    });
  });
  beforeEach(() => {
    now = MONDAY_8AM_BERLIN;
  });
  afterAll(async () => app?.close());

  /** A guest's booking on Tuesday 2 June 2026 at 10:00 (the business's zone). */
  const bookTuesdayAt10 = (service: string, business: string, guestEmail: string, more: object = {}) =>
    api().request('POST', '/api/bookings/guest', {
      body: {
        service,
        business,
        bookingDate: '2026-06-02',
        startTime: '10:00',
        ...more,
        ...guest({ guestEmail }),
      },
    });

  /** The .eml files written so far to `address`, parsed. */
  const mailsTo = async (address: string) => {
    const dir = path.join(scratch().dataDir, 'mail');
    const files = await Promise.all(
      (await fs.readdir(dir)).map((name) => fs.readFile(path.join(dir, name), 'utf8')),
    );
    const mails = await Promise.all(files.map((raw) => simpleParser(raw)));
    return mails.filter((m) => onlyAddress(m.to).address === address);
  };

  it('writes each message as an .eml file a mail reader opens, and logs it as stored', async () => {
    expect((await api().request('GET', '/api/health')).json()).toMatchObject({ mail: 'files' });
    const businessEmail = uniqueEmail('biz');
    const { owner, business } = await createBusiness(app, {
      name: 'File Salon',
      timezone: 'Europe/Berlin',
      email: businessEmail,
    });
    const service = await createService(app, owner, business._id, {
      name: 'Wash',
      autoAcceptBookings: true,
    });
    const guestEmail = uniqueEmail('guest');
    const res = await bookTuesdayAt10(service._id, business._id, guestEmail);
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json()._id as string;

    const entries = await vi.waitFor(
      async () => {
        const log = await api().request('GET', `/api/bookings/${bookingId}/notifications`, {
          token: owner.token,
        });
        const list = log.json() as NotificationLogEntry[];
        // The confirmation and the business's message are stored; the reminder waits for its
        // time, a day before the start (10:00 in Berlin is 08:00 UTC).
        expect(list.map((e) => e.kind)).toEqual([
          'customer_booking_confirmed',
          'business_booking_created',
          'customer_booking_reminder',
        ]);
        expect(list[2]).toMatchObject({
          status: 'queued',
          attempts: 0,
          scheduledFor: '2026-06-01T08:00:00.000Z',
        });
        const sent = list.slice(0, 2);
        for (const entry of sent) expect(entry).toMatchObject({ status: 'stored', attempts: 1 });
        return sent;
      },
      { timeout: 15_000, interval: 100 },
    );
    // Stored at once, on the app's (pinned) clock.
    for (const entry of entries) expect(entry.sentAt).toBe(MONDAY_8AM_BERLIN.toISOString());

    // Exactly the two messages of the booking, whole (no file left half-written under another
    // name), beside the owner's verification email from registering.
    const dir = path.join(scratch().dataDir, 'mail');
    const all = (await fs.readdir(dir)).sort();
    expect(all.filter((name) => name.includes('-account_verify_email-'))).toHaveLength(1);
    const names = all.filter((name) => !name.includes('-account_'));
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/\.eml$/);
    const files = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
    const mails = await Promise.all(files.map((raw) => simpleParser(raw)));
    // RFC 5322 lines end in CRLF.
    for (const raw of files) expect(raw).not.toMatch(/[^\r]\n/);

    const toGuest = mails.find((m) => onlyAddress(m.to).address === guestEmail)!;
    const toBusiness = mails.find((m) => onlyAddress(m.to).address === businessEmail)!;
    expect(toGuest.subject).toMatch(/^Booking confirmed: Wash at File Salon, /);
    expect(onlyAddress(toGuest.from).address).toBe(`no-reply@${MAIL_HOST}`);
    expect(toGuest.messageId).toMatch(/^<notification-[0-9a-f-]{36}@booklane\.example\.test>$/);
    expect(toGuest.text).toMatch(/at 10:00, Central European Summer Time \(Europe\/Berlin\)/);
    expect(toGuest.html).toContain('File Salon');
    expect(inviteOf(toGuest)).toMatchObject({
      method: 'REQUEST',
      partMethod: 'REQUEST',
      uid: `booking-${bookingId}@${MAIL_HOST}`,
    });
    expect(toBusiness.subject).toMatch(/^New booking: Wash, /);
    expect(inviteOf(toBusiness)).toBeNull();
    expect(toBusiness.messageId).not.toBe(toGuest.messageId);
  });

  it('names the member an "anyone" booking was given in each of its emails, the reminder\'s too', async () => {
    const businessEmail = uniqueEmail('team-biz');
    const { owner, business } = await createBusiness(app, {
      name: 'Two Chairs',
      timezone: 'Europe/Berlin',
      email: businessEmail,
    });
    const service = await createService(app, owner, business._id, { name: 'Trim', autoAcceptBookings: true });
    const added = await api().request('POST', `/api/businesses/${business._id}/team-members`, {
      token: owner.token,
      body: { name: 'Second Chair' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const guestEmail = uniqueEmail('anyone');
    const res = await bookTuesdayAt10(service._id, business._id, guestEmail, { teamMember: null });
    expect(res.statusCode, res.body).toBe(201);
    const member = (res.json() as { teamMember: { name: string } | null }).teamMember;
    expect(member).not.toBeNull();
    const withMember = `With: ${member!.name}`;

    const [toGuest] = await vi.waitFor(
      async () => {
        const mails = await mailsTo(guestEmail);
        expect(mails).toHaveLength(1);
        return mails;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(toGuest!.subject).toMatch(/^Booking confirmed: Trim at Two Chairs, /);
    expect(toGuest!.text).toContain(withMember);
    const [toBusiness] = await vi.waitFor(
      async () => {
        const mails = await mailsTo(businessEmail);
        expect(mails.filter((m) => m.subject?.startsWith('New booking'))).toHaveLength(1);
        return mails.filter((m) => m.subject?.startsWith('New booking'));
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(toBusiness!.text).toContain(withMember);

    // A day before the start, the reminder goes out (the worker's next look for due messages).
    now = new Date('2026-06-01T08:00:01Z');
    const reminder = await vi.waitFor(
      async () => {
        const mails = await mailsTo(guestEmail);
        expect(mails).toHaveLength(2);
        return mails.find((m) => m !== undefined && !m.subject?.startsWith('Booking confirmed'))!;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(reminder.text).toContain(withMember);
    expect(reminder.text).toMatch(/at 10:00, Central European Summer Time \(Europe\/Berlin\)/);
  });

  it('drops a reminder that comes due only after its booking began, instead of sending it late', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Late Salon', timezone: 'Europe/Berlin' });
    const service = await createService(app, owner, business._id, { name: 'Cut', autoAcceptBookings: true });
    const guestEmail = uniqueEmail('late');
    const res = await bookTuesdayAt10(service._id, business._id, guestEmail);
    expect(res.statusCode, res.body).toBe(201);
    const bookingId = res.json()._id as string;
    const kinds = async () => {
      const log = await api().request('GET', `/api/bookings/${bookingId}/notifications`, {
        token: owner.token,
      });
      return (log.json() as NotificationLogEntry[]).map((e) => `${e.kind}:${e.status}`);
    };
    // The worker stores the first two as soon as it looks; a slow machine may take seconds.
    await vi.waitFor(
      async () =>
        expect(await kinds()).toEqual([
          'customer_booking_confirmed:stored',
          'business_booking_created:stored',
          'customer_booking_reminder:queued',
        ]),
      { timeout: 15_000, interval: 100 },
    );

    // No process ran at the reminder's time (Monday 10:00); the next one starts after the booking
    // began (Tuesday 10:05): the reminder is gone from the log, and the guest has only the confirmation.
    now = new Date('2026-06-02T08:05:00Z');
    await vi.waitFor(
      async () =>
        expect(await kinds()).toEqual([
          'customer_booking_confirmed:stored',
          'business_booking_created:stored',
        ]),
      { timeout: 15_000, interval: 200 },
    );
    const mails = await mailsTo(guestEmail);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking confirmed: Cut at Late Salon, /),
    ]);
  });
});
