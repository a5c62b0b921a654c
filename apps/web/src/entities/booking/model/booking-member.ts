// Who does a booking (decisions.md 9.1): `with Maya` on every booking card; nothing for a
// date-only or flexible booking without a chosen team member.
import type { Booking } from '@booklane/shared/schemas';

export function bookingMemberText(booking: Pick<Booking, 'teamMember'>): string | null {
  const name = booking.teamMember?.name.trim();
  return name ? `with ${name}` : null;
}

/** The spec's alert after a booking, then who it is with: `... Your appointment is with Maya.` */
export function withMemberSentence(text: string, booking: Pick<Booking, 'teamMember'>): string {
  const name = booking.teamMember?.name.trim();
  return name ? `${text} Your appointment is with ${name}.` : text;
}
