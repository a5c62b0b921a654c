// A booking's life, told once. The booking services say what happened (created, confirmed,
// cancelled and by whom, rescheduled from which time, completed) and nothing else; whatever reacts
// to it subscribes here: the emails and reminders (rows of the outbox, written inside the
// booking's own transaction so they exist exactly when the change does), and after the commit the
// pushes to open screens, the public read cache, the outbox worker's wake-up, and anything that
// wants to hear that a place became free (a waitlist, next). A new reaction is a new subscriber,
// not an edit of the booking services.
import type { BookingActorRole } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';
import type { DbOrTx } from '../../db/client';
import type { OutboxRows, OutboxWritten } from '../../db/outbox';
import type { BusinessRow } from '../businesses/businesses.repository';
import { toBookingDto } from './booking-dto';
import type { BookingRow, BookingView } from './bookings.repository';

/** Who acted: the business's owner, a signed-in customer, or a guest through a manage link. */
export type BookingActor = 'business' | 'customer' | 'guest';

/** Where a booking was before it moved, or the place it held before it ended. */
export type BookingTime = Pick<
  BookingRow,
  'bookingDate' | 'startTime' | 'startsAt' | 'slotKey' | 'occupiedFrom' | 'occupiedUntil'
>;

/** What happened to a booking. */
export type BookingHappening =
  /** `fromWaitlist`: a person in line claimed a place held for them (decisions.md 9.3). */
  | { type: 'created'; by: BookingActor; fromWaitlist?: boolean }
  | { type: 'confirmed'; by: 'business' }
  | {
      type: 'cancelled';
      by: BookingActor;
      /** The business's words to the customer. */
      reason?: string | undefined;
      /** Whether the customer had been sent a calendar invite, which the cancellation withdraws. */
      inviteSent: boolean;
    }
  | { type: 'rescheduled'; by: BookingActor; previous: BookingTime }
  | { type: 'completed'; by: 'business' }
  /** The customer did not come (decisions.md 9.2): final, like completed. */
  | { type: 'no-show'; by: 'business' };

/**
 * Who acted, as the booking's history keeps it (decisions.md 9.2): the role (the business's owner
 * or one of its staff, the customer, a guest, the system), their account, and their name then.
 */
export type BookingActorInfo = { role: BookingActorRole; userId: string | null; name: string | null };

/** The people a booking's messages go to, beyond its row (null: a guest, named in the row). */
export type BookingContact = { name: string; email: string; phone: string | null } | null;

/** Inside the booking's transaction: the row as written, its business, its customer. */
export type BookingWritten = BookingHappening & {
  booking: BookingRow;
  business: BusinessRow;
  customer: BookingContact;
  actor: BookingActorInfo;
};

/**
 * After the commit: the booking as its parties see it; for a new booking, what its one statement
 * wrote beside it (`written`).
 */
export type BookingCommitted = BookingHappening & {
  view: BookingView;
  booking: Booking;
  written?: OutboxWritten;
};

/** A place a booking held became free: it was cancelled, or moved away from `at`. */
export type PlaceFreed = { businessId: string; serviceId: string; at: BookingTime };

export interface BookingSubscriber {
  /**
   * The rows a new booking writes beside it. They travel in the one statement that counts the
   * places and inserts the booking (docs/decisions/0018), so they are answered, not written here.
   */
  rowsForNewBooking?(event: BookingWritten & { type: 'created' }): OutboxRows;
  /**
   * Inside the transaction of a change to an existing booking, before the booking is written (and
   * before it is locked): what the booking's earlier events still owe is done with `tx` (its
   * emails, docs/decisions/0047), as of the booking before the change.
   */
  beforeChange?(bookingId: string, tx: DbOrTx): Promise<void>;
  /** Inside the transaction of a change to an existing booking: add or drop rows with `tx`. */
  inTransaction?(event: BookingWritten, tx: DbOrTx): Promise<void>;
  /** After the commit. The writer is answered once every subscriber has settled. */
  committed?(event: BookingCommitted): void | Promise<void>;
  /** After the commit of a change that freed a place (a cancellation, a move). */
  placeFreed?(event: PlaceFreed): void | Promise<void>;
}

type Log = { error(obj: object, msg: string): void };

export class BookingLifecycle {
  private readonly subscribers: BookingSubscriber[] = [];

  constructor(private readonly log?: Log) {}

  /** Subscribers hear each event in the order they subscribed. */
  subscribe(subscriber: BookingSubscriber): this {
    this.subscribers.push(subscriber);
    return this;
  }

  rowsForNewBooking(event: BookingWritten & { type: 'created' }): OutboxRows {
    const rows: OutboxRows & Required<Omit<OutboxRows, 'emailIntent'>> = {
      bookingEvents: [],
      webhookEvents: [],
    };
    for (const s of this.subscribers) {
      const more = s.rowsForNewBooking?.(event);
      if (more) {
        rows.bookingEvents.push(...(more.bookingEvents ?? []));
        rows.webhookEvents.push(...(more.webhookEvents ?? []));
        if (more.emailIntent) rows.emailIntent = more.emailIntent;
      }
    }
    return rows;
  }

  async beforeChange(bookingId: string, tx: DbOrTx): Promise<void> {
    for (const s of this.subscribers) await s.beforeChange?.(bookingId, tx);
  }

  async inTransaction(event: BookingWritten, tx: DbOrTx): Promise<void> {
    for (const s of this.subscribers) await s.inTransaction?.(event, tx);
  }

  /**
   * After the commit: the booking as answered to the writer, once every subscriber has heard of
   * the change (and, with `freed`, of the place it freed; with `written`, of what a new booking's
   * statement wrote beside it).
   */
  async announce(
    happening: BookingHappening,
    view: BookingView,
    freed?: BookingTime,
    written?: OutboxWritten,
  ): Promise<Booking> {
    const booking = toBookingDto(view);
    await this.committed({ ...happening, view, booking, ...(written && { written }) }, freed);
    return booking;
  }

  /**
   * After the commit: every subscriber hears of it, then of the freed place. The change stands
   * whatever a subscriber does: a failing one is logged and the others still run.
   */
  async committed(event: BookingCommitted, freed?: BookingTime): Promise<void> {
    for (const s of this.subscribers) await this.safely(() => s.committed?.(event), event.type);
    const serviceId = event.view.booking.serviceId;
    if (!freed || !serviceId) return;
    const place: PlaceFreed = { businessId: event.view.business.id, serviceId, at: freed };
    for (const s of this.subscribers) await this.safely(() => s.placeFreed?.(place), 'placeFreed');
  }

  private async safely(run: () => void | Promise<void>, what: string): Promise<void> {
    try {
      await run();
    } catch (err) {
      this.log?.error({ err, event: what }, 'booking subscriber failed after commit');
    }
  }
}
