// A live reminder (decisions.md 8.3), on the real clock: the built server as a process, a business
// open all day with a 5-minute reminder, a booking 6 minutes ahead; the reminder reaches a real
// SMTP receiver within a minute of its time (about a minute after booking), and not before it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { utcToZonedDateTime } from '@booklane/shared/domain';
import { type NotificationLogEntry } from '@booklane/shared/schemas';
import { afterAll, expect, it } from 'vitest';
import { startSmtp } from '../test/helpers/smtp';
import { callApi } from './load';
import { ServerProcess } from './server-process';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A zone where it is between 01:00 and 22:00 now, so a slot six minutes ahead is on today's hours. */
function daytimeZone(now: Date): string {
  for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin', 'Pacific/Auckland']) {
    const hour = Number(utcToZonedDateTime(now, zone).time.slice(0, 2));
    if (hour >= 1 && hour < 22) return zone;
  }
  throw new Error('no zone in daytime');
}

it('delivers a 5-minute reminder of a booking 6 minutes ahead within a minute of its time', async () => {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-reminder-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = new ServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    JWT_SECRET: 'reminder-live-secret-that-is-long-enough-0123',
  });
  cleanups.push(() => server.kill('SIGTERM'));
  await server.start();
  const base = server.base;

  const timezone = daytimeZone(new Date());
  const owner = await callApi(base, 'register', {
    body: {
      role: 'business',
      name: 'Night Owl',
      email: `owner-${Date.now()}@reminder.test`,
      password: 'secret123',
    },
  });
  const business = await callApi(base, 'createBusiness', {
    token: owner.token,
    body: { username: `owl-${Date.now()}`, name: 'All Day Studio', timezone, reminderLeadMinutes: [5] },
  });
  const allDay = { start: '00:00', end: '23:59', isOpen: true };
  await callApi(base, 'updateSchedule', {
    token: owner.token,
    params: { id: business._id },
    body: {
      schedule: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
          d,
          allDay,
        ]),
      ),
    },
  });
  const service = await callApi(base, 'createService', {
    token: owner.token,
    body: {
      business: business._id,
      name: 'Quick Check',
      duration: 5,
      bookingInterval: 1,
      price: 10,
      autoAcceptBookings: true,
    },
  });
  const customerEmail = `rita-${Date.now()}@reminder.test`;
  const customer = await callApi(base, 'register', {
    body: {
      role: 'customer',
      name: 'Rita Reminder',
      email: customerEmail,
      phone: '+1 555 0100',
      password: 'secret123',
    },
  });

  // Six minutes ahead, on the minute.
  const start = new Date(Math.ceil((Date.now() + 6 * 60_000) / 60_000) * 60_000);
  const local = utcToZonedDateTime(start, timezone);
  const booking = await callApi(base, 'createBooking', {
    token: customer.token,
    body: {
      service: service._id,
      business: business._id,
      notes: '',
      bookingDate: local.date,
      startTime: local.time,
    },
  });
  expect(booking.status).toBe('confirmed');
  const log = (await callApi(base, 'listBookingNotifications', {
    token: owner.token,
    params: { id: booking._id },
  })) as unknown as NotificationLogEntry[];
  const reminder = log.find((e) => e.kind === 'customer_booking_reminder');
  const due = new Date(start.getTime() - 5 * 60_000);
  expect(reminder).toMatchObject({ status: 'queued', scheduledFor: due.toISOString() });

  const [mail] = await smtp.waitForMatching(
    (m) => m.envelope.to.includes(customerEmail) && /^Reminder: /.test(m.parsed.subject ?? ''),
    1,
    due.getTime() - Date.now() + 90_000,
  );
  const arrived = Date.now();
  expect(mail!.parsed.text).toContain('your booking is in 5 minutes');
  expect(arrived).toBeGreaterThanOrEqual(due.getTime());
  expect(arrived - due.getTime()).toBeLessThan(60_000);
}, 240_000);
