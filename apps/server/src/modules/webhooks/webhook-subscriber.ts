// A booking's life reaches the business's webhooks (decisions.md 9.5): a subscriber of the booking
// lifecycle. A new booking's deliveries travel in the one statement that stores it (one per active
// webhook listening to `booking.created`, none without: no extra round trip); every other change
// writes its deliveries in its transaction. After the commit the delivery worker wakes.
import type { WebhookEvent } from '@booklane/shared/domain';
import type { Clock } from '../../core/clock';
import type { DbOrTx } from '../../db/client';
import type { OutboxRows } from '../../db/outbox';
import { toBookingDto } from '../bookings/booking-dto';
import type {
  BookingCommitted,
  BookingHappening,
  BookingSubscriber,
  BookingWritten,
} from '../bookings/lifecycle';
import type { WebhooksRepository } from './webhooks.repository';
import { webhookPayload } from './webhooks.service';

/** The event each happening is told as. */
const EVENTS = {
  created: 'booking.created',
  confirmed: 'booking.confirmed',
  cancelled: 'booking.cancelled',
  rescheduled: 'booking.rescheduled',
  completed: 'booking.completed',
  'no-show': 'booking.no_show',
} as const satisfies Record<BookingHappening['type'], WebhookEvent>;

/** Changes waiting for their commit at most (a rolled-back change leaves its mark behind). */
const PENDING_MAX = 1_000;

/** The body of a booking's event: the contract's `Booking` as it is now. */
function payloadOf(event: BookingWritten, at: Date) {
  const { booking, business } = event;
  const customer =
    event.customer && booking.customerId ? { ...event.customer, id: booking.customerId } : null;
  return webhookPayload(EVENTS[event.type], at, toBookingDto({ booking, business, customer }));
}

export function webhookBookingSubscriber(
  webhooks: Pick<WebhooksRepository, 'queueForListeners'>,
  wake: () => void,
  clock: Clock,
): BookingSubscriber {
  // Bookings whose change wrote deliveries: the worker wakes after their commit.
  const wrote = new Set<string>();
  return {
    rowsForNewBooking(event: BookingWritten & { type: 'created' }): OutboxRows {
      const at = clock();
      return {
        webhookEvents: [
          { businessId: event.business.id, event: EVENTS.created, payload: payloadOf(event, at), at },
        ],
      };
    },

    async inTransaction(event: BookingWritten, tx: DbOrTx) {
      if (event.type === 'created') return;
      const at = clock();
      const written = await webhooks.queueForListeners(
        event.business.id,
        EVENTS[event.type],
        payloadOf(event, at),
        at,
        tx,
      );
      if (written === 0) return;
      if (wrote.size >= PENDING_MAX) wrote.clear();
      wrote.add(event.booking.id);
    },

    // Only when deliveries were written: a business without webhooks costs the worker nothing.
    committed(event: BookingCommitted) {
      const written =
        event.type === 'created'
          ? (event.written?.webhookDeliveries ?? 0) > 0
          : wrote.delete(event.view.booking.id);
      if (written) wake();
    },
  };
}
