// What the calendar offers whom (decisions.md 9.2). The owner: everything. A staff account: new
// bookings and blocks for their own team member only (the forms offer no other); the status
// changes and moves of every booking stay on screen, and the server refuses (403) those of a
// colleague's booking with its reason, which the screen shows.
import { ACTIVE_BOOKING_STATUSES, bookingLocalWhen } from '@booklane/shared/domain';
import type { Booking } from '@booklane/shared/schemas';

/** Who looks at the calendar: the owner (`staffOf` null), or the staff account of a team member. */
export type CalendarViewer = { staffOf: string | null };

export type ViewerRights = {
  /** New bookings and blocks for this member (clicks and drags on their empty time). */
  canCreate: (memberId: string) => boolean;
  /** The members the forms offer; null: every member (and "Anyone", "Whole business"). */
  onlyMember: string | null;
  /** A drag may pick this booking up: pending or confirmed, with a time. */
  canMove: (booking: Booking) => boolean;
};

export function viewerRights({ staffOf }: CalendarViewer): ViewerRights {
  return {
    canCreate: (memberId) => staffOf === null || memberId === staffOf,
    onlyMember: staffOf,
    canMove: (booking) =>
      (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status) &&
      bookingLocalWhen(booking).time !== null,
  };
}
