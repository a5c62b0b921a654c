// The new booking dialog's rules (decisions.md 9.2, walk-ins and phone bookings): which services
// and team members it offers, what it starts with (the clicked time and member), and what it sends.
import { BOOKING_TYPE_RULES, performs } from '@booklane/shared/domain';
import type {
  BusinessBookingForm,
  BusinessBookingRequest,
  Service,
  TeamMember,
} from '@booklane/shared/schemas';

/** The business's active services; those the member performs when one is chosen. */
export function servicesFor(
  services: readonly Service[],
  members: ReadonlyArray<Pick<TeamMember, '_id' | 'serviceIds'>>,
  memberId: string | null,
): Service[] {
  const member = memberId ? members.find((m) => m._id === memberId) : undefined;
  return services.filter(
    (service) => service.isActive && (!member || member.serviceIds.includes(service._id)),
  );
}

/** The active members who perform a service (all of them before one is chosen). */
export function membersFor<M extends Pick<TeamMember, '_id'>>(
  members: readonly M[],
  service: Pick<Service, 'teamMemberIds'> | undefined,
): M[] {
  return service ? members.filter((member) => performs(service, member._id)) : [...members];
}

/** The service a form starts with: the first one booked at a time (a walk-in's), else the first. */
export function firstService(offered: readonly Service[]): Service | undefined {
  return offered.find((service) => BOOKING_TYPE_RULES[service.bookingType].needsTime) ?? offered[0];
}

export type NewBookingPrefill = { date: string; time: string | null; memberId: string | null };

/** The form at first: the clicked date, time and member, the first timed service they perform. */
export function newBookingDefaults(
  prefill: NewBookingPrefill,
  offered: readonly Service[],
): BusinessBookingForm {
  return {
    service: firstService(offered)?._id ?? '',
    teamMember: prefill.memberId,
    bookingDate: prefill.date,
    startTime: prefill.time ?? '',
    customer: { name: '', email: '', phone: '' },
    notes: '',
  };
}

/** What is sent: no date or time the service's booking type does not ask for. */
export function newBookingBody(
  values: BusinessBookingRequest,
  service: Pick<Service, 'bookingType'> | undefined,
) {
  const rules = BOOKING_TYPE_RULES[service?.bookingType ?? 'datetime'];
  return {
    ...values,
    bookingDate: rules.needsDate ? values.bookingDate : null,
    startTime: rules.needsTime ? values.startTime : null,
  };
}
