// A completed booking's review on a guest's manage page: the form, or the review as written
// (docs/decisions/0023), saved through the manage link.
import { FALLBACK_NAMES, reviewRefusal } from '@booklane/shared/domain';
import { type Booking, type OwnReview } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { managedBookingKey } from '@/entities/booking/api/keys';
import { reviewsKey } from '@/entities/review/api/keys';
import { saveManagedReview } from '../api/save-managed-review';
import { ReviewPanel } from './review-panel';

export function GuestReviewCard({ booking, token }: { booking: Booking; token: string }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const review = booking.review ?? null;
  const onSaved = (saved: OwnReview) => {
    queryClient.setQueryData(managedBookingKey(token), { ...booking, review: saved });
    void queryClient.invalidateQueries({ queryKey: reviewsKey(booking.business._id) });
  };
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="managed-review"
    >
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {review ? 'Your review' : 'How was it? Write a review'}
      </h2>
      <ReviewPanel
        review={review}
        refusal={reviewRefusal({ ...booking, completedAt: booking.completedAt ?? null }, false, new Date())}
        businessName={booking.business?.name || FALLBACK_NAMES.business}
        save={(body, existing) => saveManagedReview(token, body, existing)}
        onSaved={onSaved}
        onRefused={() => void queryClient.invalidateQueries({ queryKey: managedBookingKey(token) })}
      />
    </section>
  );
}
