// "Reschedule {service}" (decisions.md 8.3): the customer or guest picks a new date and time of
// the same service with the booking form's own controls and rules (BookingTimeFields, the shared
// checkBookingTime, the server's availability, kept live while the dialog is open), and, when more
// than one team member performs it, whose times (decisions.md 9.1: the booking's own member by
// default). Then the server moves the booking: back to pending unless the service confirms at once.
// Its refusals show in its own words. The form is reschedule-dialog/'s.
import { FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking, type RescheduleBookingRequest } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import { useBusinessById } from '@/entities/business/api/get-business';
import { bookingWhenText } from '@/entities/booking/model/self-service';
import { refreshServiceAvailability } from '@/entities/service/api/get-service-availability';
import { useBookableService } from '@/entities/service/api/get-services';
import { hasStatus } from '@/lib/api-client';
import { RescheduleForm } from './reschedule-dialog/reschedule-form';

const SERVICE_GONE =
  'This service can no longer be booked online, so its time cannot be changed here. Please contact the business.';

export function RescheduleDialog({
  booking,
  onClose,
  reschedule,
  onRescheduled,
  onRefused,
  manageToken,
}: {
  booking: Booking;
  /** A guest's manage link token (a signed-in customer has none). */
  manageToken?: string;
  onClose: () => void;
  /** The call that moves it (the customer's or the manage link's). */
  reschedule: (body: RescheduleBookingRequest) => Promise<Booking>;
  onRescheduled: (booking: Booking) => void;
  /** The server refused (409): the slot filled up, or the booking can no longer be changed. */
  onRefused?: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const business = useBusinessById(booking.business._id);
  const service = useBookableService(booking.business._id, booking.service?._id);
  const mutation = useMutation({
    mutationFn: reschedule,
    onSuccess: (moved) => {
      if (booking.service?._id) {
        refreshServiceAvailability(queryClient, booking.service._id);
      }
      toast.success(
        moved.status === 'pending'
          ? `Booking moved to ${bookingWhenText(moved)}. It is pending until the business confirms.`
          : `Booking moved to ${bookingWhenText(moved)}.`,
      );
      onRescheduled(moved);
      onClose();
    },
    onError: (err) => {
      if (!hasStatus(err, 409)) return;
      // The slot may have filled up meanwhile, or the booking changed: ask again.
      if (booking.service?._id) {
        refreshServiceAvailability(queryClient, booking.service._id);
      }
      onRefused?.();
    },
  });
  const serviceName = booking.service?.name || FALLBACK_NAMES.service;
  const businessName = booking.business?.name || FALLBACK_NAMES.business;
  const ready = business.data && service.data ? { business: business.data, service: service.data } : null;
  const close = () => {
    if (!mutation.isPending) onClose();
  };

  let body;
  if (business.isPending || service.isPending) {
    body = <LoadingBlock label="Loading available times..." />;
  } else if (business.isError || service.isError) {
    body = (
      <Alert
        title="The available times could not be loaded."
        action={
          <button
            type="button"
            onClick={() => {
              void business.refetch();
              void service.refetch();
            }}
            className={buttonClasses('secondary', 'sm', TOUCH_BUTTON)}
          >
            Try again
          </button>
        }
      />
    );
  } else if (!ready) {
    body = <Alert tone="warning">{SERVICE_GONE}</Alert>;
  } else {
    body = (
      <RescheduleForm
        formId={formId}
        booking={booking}
        service={ready.service}
        business={ready.business}
        mutation={mutation}
        {...(manageToken ? { manageToken } : {})}
      />
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      size="lg"
      title={`Reschedule ${serviceName}`}
      description={`Choose a new time with ${businessName}`}
      closeLabel="Close reschedule"
      footer={
        <>
          <button type="button" onClick={close} className={buttonClasses('secondary', 'md', TOUCH_BUTTON)}>
            Keep current time
          </button>
          <button
            type="submit"
            form={formId}
            disabled={!ready || mutation.isPending}
            className={buttonClasses('primary', 'md', TOUCH_BUTTON)}
          >
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Rescheduling...' : 'Reschedule'}
          </button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
