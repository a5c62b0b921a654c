// A place a booking freed goes to the waitlist (decisions.md 9.3): a subscriber of the booking
// lifecycle. Inside the transaction of a cancellation, or of a move away from a time, the freed
// day's line is offered what is now free (WaitlistOffers.fillLine); after the commit the offers
// are announced (the person's open pages, the outbox worker).
import type { BookingCommitted, BookingSubscriber, BookingWritten } from '../bookings/lifecycle';
import type { DbOrTx } from '../../db/client';
import { OfferNews, type WaitlistOffers } from './waitlist-offers.service';

/** Offers waiting for their commit at most (a rolled-back change leaves its news behind). */
const PENDING_MAX = 1_000;

export function waitlistBookingSubscriber(
  offers: Pick<WaitlistOffers, 'fillLine' | 'announce'>,
): BookingSubscriber {
  const pending = new Map<string, OfferNews>();
  return {
    async inTransaction(event: BookingWritten, tx: DbOrTx) {
      const serviceId = event.booking.serviceId;
      const date =
        event.type === 'cancelled'
          ? event.booking.bookingDate
          : event.type === 'rescheduled'
            ? event.previous.bookingDate
            : null;
      if (!serviceId || !date) return;
      const news = new OfferNews();
      await offers.fillLine(tx, serviceId, date, news);
      if (news.empty) return;
      if (pending.size >= PENDING_MAX) pending.clear();
      pending.set(event.booking.id, news);
    },
    async committed(event: BookingCommitted) {
      const news = pending.get(event.view.booking.id);
      if (!news) return;
      pending.delete(event.view.booking.id);
      await offers.announce(news);
    },
  };
}
