// A booking's history (decisions.md 9.2): one line per change, with who made it and their name
// then, written with the change itself. A subscriber of the booking lifecycle, so no booking
// service writes a line by hand: a new booking's line travels in the statement that stores it,
// every other change's in its transaction.
import type { BookingEventAction } from '@booklane/shared/domain';
import type { Clock } from '../../core/clock';
import type { DbOrTx } from '../../db/client';
import type { NewBookingEventRow, OutboxRows } from '../../db/outbox';
import type { BookingsRepository } from './bookings.repository';
import type { BookingSubscriber, BookingWritten } from './lifecycle';

export class BookingHistory implements BookingSubscriber {
  constructor(
    private readonly bookings: Pick<BookingsRepository, 'insertEvent'>,
    private readonly clock: Clock,
  ) {}

  rowsForNewBooking(event: BookingWritten & { type: 'created' }): OutboxRows {
    return { bookingEvents: [this.line(event)] };
  }

  async inTransaction(event: BookingWritten, tx: DbOrTx): Promise<void> {
    if (event.type === 'created') return;
    await this.bookings.insertEvent(this.line(event), tx);
  }

  private line(event: BookingWritten): NewBookingEventRow {
    const action: BookingEventAction = event.type;
    return {
      bookingId: event.booking.id,
      action,
      actorRole: event.actor.role,
      actorUserId: event.actor.userId,
      actorName: event.actor.name,
      at: this.clock(),
    };
  }
}
