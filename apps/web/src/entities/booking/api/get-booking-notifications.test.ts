import { NOTIFICATION_KINDS, type NotificationLogEntry } from '@booklane/shared/schemas';
import { describe, expect, it } from 'vitest';
import {
  formatLogTime,
  isOnItsWay,
  notificationLabel,
  notificationStatus,
} from './get-booking-notifications';

const entry = (fields: Partial<NotificationLogEntry>): NotificationLogEntry => ({
  kind: 'customer_booking_confirmed',
  to: 'guest@example.test',
  status: 'queued',
  attempts: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
  ...fields,
});

describe('notificationLabel', () => {
  it('tells the business what each message was and whom it went to', () => {
    expect(notificationLabel('customer_booking_confirmed', 'business')).toBe(
      'Booking confirmed (to customer)',
    );
    expect(notificationLabel('business_booking_created', 'business')).toBe('New booking (to business)');
  });

  it('leaves the recipient out for the customer, who only sees their own', () => {
    expect(notificationLabel('customer_booking_cancelled', 'customer')).toBe('Booking cancelled');
  });

  it('has words for every kind, and for one it does not know yet', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(notificationLabel(kind, 'business')).not.toMatch(/_/);
    }
    expect(notificationLabel('customer_payment_due', 'business')).toBe('Payment due (to customer)');
  });
});

describe('notificationStatus', () => {
  const at = (iso: string) => `at ${iso.slice(11, 16)}`;

  it('says when a message went out, by mail or as a file', () => {
    expect(notificationStatus(entry({ status: 'sent', sentAt: '2026-03-02T10:02:00.000Z' }), at)).toEqual({
      text: 'Sent at 10:02',
      tone: 'done',
    });
    expect(notificationStatus(entry({ status: 'stored' }), at).text).toBe('Saved as email file');
    expect(notificationStatus(entry({ status: 'stored', sentAt: '2026-03-02T10:02:00.000Z' }), at).text).toBe(
      'Saved as email file · at 10:02',
    );
  });

  it('gives the attempt and the reason of a retry, and the reason of a failure', () => {
    expect(
      notificationStatus(entry({ status: 'retrying', attempts: 3, lastError: 'Connection refused' }), at),
    ).toEqual({ text: 'Retrying (attempt 3): Connection refused', tone: 'retrying' });
    expect(
      notificationStatus(entry({ status: 'failed', attempts: 1, lastError: '550 No such user' }), at),
    ).toEqual({ text: 'Failed: 550 No such user', tone: 'failed' });
    expect(notificationStatus(entry({ status: 'failed' }), at).text).toBe('Failed');
    expect(notificationStatus(entry({ status: 'queued' }), at)).toEqual({ text: 'Queued', tone: 'waiting' });
  });

  it('says when a reminder waiting for its time goes out', () => {
    const reminder = entry({ kind: 'customer_booking_reminder', scheduledFor: '2026-03-03T09:00:00.000Z' });
    expect(notificationStatus(reminder, at)).toEqual({
      text: 'Scheduled for at 09:00',
      tone: 'waiting',
    });
  });
});

describe('isOnItsWay', () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  it('watches a queued or retrying message, not a reminder scheduled for later', () => {
    expect(isOnItsWay(entry({ status: 'queued' }), now)).toBe(true);
    expect(isOnItsWay(entry({ status: 'retrying' }), now)).toBe(true);
    expect(isOnItsWay(entry({ status: 'sent' }), now)).toBe(false);
    expect(isOnItsWay(entry({ status: 'queued', scheduledFor: '2026-03-03T09:00:00.000Z' }), now)).toBe(
      false,
    );
    expect(isOnItsWay(entry({ status: 'queued', scheduledFor: '2026-03-02T09:59:00.000Z' }), now)).toBe(true);
  });
});

describe('formatLogTime', () => {
  it('shows only the time for today and the day too otherwise', () => {
    const now = new Date(2026, 2, 2, 15, 0);
    // Whose time it is: the viewer's zone, by its short name.
    const zone = (at: Date) =>
      new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value;
    const today = new Date(2026, 2, 2, 10, 2);
    const before = new Date(2026, 2, 1, 10, 2);
    expect(formatLogTime(today.toISOString(), now, 'en-US')).toBe(`10:02 AM ${zone(today)}`);
    expect(formatLogTime(before.toISOString(), now, 'en-US')).toBe(`Mar 1, 10:02 AM ${zone(before)}`);
    expect(formatLogTime('not a time', now, 'en-US')).toBe('not a time');
  });
});
