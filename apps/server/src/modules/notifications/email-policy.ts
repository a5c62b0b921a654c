// The emails of decisions.md 8.2, 8.5 and docs/decisions/0023: which messages a change causes,
// to whom, with which invite, and when (reminders, the review follow-up). A change calls this in
// its own transaction: each message becomes a row of the notifications table, the delivery log and
// outbox in one, so it exists exactly when the change does (docs/decisions/0013). The outbox
// worker (outbox-worker.ts) sends them.
import {
  reminderTimes,
  REVIEW_FOLLOW_UP_HOURS,
  zonedNow,
  type AccountTokenPurpose,
  type BookingStatus,
  type UserRole,
} from '@booklane/shared/domain';
import { type EmailKind, type NotificationKind } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx } from '../../db/client';
import type { EmailIntent } from '../../db/outbox';
import type { NotificationsRepository, QueuedNotificationRow } from './notifications.repository';
import type {
  BookingEvent,
  BookingFacts,
  ChatFacts,
  NewNotification,
  ReviewFacts,
  TeamInviteFacts,
  WaitlistJoinedFacts,
  WaitlistOfferFacts,
  WeeklySummaryFacts,
} from './payload';
import { bookingFacts } from './payload';

/** The email that carries each kind of account link. */
const ACCOUNT_EMAIL_KIND = {
  verify_email: 'account_verify_email',
  reset_password: 'account_password_reset',
  change_email: 'account_email_change',
  undo_email_change: 'account_email_change_notice',
} as const satisfies Record<AccountTokenPurpose, EmailKind>;

export type EmailPolicyOptions = {
  /** false: nothing is written or sent (benchmarks only). */
  enabled: boolean;
  clock: Clock;
  /** After the caller's commit: the outbox worker of this process starts on it at once. */
  wake: () => void;
};

/** The start of a chat message that an email quotes. */
const EXCERPT_LENGTH = 300;

export class EmailPolicy {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly options: EmailPolicyOptions,
  ) {}

  // ---- causes: each runs in the caller's transaction ---------------------------------------

  /**
   * A new booking's emails, as its one statement leaves them (docs/decisions/0047): a row saying
   * they are still to be written, which `writeIntended` turns into the messages once the answer
   * has gone (none while notifications are off).
   */
  newBookingIntent(options: { byBusiness: boolean; fromWaitlist?: boolean }): EmailIntent | undefined {
    if (!this.options.enabled) return undefined;
    return { byBusiness: options.byBusiness, fromWaitlist: options.fromWaitlist === true };
  }

  /**
   * Writes the emails of new bookings that are still to be written, in `tx`, and drops their
   * intents: `{ bookingId }` that booking's, before a later change of it writes its own (so that
   * they keep their order) or its delivery log is read; `{ limit }` a worker's batch. Answers for
   * how many bookings it wrote.
   */
  async writeIntended(tx: DbOrTx, which: { bookingId: string } | { limit: number }): Promise<number> {
    const intended = await this.notifications.takeIntended(which, tx);
    if (intended.length === 0) return 0;
    const rows = intended.flatMap(({ intent, booking, business, customer }) =>
      this.emailsForNewBooking(
        bookingFacts(booking, business, customer),
        business.reminderLeadMinutes,
        intent,
      ),
    );
    await this.notifications.insertMany(rows, tx);
    await this.notifications.dropIntended(
      intended.map((i) => i.intent.bookingId),
      tx,
    );
    return intended.length;
  }

  /**
   * A new booking: the customer or guest hears it was received (or confirmed), the business of it;
   * a booking confirmed at once gets its reminders (`leads`, the business's lead times). The
   * business's own booking (decisions.md 9.2) tells the customer only, and nobody when it was
   * recorded after its start (docs/decisions/0033). A place claimed from the waitlist
   * (`fromWaitlist`, decisions.md 9.3) tells the business so, in place of the usual new-booking
   * email. As of `createdAt`, when the booking was made: the rows are what they were then.
   */
  emailsForNewBooking(
    booking: BookingFacts,
    leads: readonly number[],
    options: { byBusiness: boolean; fromWaitlist: boolean; createdAt: Date },
  ): QueuedNotificationRow[] {
    const at = options.createdAt;
    if (options.byBusiness && this.hasBegun(booking, at)) return [];
    const confirmed = booking.status === 'confirmed';
    const toBusiness: NotificationKind = options.fromWaitlist
      ? 'business_booking_from_waitlist'
      : 'business_booking_created';
    return this.rows(
      [
        this.toCustomer(booking, confirmed ? 'customer_booking_confirmed' : 'customer_booking_requested', {
          invite: confirmed ? 'REQUEST' : null,
        }),
        ...(options.byBusiness ? [] : [this.toBusiness(booking, toBusiness, { invite: null })]),
        ...(confirmed ? this.reminders(booking, leads, at) : []),
      ],
      at,
    );
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

  /**
   * A review of the booking was written: its follow-up invitation, if still to send (waiting for
   * its time or for another attempt), is dropped, and never tried again.
   */
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
   * for the business again gets its reminders once confirmed. When the business moved it (the
   * calendar, decisions.md 9.2), only the customer is told.
   */
  async bookingRescheduled(
    tx: DbOrTx,
    booking: BookingFacts,
    previous: BookingEvent['previous'],
    leads: readonly number[],
    by: 'business' | 'customer' = 'customer',
  ): Promise<void> {
    const dropped = await this.notifications.dropQueued(booking.bookingId, 'customer_booking_reminder', tx);
    const kept = dropped.flatMap((row) =>
      row.payload.type === 'booking' && row.payload.event.leadMinutes ? [row.payload.event.leadMinutes] : [],
    );
    const event: BookingEvent = { invite: 'REQUEST', by, ...(previous ? { previous } : {}) };
    await this.write(tx, [
      this.toCustomer(booking, 'customer_booking_rescheduled', event),
      ...(by === 'customer' ? [this.toBusiness(booking, 'business_booking_rescheduled', event)] : []),
      ...(booking.status === 'confirmed' ? this.reminders(booking, kept.length > 0 ? kept : leads) : []),
    ]);
  }

  /** One reminder per lead time still ahead, each due at its time, with the invite. */
  /** Whether the booking's time has passed: its start, or for a booking without a time, its day. */
  private hasBegun(booking: BookingFacts, now = this.options.clock()): boolean {
    if (booking.startsAt) return new Date(booking.startsAt).getTime() <= now.getTime();
    return (
      booking.bookingDate !== null && booking.bookingDate < zonedNow(now, booking.business.timezone).date
    );
  }

  private reminders(
    booking: BookingFacts,
    leads: readonly number[],
    now = this.options.clock(),
  ): NewNotification[] {
    return reminderTimes(booking, booking.business.timezone, leads, now).map((r) => ({
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
    newEmail?: string,
  ): Promise<void> {
    await this.write(tx, [
      {
        kind: ACCOUNT_EMAIL_KIND[purpose],
        to,
        payload: {
          type: 'account',
          account: { purpose, tokenId, name: to.name, role: to.role, ...(newEmail ? { newEmail } : {}) },
        },
      },
    ]);
  }

  /**
   * An invitation to join a team with a staff account (decisions.md 9.2), for the invitation row
   * the caller created in the same transaction; the link's token is made from its id when sent.
   */
  async teamInvite(tx: DbOrTx, to: { name: string; email: string }, invite: TeamInviteFacts): Promise<void> {
    await this.write(tx, [{ kind: 'team_invite', to, payload: { type: 'team-invite', invite } }]);
  }

  /**
   * A person joined a waitlist (decisions.md 9.3), for the entry the caller created in the same
   * transaction; a guest's leave link is made from its id when sent.
   */
  async waitlistJoined(
    tx: DbOrTx,
    to: { name: string; email: string },
    entry: WaitlistJoinedFacts,
  ): Promise<void> {
    await this.write(tx, [{ kind: 'waitlist_joined', to, payload: { type: 'waitlist-joined', entry } }]);
  }

  /**
   * A freed place is held for a person in line (decisions.md 9.3), for the offer the caller created
   * in the same transaction; the link to book it or pass on it is made from the offer's id when sent.
   */
  async waitlistOffered(
    tx: DbOrTx,
    to: { name: string; email: string },
    offer: WaitlistOfferFacts,
  ): Promise<void> {
    await this.write(tx, [{ kind: 'waitlist_offered', to, payload: { type: 'waitlist-offer', offer } }]);
  }

  /**
   * The same message's rows, for the caller to write in the statement that makes the offer (it
   * runs inside cancellations: one round trip, docs/decisions/0035).
   */
  waitlistOfferedRows(
    to: { name: string; email: string },
    offer: WaitlistOfferFacts,
  ): QueuedNotificationRow[] {
    return this.rows([{ kind: 'waitlist_offered', to, payload: { type: 'waitlist-offer', offer } }]);
  }

  /** The hold of an offer ran out unclaimed (in the transaction that expires it): the person left the line. */
  async waitlistExpired(
    tx: DbOrTx,
    to: { name: string; email: string },
    offer: WaitlistOfferFacts,
  ): Promise<void> {
    await this.write(tx, [{ kind: 'waitlist_expired', to, payload: { type: 'waitlist-offer', offer } }]);
  }

  /**
   * The business took a held place back (in the transaction of its change): the person waits
   * again; a guest's leave link is made from the entry's id when sent.
   */
  async waitlistWithdrawn(
    tx: DbOrTx,
    to: { name: string; email: string },
    offer: WaitlistOfferFacts,
  ): Promise<void> {
    await this.write(tx, [{ kind: 'waitlist_withdrawn', to, payload: { type: 'waitlist-offer', offer } }]);
  }

  /**
   * A review became public (decisions.md 9.4), in the transaction that published it (at once, or
   * when its hold ended): the business hears of its stars and words. Held reviews tell nobody
   * until then, as they show nowhere until then.
   */
  async reviewPublished(
    tx: DbOrTx,
    to: { name: string; email: string },
    bookingId: string,
    review: ReviewFacts,
  ): Promise<void> {
    await this.write(tx, [
      { kind: 'business_review_received', to, bookingId, payload: { type: 'review', review } },
    ]);
  }

  /**
   * The business answered a review for the first time (in that answer's transaction): its author
   * hears of it; later edits of the answer send nothing more.
   */
  async reviewAnswered(
    tx: DbOrTx,
    to: { name: string; email: string },
    bookingId: string,
    review: ReviewFacts,
  ): Promise<void> {
    await this.write(tx, [
      { kind: 'customer_review_answered', to, bookingId, payload: { type: 'review', review } },
    ]);
  }

  /** A business's week, to its owner (in the transaction that marks the week as summarised). */
  async weeklySummary(
    tx: DbOrTx,
    to: { name: string; email: string },
    summary: WeeklySummaryFacts,
  ): Promise<void> {
    await this.write(tx, [
      { kind: 'business_weekly_summary', to, payload: { type: 'weekly-summary', summary } },
    ]);
  }

  /** After the caller's transaction committed: this process's worker starts on it at once. */
  wake(): void {
    this.options.wake();
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

  /**
   * The rows of messages to write (none while notifications are off). A message to nobody (a
   * walk-in the business booked without an email, decisions.md 9.2) is not written.
   */
  private rows(messages: NewNotification[], now = this.options.clock()): QueuedNotificationRow[] {
    if (!this.options.enabled) return [];
    // The app's clock for every time of a message (or the time of the change that caused it), so
    // its log reads in one time line.
    return messages
      .filter((m) => m.to.email !== '')
      .map((m) => ({
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
}
