// Who acts for a business on its bookings (decisions.md 9.2): its owner, or one of its staff (the
// account of a team member), who acts only on their own member's bookings. Asked after the access
// check, which says whether the caller may act for the business at all.
import { BOOKING_MESSAGES, NOT_FOUND_MESSAGES } from '@booklane/shared/domain';
import { forbidden, notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import type { BookingActorInfo } from './lifecycle';

/** The owner (any member's bookings) or a staff account (`teamMemberId`: their own member). */
export type BusinessActor = BookingActorInfo &
  ({ role: 'owner'; teamMemberId: null } | { role: 'staff'; teamMemberId: string });

export class BusinessActors {
  constructor(private readonly access: Pick<AccessService, 'roleIn'>) {}

  /** The caller as an actor of the business (404 when they are neither its owner nor its staff). */
  async of(user: UserRow, businessId: string): Promise<BusinessActor> {
    const role = await this.access.roleIn(user, businessId);
    if (!role) throw notFound(NOT_FOUND_MESSAGES.business);
    const base = { userId: user.id, name: user.name };
    return role.role === 'owner'
      ? { ...base, role: 'owner', teamMemberId: null }
      : { ...base, role: 'staff', teamMemberId: role.teamMemberId };
  }

  /** 403 unless the actor may act for `teamMemberId`: the owner always, staff for their own only. */
  requireMember(actor: BusinessActor, teamMemberId: string | null | undefined): void {
    if (actor.role === 'staff' && teamMemberId !== actor.teamMemberId) {
      throw forbidden(BOOKING_MESSAGES.ownBookingsOnly);
    }
  }
}

/** Who a customer or guest is, as a booking's history names them. */
export function customerActor(customer: UserRow): BookingActorInfo {
  return { role: 'customer', userId: customer.id, name: customer.name };
}
export function guestActor(guestName: string | null): BookingActorInfo {
  return { role: 'guest', userId: null, name: guestName };
}
