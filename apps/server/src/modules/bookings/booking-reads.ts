// Reading one booking for the booking services: its view (404 when it is gone) and its answer.
import { NOT_FOUND_MESSAGES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { toBookingDto } from './booking-dto';
import type { BookingRow, BookingsRepository, BookingView } from './bookings.repository';

/**
 * Whether the customer was sent a calendar invite for the booking: on its confirmation (at
 * creation or by the business) or when it was moved (every move carries one, SEQUENCE above 0).
 */
export const hadInvite = (booking: BookingRow) => booking.confirmedAt !== null || booking.icsSequence > 0;

export class BookingReads {
  constructor(private readonly bookings: BookingsRepository) {}

  async view(id: string, tx?: DbOrTx): Promise<BookingView> {
    const view = await this.bookings.findView(id, tx);
    if (!view) throw notFound(NOT_FOUND_MESSAGES.booking);
    return view;
  }

  async dto(id: string, tx?: DbOrTx): Promise<Booking> {
    return toBookingDto(await this.view(id, tx));
  }
}
