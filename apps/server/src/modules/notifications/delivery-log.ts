// A booking's delivery log (`GET /bookings/{id}/notifications`): every message it caused and
// what became of it.
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationLogEntry,
} from '@booklane/shared/schemas';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

export class DeliveryLog {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly access: AccessService,
    /** Writes the booking's own emails if they are still to be written (docs/decisions/0047). */
    private readonly writeIntended: (bookingId: string) => Promise<unknown>,
  ) {}

  /**
   * `GET /bookings/{id}/notifications`: the business sees every message of its booking; the
   * customer the ones sent to them.
   */
  async logForBooking(user: UserRow, bookingId: string): Promise<NotificationLogEntry[]> {
    await this.access.requireAccess(user, 'booking.party', bookingId);
    // A booking made a moment ago may not have its emails yet: they are written now, so that the
    // log shows every message its booking caused.
    await this.writeIntended(bookingId);
    const rows = await this.notifications.listForBooking(bookingId);
    const visible = user.role === 'business' ? rows : rows.filter((row) => row.kind.startsWith('customer_'));
    return visible.filter(isLogKind).map((row) => ({
      kind: row.kind,
      to: row.recipientEmail,
      status: row.status,
      attempts: row.attempts,
      ...(row.lastError ? { lastError: row.lastError } : {}),
      ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
      // A message waiting for its time (a reminder) says when it goes out.
      ...(row.status === 'queued' && row.sendAfter > row.createdAt
        ? { scheduledFor: row.sendAfter.toISOString() }
        : {}),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

/** A message of a booking's delivery log (account emails belong to no booking). */
const isLogKind = (row: NotificationRow): row is NotificationRow & { kind: NotificationKind } =>
  (NOTIFICATION_KINDS as readonly string[]).includes(row.kind);
