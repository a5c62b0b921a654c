// The emails of decisions.md 8.2, end to end. A change that causes messages calls this service in
// its own transaction: each message becomes a row of the delivery log and a job of the same id,
// so both exist exactly when the change does. A worker on every process then renders and sends
// each message once per attempt, under a Message-ID that never changes, and records the outcome;
// a failed attempt is retried with a doubling delay for more than a day.
import type { BookingStatus, NotificationKind, NotificationLogEntry } from '@booklane/shared';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import type { JobQueue, RunningJob } from '../../jobs/queue';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import { buildInvite } from './invites';
import { PermanentMailError, type Mailer } from './mailer';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import type { BookingEvent, BookingFacts, ChatFacts, NewNotification } from './payload';
import { renderMail } from './templates';

export const NOTIFICATION_QUEUE = 'notifications';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type NotificationsOptions = {
  publicUrl: string;
  from: string;
  /** false: nothing is written or sent (benchmarks only). */
  enabled: boolean;
  clock: Clock;
  log: Log;
};

/** The start of a chat message that an email quotes. */
const EXCERPT_LENGTH = 300;

export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly access: AccessService,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly options: NotificationsOptions,
  ) {}

  // ---- causes: each runs in the caller's transaction ---------------------------------------

  /** A new booking: the customer or guest hears it was received (or confirmed), the business of it. */
  async bookingCreated(tx: DbOrTx, booking: BookingFacts): Promise<void> {
    const confirmed = booking.status === 'confirmed';
    await this.write(tx, [
      this.toCustomer(booking, confirmed ? 'customer_booking_confirmed' : 'customer_booking_requested', {
        invite: confirmed ? 'REQUEST' : null,
      }),
      this.toBusiness(booking, 'business_booking_created', { invite: null }),
    ]);
  }

  /**
   * The business moved a booking: a confirmation carries the invite; a cancellation says who
   * cancelled, quotes the reason, and withdraws the invite when one was sent (it had been
   * confirmed). Completion sends nothing.
   */
  async bookingStatusChanged(
    tx: DbOrTx,
    booking: BookingFacts,
    from: BookingStatus,
    to: BookingStatus,
    reason?: string,
  ): Promise<void> {
    if (to === 'confirmed') {
      await this.write(tx, [this.toCustomer(booking, 'customer_booking_confirmed', { invite: 'REQUEST' })]);
    } else if (to === 'cancelled') {
      const event: BookingEvent = {
        invite: from === 'confirmed' ? 'CANCEL' : null,
        cancelledBy: 'business',
        ...(reason ? { reason } : {}),
      };
      await this.write(tx, [this.toCustomer(booking, 'customer_booking_cancelled', event)]);
    }
  }

  /** A customer wrote while the owner is away (the caller keeps it to one per chat per 15 minutes). */
  async chatMessageToOwner(
    tx: DbOrTx,
    chat: Omit<ChatFacts, 'excerpt'> & { content: string },
    owner: { name: string; email: string },
  ): Promise<void> {
    const excerpt =
      chat.content.length > EXCERPT_LENGTH ? `${chat.content.slice(0, EXCERPT_LENGTH - 1)}…` : chat.content;
    await this.write(tx, [
      {
        kind: 'business_chat_message',
        to: owner,
        chatId: chat.chatId,
        payload: {
          type: 'chat',
          chat: {
            chatId: chat.chatId,
            businessName: chat.businessName,
            customerName: chat.customerName,
            excerpt,
          },
        },
      },
    ]);
  }

  /** After the caller's transaction committed: this process's worker starts on it at once. */
  wake(): void {
    if (this.options.enabled) this.queue.wake(NOTIFICATION_QUEUE);
  }

  private toCustomer(booking: BookingFacts, kind: NotificationKind, event: BookingEvent): NewNotification {
    return {
      kind,
      to: { name: booking.customer.name, email: booking.customer.email },
      bookingId: booking.bookingId,
      payload: { type: 'booking', booking, event },
    };
  }

  private toBusiness(booking: BookingFacts, kind: NotificationKind, event: BookingEvent): NewNotification {
    return {
      kind,
      to: { name: booking.business.name, email: booking.business.email },
      bookingId: booking.bookingId,
      payload: { type: 'booking', booking, event },
    };
  }

  private async write(tx: DbOrTx, messages: NewNotification[]): Promise<void> {
    if (!this.options.enabled || messages.length === 0) return;
    const rows = await this.notifications.insertMany(
      messages.map((m) => ({
        kind: m.kind,
        recipientEmail: m.to.email,
        recipientName: m.to.name,
        payload: m.payload,
        bookingId: m.bookingId ?? null,
        chatId: m.chatId ?? null,
        sendAfter: m.sendAfter ?? null,
      })),
      tx,
    );
    await this.queue.enqueue(
      tx,
      NOTIFICATION_QUEUE,
      rows.map((row) => ({
        id: row.id,
        data: { id: row.id },
        ...(row.sendAfter ? { startAfter: row.sendAfter } : {}),
      })),
    );
  }

  // ---- delivery ----------------------------------------------------------------------------

  /** Runs this process's worker. */
  startWorker(): void {
    this.queue.work<{ id: string }>(NOTIFICATION_QUEUE, (job) => this.deliver(job));
  }

  /**
   * Sends one message (one attempt) and records the outcome. Throwing hands the job back to the
   * queue for a later attempt; the last attempt, or a refusal that retrying cannot change, marks
   * it failed.
   */
  async deliver(job: RunningJob<{ id: string }>): Promise<void> {
    const row = await this.notifications.findById(job.data.id);
    // Gone with its booking or chat, or already settled by an earlier run of the same job.
    if (!row || row.status === 'sent' || row.status === 'stored' || row.status === 'failed') return;
    const attempts = row.attempts + 1;
    try {
      const outcome = await this.mailer.send(this.compose(row));
      const now = this.options.clock();
      await this.notifications.record(row.id, {
        status: outcome,
        attempts,
        lastError: null,
        sentAt: now,
        updatedAt: now,
      });
    } catch (err) {
      const final = err instanceof PermanentMailError || job.retryCount >= job.retryLimit;
      const reason = err instanceof Error ? err.message : String(err);
      await this.notifications.record(row.id, {
        status: final ? 'failed' : 'retrying',
        attempts,
        lastError: reason.slice(0, 500),
        sentAt: null,
        updatedAt: this.options.clock(),
      });
      this.options.log.warn(
        { notification: row.id, kind: row.kind, attempts, final, reason },
        'email not sent',
      );
      if (!final) throw err;
    }
  }

  private compose(row: NotificationRow) {
    const { publicUrl, from } = this.options;
    const host = new URL(publicUrl).hostname;
    const rendered = renderMail(row.kind, row.payload, { publicUrl });
    const payload = row.payload;
    const invite =
      payload.type === 'booking'
        ? buildInvite(payload.booking, payload.event, { publicUrl, now: row.createdAt })
        : null;
    const stamp = row.createdAt.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    return {
      messageId: `<notification-${row.id}@${host}>`,
      from,
      to: { name: row.recipientName, address: row.recipientEmail },
      ...rendered,
      ...(invite ? { invite } : {}),
      fileName: `${stamp}-${row.kind}-${row.id}.eml`,
    };
  }

  // ---- the delivery log --------------------------------------------------------------------

  /**
   * `GET /bookings/{id}/notifications`: the business sees every message of its booking; the
   * customer the ones sent to them.
   */
  async logForBooking(user: UserRow, bookingId: string): Promise<NotificationLogEntry[]> {
    await this.access.requireAccess(user, 'booking.party', bookingId);
    const rows = await this.notifications.listForBooking(bookingId);
    const visible = user.role === 'business' ? rows : rows.filter((row) => row.kind.startsWith('customer_'));
    return visible.map((row) => ({
      kind: row.kind,
      to: row.recipientEmail,
      status: row.status,
      attempts: row.attempts,
      ...(row.lastError ? { lastError: row.lastError } : {}),
      ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
      createdAt: row.createdAt.toISOString(),
    }));
  }
}

/** What the booking rules tell of their changes. */
export type BookingNotifier = Pick<NotificationsService, 'bookingCreated' | 'bookingStatusChanged' | 'wake'>;

/** Tells nobody: the demo seed's bookings send no email. */
export const SILENT_NOTIFIER: BookingNotifier = {
  bookingCreated: async () => {},
  bookingStatusChanged: async () => {},
  wake: () => {},
};
