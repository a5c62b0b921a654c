import type { Booking } from '@booklane/shared/schemas';
import { changeCutoff, toLocalStartTime } from '@booklane/shared/domain';
import type { BookingView } from './bookings.repository';

export function toBookingDto({ booking: b, business, customer }: BookingView): Booking {
  return {
    _id: b.id,
    status: b.status,
    service: {
      _id: b.serviceId,
      name: b.serviceName,
      duration: b.serviceHasDuration ? b.serviceDuration : null,
      price: b.serviceHasPricing && b.servicePrice !== null ? Number(b.servicePrice) : null,
      hasDuration: b.serviceHasDuration,
      hasPricing: b.serviceHasPricing,
    },
    business: {
      _id: business.id,
      name: business.name,
      username: business.username,
      timezone: business.timezone,
      currency: business.currency,
      customCurrency: business.customCurrency,
    },
    customer: customer
      ? { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone }
      : null,
    teamMember: b.teamMemberName !== null ? { _id: b.teamMemberId, name: b.teamMemberName } : null,
    guestName: b.guestName,
    guestEmail: b.guestEmail,
    guestPhone: b.guestPhone,
    notes: b.notes,
    bookingDate: b.bookingDate,
    startTime: b.startTime,
    localStartTime: b.bookingDate && b.startTime ? toLocalStartTime(b.bookingDate, b.startTime) : null,
    startsAt: b.startsAt ? b.startsAt.toISOString() : null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    completedAt: b.completedAt ? b.completedAt.toISOString() : null,
    cancelledAt: b.cancelledAt ? b.cancelledAt.toISOString() : null,
    noShowAt: b.noShowAt ? b.noShowAt.toISOString() : null,
    cancelledBy: b.cancelledBy,
    changeableUntil:
      changeCutoff(b, business.timezone, business.cancellationNoticeHours)?.toISOString() ?? null,
  };
}
