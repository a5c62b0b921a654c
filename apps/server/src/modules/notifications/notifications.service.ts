// The emails of decisions.md 8.2, end to end (docs/decisions/0013). A change that causes messages
// calls this service in its own transaction: each message becomes a row of the notifications
// table, the delivery log and outbox in one, so it exists exactly when the change does. A worker
// on every process claims due rows, renders and sends each once per attempt under a Message-ID
// that never changes, and records the outcome; a failed attempt is retried with a doubling delay
// for more than a day.
import {
  NOTIFICATION_KINDS,
  reminderTimes,
  REVIEW_FOLLOW_UP_HOURS,
  type AccountTokenPurpose,
  type BookingStatus,
  type NotificationKind,
  type NotificationLogEntry,
  type UserRole,
} from '@booklane/shared';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { PollingWorker } from '../../jobs/worker';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import { buildInvite } from './invites';
import { PermanentMailError, type Mailer } from './mailer';
import type {
  NewNotificationRow,
  NotificationRow,
  NotificationsRepository,
  Outcome,
} from './notifications.repository';
import type { BookingEvent, BookingFacts, ChatFacts, NewNotification } from './payload';
import { renderMail } from './templates';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type NotificationsOptions = {
  publicUrl: string;
  from: string;
  /** false: nothing is written or sent (benchmarks only). */
  enabled: boolean;
  /** The delay before the first retry; each later one doubles it (up to six hours). */
  retryDelaySeconds: number;
  /** The token of an account email's link, from its row id (made with the server's secret). */
  accountToken: (tokenId: string) => string;
  /** The token of a guest's manage link, from the booking's id (made with the server's secret). */
  manageToken: (bookingId: string) => string;
  /** True while the process has requests to answer: sending then yields to them. */
  busy?: () => boolean;
  clock: Clock;
  log: Log;
};

/** How often an idle worker looks for due messages (commits of this process wake it at once). */
const POLL_MS = 2_000;
/** Messages one worker claims at a time (sent in parallel). */
const BATCH_SIZE = 8;
/** How long a claim lasts: longer than an SMTP attempt may take (its timeouts add up to a minute). */
const LEASE_MS = 2 * 60_000;
/** Attempts in all: with the doubling delay (30 s first, six hours at most) they span 32 hours. */
const MAX_ATTEMPTS = 15;
const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

/** The start of a chat message that an email quotes. */
const EXCERPT_LENGTH = 300;

export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly access: AccessService,
    private readonly mailer: Mailer,
    private readonly options: NotificationsOptions,
  ) {}

  private worker: PollingWorker | undefined;

  // ---- causes: each runs in the caller's transaction ---------------------------------------

  /**
   * A new booking: the customer or guest hears it was received (or confirmed), the business of it;
   * a booking confirmed at once gets its reminders (`leads`, the business's lead times). Answers
   * the rows for the caller to insert with the booking itself (one statement).
   */
  emailsForNewBooking(booking: BookingFacts, leads: readonly number[]): NewNotificationRow[] {
    const confirmed = booking.status === 'confirmed';
    return this.rows([
      this.toCustomer(booking, confirmed ? 'customer_booking_confirmed' : 'customer_booking_requested', {
        invite: confirmed ? 'REQUEST' : null,
      }),
      this.toBusiness(booking, 'business_booking_created', { invite: null }),
      ...(confirmed ? this.reminders(booking, leads) : []),
    ]);
  }

  /**
   * The business moved a booking: a confirmation carries the invite and schedules the reminders
   * (`leads`, the business's lead times now); a cancellation says who cancelled, quotes the
   * reason, withdraws the invite when one was sent, and drops the reminders; completion drops the
   * reminders and invites the customer to review the booking, with a follow-up a day later that
   * a review written meanwhile drops (`reviewWritten`; docs/decisions/0023).
   */
  async bookingStatusChanged(
    tx: DbOrTx,
    booking: BookingFacts,
    to: BookingStatus,
    options: { reason?: string | undefined; inviteSent: boolean; leads: readonly number[] },
  ): Promise<void> {
    if (to === 'confirmed') {
      await this.write(tx, [
        this.toCustomer(booking, 'customer_booking_confirmed', { invite: 'REQUEST' }),
        ...this.reminders(booking, options.leads),
      ]);
      return;
    }
    await this.notifications.dropQueued(booking.bookingId, 'customer_booking_reminder', tx);
    if (to === 'cancelled') {
      const event: BookingEvent = {
        invite: options.inviteSent ? 'CANCEL' : null,
        cancelledBy: 'business',
        ...(options.reason ? { reason: options.reason } : {}),
      };
      await this.write(tx, [this.toCustomer(booking, 'customer_booking_cancelled', event)]);
    }
    if (to === 'completed') {
      const followUpAt = new Date(this.options.clock().getTime() + REVIEW_FOLLOW_UP_HOURS * 3_600_000);
      await this.write(tx, [
        this.toCustomer(booking, 'customer_booking_completed', { invite: null }),
        { ...this.toCustomer(booking, 'customer_review_reminder', { invite: null }), sendAfter: followUpAt },
      ]);
    }
  }

  /** A review of the booking was written: its follow-up invitation, if still waiting, is dropped. */
  async reviewWritten(tx: DbOrTx, bookingId: string): Promise<void> {
    await this.notifications.dropQueued(bookingId, 'customer_review_reminder', tx);
  }

  /**
   * The customer (or guest) cancelled: both sides hear of it, the customer's invite is withdrawn
   * when one was sent, the reminders are dropped.
   */
  async bookingCancelledByCustomer(tx: DbOrTx, booking: BookingFacts, inviteSent: boolean): Promise<void> {
    await this.notifications.dropQueued(booking.bookingId, 'customer_booking_reminder', tx);
    const event: BookingEvent = { invite: inviteSent ? 'CANCEL' : null, cancelledBy: 'customer' };
    await this.write(tx, [
      this.toCustomer(booking, 'customer_booking_cancelled', event),
      this.toBusiness(booking, 'business_booking_cancelled', { invite: null, cancelledBy: 'customer' }),
    ]);
  }

  /**
   * The customer (or guest) moved the booking: both sides get the updated invite (the same UID, a
   * higher SEQUENCE; tentative while it waits for the business). The reminders move with it, with
   * the lead times they had (`leads` when it had none: the business's now); a booking that waits
   * for the business again gets its reminders once confirmed.
   */
  async bookingRescheduled(
    tx: DbOrTx,
    booking: BookingFacts,
    previous: BookingEvent['previous'],
    leads: readonly number[],
  ): Promise<void> {
    const dropped = await this.notifications.dropQueued(booking.bookingId, 'customer_booking_reminder', tx);
    const kept = dropped.flatMap((row) =>
      row.payload.type === 'booking' && row.payload.event.leadMinutes ? [row.payload.event.leadMinutes] : [],
    );
    const event: BookingEvent = { invite: 'REQUEST', by: 'customer', ...(previous ? { previous } : {}) };
    await this.write(tx, [
      this.toCustomer(booking, 'customer_booking_rescheduled', event),
      this.toBusiness(booking, 'business_booking_rescheduled', event),
      ...(booking.status === 'confirmed' ? this.reminders(booking, kept.length > 0 ? kept : leads) : []),
    ]);
  }

  /** One reminder per lead time still ahead, each due at its time, with the invite. */
  private reminders(booking: BookingFacts, leads: readonly number[]): NewNotification[] {
    return reminderTimes(booking, booking.business.timezone, leads, this.options.clock()).map((r) => ({
      ...this.toCustomer(booking, 'customer_booking_reminder', {
        invite: 'REQUEST',
        leadMinutes: r.leadMinutes,
      }),
      sendAfter: r.sendAt,
    }));
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

  /**
   * An account email (decisions.md 8.5): the verification link of an address, or a password-reset
   * link, for the token row `tokenId` that the caller created in the same transaction.
   */
  async accountEmail(
    tx: DbOrTx,
    purpose: AccountTokenPurpose,
    to: { name: string; email: string; role: UserRole },
    tokenId: string,
  ): Promise<void> {
    await this.write(tx, [
      {
        kind: purpose === 'verify_email' ? 'account_verify_email' : 'account_password_reset',
        to,
        payload: { type: 'account', account: { purpose, tokenId, name: to.name, role: to.role } },
      },
    ]);
  }

  /** After the caller's transaction committed: this process's worker starts on it at once. */
  wake(): void {
    this.worker?.wake();
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
    const rows = this.rows(messages);
    if (rows.length > 0) await this.notifications.insertMany(rows, tx);
  }

  /** The rows of messages to write (none while notifications are off). */
  private rows(messages: NewNotification[]): NewNotificationRow[] {
    if (!this.options.enabled) return [];
    // The app's clock for every time of a message, so its log reads in one time line.
    const now = this.options.clock();
    return messages.map((m) => ({
      createdAt: now,
      updatedAt: now,
      kind: m.kind,
      recipientEmail: m.to.email,
      recipientName: m.to.name,
      payload: m.payload,
      bookingId: m.bookingId ?? null,
      chatId: m.chatId ?? null,
      sendAfter: m.sendAfter ?? now,
    }));
  }

  // ---- delivery ----------------------------------------------------------------------------

  /** Starts this process's worker (every process runs one). */
  start(): void {
    if (!this.options.enabled || this.worker) return;
    this.worker = new PollingWorker(() => this.sendDue(), POLL_MS, this.options.log, this.options.busy);
    this.worker.start();
  }

  /** Stops the worker after the messages it is sending (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }

  /** One batch: claims the due messages, sends them, records the outcomes. Answers whether there were any. */
  async sendDue(): Promise<boolean> {
    const rows = await this.notifications.claimDue(this.options.clock(), BATCH_SIZE, LEASE_MS);
    if (rows.length === 0) return false;
    // Different bookings in parallel; the messages of one booking one after another, in the order
    // they were caused (a "request received" never overtakes the "confirmed" that follows it).
    const byBooking = new Map<string, NotificationRow[]>();
    for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
      const key = row.bookingId ?? `message-${row.seq}`;
      byBooking.set(key, [...(byBooking.get(key) ?? []), row]);
    }
    const outcomes = (
      await Promise.all(
        [...byBooking.values()].map(async (group) => {
          const done: Outcome[] = [];
          for (const row of group) done.push(await this.attempt(row));
          return done;
        }),
      )
    ).flat();
    await this.notifications.recordMany(outcomes);
    return true;
  }

  /**
   * One attempt at one claimed message: sent (or stored), or retried later with a doubling delay,
   * or failed for good after the last attempt or a refusal that retrying cannot change.
   */
  private async attempt(row: NotificationRow): Promise<Outcome> {
    const attempts = row.attempts + 1;
    try {
      const status = await this.mailer.send(this.compose(row));
      const now = this.options.clock();
      return {
        seq: row.seq,
        status,
        attempts,
        lastError: null,
        sentAt: now,
        sendAfter: row.sendAfter,
        updatedAt: now,
      };
    } catch (err) {
      const now = this.options.clock();
      const final = err instanceof PermanentMailError || attempts >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message : String(err);
      this.options.log.warn(
        { notification: row.id, kind: row.kind, attempts, final, reason },
        'email not sent',
      );
      return {
        seq: row.seq,
        status: final ? 'failed' : 'retrying',
        attempts,
        lastError: reason.slice(0, 500),
        sentAt: null,
        sendAfter: final ? row.sendAfter : new Date(now.getTime() + this.retryDelayMs(attempts)),
        updatedAt: now,
      };
    }
  }

  /** After the `attempts`-th failure: the base delay doubled each time, at most six hours, plus up to a quarter of jitter. */
  private retryDelayMs(attempts: number): number {
    const base = Math.min(MAX_RETRY_DELAY_MS, this.options.retryDelaySeconds * 1000 * 2 ** (attempts - 1));
    return Math.round(base * (1 + Math.random() / 4));
  }

  private compose(row: NotificationRow) {
    const { publicUrl, from, accountToken, manageToken } = this.options;
    const host = new URL(publicUrl).hostname;
    const rendered = renderMail(row.kind, row.payload, { publicUrl, accountToken, manageToken });
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

/** What the booking rules tell of their changes. */
export type BookingNotifier = Pick<
  NotificationsService,
  | 'emailsForNewBooking'
  | 'bookingStatusChanged'
  | 'bookingCancelledByCustomer'
  | 'bookingRescheduled'
  | 'wake'
>;

/** Tells nobody: the demo seed's bookings send no email. */
export const SILENT_NOTIFIER: BookingNotifier = {
  emailsForNewBooking: () => [],
  bookingStatusChanged: async () => {},
  bookingCancelledByCustomer: async () => {},
  bookingRescheduled: async () => {},
  wake: () => {},
};
