// POST /bookings/{id}/review writes the customer's review; PUT /reviews/{id} changes it (for 7
// days after it was written).
import type { BodyInput } from '@booklane/shared/api';
import type { OwnReview } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function saveBookingReview(
  bookingId: string,
  body: BodyInput<'createBookingReview'>,
  existing: OwnReview | null,
): Promise<OwnReview> {
  return existing
    ? callApi('updateReview', { params: { id: existing._id }, body })
    : callApi('createBookingReview', { params: { id: bookingId }, body });
}
