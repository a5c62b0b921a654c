// The calendar's dialogs, one at a time: a booking's details (kept in step with the live list: it
// closes when the booking leaves the calendar), a new booking, or a block of time.
import type { Booking, Business, Service, TeamMember } from '@booklane/shared/schemas';
import type { MoveRequest } from '../../model/drop-model';
import type { MinuteSpan } from '../../model/grid-model';
import type { CalendarViewer } from '../../model/viewer-rights';
import { NewBookingDialog } from '../new-booking/new-booking-dialog';
import { BlockTimeDialog } from './block-time-dialog';
import { BookingDetailsDialog } from './booking-details-dialog';

export type OpenDialog =
  | { kind: 'booking'; id: string }
  | { kind: 'new'; date: string; time: string | null; memberId: string | null }
  | { kind: 'block'; date: string; memberId: string | null; span: MinuteSpan | null };

export function CalendarDialogs({
  dialog,
  onClose,
  business,
  services,
  bookings,
  members,
  viewer,
  now,
  onMove,
}: {
  dialog: OpenDialog | null;
  onClose: () => void;
  business: Business;
  services: readonly Service[];
  bookings: readonly Booking[];
  members: readonly TeamMember[];
  viewer: CalendarViewer;
  now: Date;
  onMove: (variables: { booking: Booking; move: MoveRequest }) => Promise<unknown>;
}) {
  if (dialog?.kind === 'booking') {
    const booking = bookings.find((b) => b._id === dialog.id);
    return booking ? (
      <BookingDetailsDialog
        booking={booking}
        business={business}
        members={members}
        onlyMember={viewer.staffOf}
        now={now}
        onMove={onMove}
        onClose={onClose}
      />
    ) : null;
  }
  if (dialog?.kind === 'new') {
    return (
      <NewBookingDialog
        business={business}
        services={services}
        members={members}
        onlyMember={viewer.staffOf}
        prefill={dialog}
        onClose={onClose}
      />
    );
  }
  if (dialog?.kind === 'block') {
    return (
      <BlockTimeDialog
        business={business}
        members={members}
        onlyMember={viewer.staffOf}
        prefill={dialog}
        onClose={onClose}
      />
    );
  }
  return null;
}
