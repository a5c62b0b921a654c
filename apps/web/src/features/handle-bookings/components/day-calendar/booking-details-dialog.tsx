// A booking's details from the calendar (decisions.md 9.2): what, who, when and with whom; the
// status changes the rules allow now (Confirm, Cancel, Mark Completed, No-show); Move (date, time,
// team member) for keyboard users and anyone who prefers a form to a drag; and its history.
import { ACTIVE_BOOKING_STATUSES, bookingContact, FALLBACK_NAMES } from '@booklane/shared/domain';
import type { Booking, Business, TeamMember } from '@booklane/shared/schemas';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ClockIcon } from '@/components/ui/icons';
import { bookingActionLabel } from '@/entities/booking/model/booking-action-label';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import type { MoveRequest } from '../../model/drop-model';
import { BookingActions } from '../booking-actions';
import { BookingHistory } from './booking-history';
import { MoveBookingForm } from './move-booking-form';

export function BookingDetailsDialog({
  booking,
  business,
  members,
  onlyMember,
  now,
  onMove,
  onClose,
}: {
  booking: Booking;
  business: Business;
  members: ReadonlyArray<Pick<TeamMember, '_id' | 'name'>>;
  onlyMember: string | null;
  now: Date;
  onMove: (variables: { booking: Booking; move: MoveRequest }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [moving, setMoving] = useState(false);
  const movable =
    (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status) && booking.bookingDate !== null;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={bookingContact(booking).name}
      description={booking.service?.name || FALLBACK_NAMES.service}
    >
      <div className="space-y-4" data-testid="booking-details">
        <BookingSummary
          booking={booking}
          currency={business.currency}
          customCurrency={business.customCurrency}
          zoneNote={timeZoneNote(business.timezone, visitorTimeZone())}
          actions={
            <>
              <BookingActions
                booking={booking}
                businessId={business._id}
                timeZone={business.timezone}
                now={now}
              />
              {movable ? (
                <button
                  type="button"
                  aria-expanded={moving}
                  aria-label={bookingActionLabel('Move', booking)}
                  onClick={() => setMoving((open) => !open)}
                  className={buttonClasses('secondary', 'sm')}
                >
                  <ClockIcon className="h-4 w-4" />
                  Move
                </button>
              ) : null}
            </>
          }
        />
        {moving && movable ? (
          <MoveBookingForm
            booking={booking}
            members={members}
            onlyMember={onlyMember}
            onMove={onMove}
            onDone={() => setMoving(false)}
          />
        ) : null}
        <BookingHistory bookingId={booking._id} business={business} now={now} />
      </div>
    </Dialog>
  );
}
