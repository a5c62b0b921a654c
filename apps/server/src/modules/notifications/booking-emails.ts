// The emails and reminders of a booking's life (decisions.md 8.2, 8.3): a subscriber of the booking
// lifecycle. Its rows are written in the booking's own transaction (a new booking's statement stores
// that its emails are due, and the outbox worker writes them, docs/decisions/0047); once the change
// is committed, the outbox worker starts on them.
import type { DbOrTx } from '../../db/client';
import type { OutboxRows } from '../../db/outbox';
import type { BookingSubscriber, BookingWritten } from '../bookings/lifecycle';
import type { EmailPolicy } from './email-policy';
import { bookingFacts } from './payload';

export class BookingEmails implements BookingSubscriber {
  constructor(private readonly policy: EmailPolicy) {}

  /**
   * A new booking's emails are written after its answer (docs/decisions/0047): its statement
   * stores only that they are due.
   */
  rowsForNewBooking(event: BookingWritten & { type: 'created' }): OutboxRows {
    const emailIntent = this.policy.newBookingIntent({
      byBusiness: event.by === 'business',
      fromWaitlist: event.fromWaitlist === true,
    });
    return emailIntent ? { emailIntent } : {};
  }

  /**
   * Before a change of the booking: its own emails as a new booking, if still to be written, from
   * the booking as it was made (the messages keep their order).
   */
  async beforeChange(bookingId: string, tx: DbOrTx): Promise<void> {
    await this.policy.writeIntended(tx, { bookingId });
  }

  async inTransaction(event: BookingWritten, tx: DbOrTx): Promise<void> {
    const facts = bookingFacts(event.booking, event.business, event.customer);
    const leads = event.business.reminderLeadMinutes;
    switch (event.type) {
      // A no-show sends nothing (decisions.md 9.2 asks for none); its reminders are long past.
      case 'created':
      case 'no-show':
        return;
      case 'confirmed':
      case 'completed':
        return this.policy.bookingStatusChanged(tx, facts, event.type, { inviteSent: false, leads });
      case 'cancelled':
        if (event.by === 'business') {
          return this.policy.bookingStatusChanged(tx, facts, 'cancelled', {
            reason: event.reason,
            inviteSent: event.inviteSent,
            leads,
          });
        }
        return this.policy.bookingCancelledByCustomer(tx, facts, event.inviteSent);
      case 'rescheduled':
        return this.policy.bookingRescheduled(
          tx,
          facts,
          {
            bookingDate: event.previous.bookingDate,
            startTime: event.previous.startTime,
            startsAt: event.previous.startsAt?.toISOString() ?? null,
          },
          leads,
          event.by === 'business' ? 'business' : 'customer',
        );
    }
  }

  committed(): void {
    this.policy.wake();
  }
}
