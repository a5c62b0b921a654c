// The booking form's validation: the shared request schema (a customer's or a guest's), plus the
// date and time rules of `checkBookingTime` and what the server's availability says (closed,
// full) under their controls.
import {
  createBookingRequestSchema,
  guestBookingRequestSchema,
  type Business,
  type CreateBookingRequest,
  type GuestBookingForm,
  type GuestBookingRequest,
  type Service,
  type ServiceAvailability,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { selectionProblem } from '@/entities/service/model/availability-choices';

export type BookingValues = GuestBookingForm;
export type BookingPayload = CreateBookingRequest | GuestBookingRequest;

export function bookingResolver(
  service: Service,
  business: Business,
  guest: boolean,
  /** The cached availability that covers a date, for the chosen team member (null: anyone). */
  availability: (bookingDate: string, teamMember: string | null) => ServiceAvailability | undefined,
): Resolver<BookingValues, unknown, BookingPayload> {
  const base = zodResolver(
    guest ? guestBookingRequestSchema : createBookingRequestSchema,
  ) as unknown as Resolver<BookingValues, unknown, BookingPayload>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const found = selectionProblem(
      service,
      business,
      availability(values.bookingDate ?? '', values.teamMember ?? null),
      values,
      new Date(),
    );
    // A full flexible service has no control to mark: the submit says it (onSubmit).
    const problem = service.bookingType === 'flexible' && found?.field === 'root' ? null : found;
    if (!problem) return result;
    const field = problem.field === 'root' ? 'bookingDate' : problem.field;
    return {
      values: {},
      errors: { ...result.errors, [field]: { type: 'validate', message: problem.message } },
    };
  };
}
