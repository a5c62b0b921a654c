// `PUT /businesses/{id}/date-overrides` (decisions.md 8.4): the business's closed days and one-off
// hours, answered with the active bookings they leave outside the hours, for the owner to handle
// (none is cancelled by itself).
import { bookingOutsideOverride } from '@booklane/shared/domain';
import { type Booking, type Business, type DateOverride } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { toBusinessDto } from '../businesses/business-dto';
import type { BusinessesService } from '../businesses/businesses.service';
import type { UserRow } from '../users/users.repository';
import { toBookingDto } from './booking-dto';
import type { BookingsRepository } from './bookings.repository';

export class Closures {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly businesses: BusinessesService,
    private readonly clock: Clock,
  ) {}

  async update(
    owner: UserRow,
    businessId: string,
    overrides: DateOverride[],
  ): Promise<{ business: Business; affectedBookings: Booking[] }> {
    const row = await this.businesses.setDateOverrides(owner, businessId, overrides);
    const byDate = new Map(row.dateOverrides.map((override) => [override.date, override]));
    const onThoseDays = await this.bookings.activeOnDates(businessId, [...byDate.keys()]);
    const affected = onThoseDays.filter(({ booking }) =>
      bookingOutsideOverride(
        { startTime: booking.startTime, durationMinutes: booking.serviceDuration },
        byDate.get(booking.bookingDate ?? '') as DateOverride,
      ),
    );
    return { business: toBusinessDto(row, this.clock()), affectedBookings: affected.map(toBookingDto) };
  }
}
