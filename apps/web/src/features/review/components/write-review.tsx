// /customer/bookings/:bookingId/review (docs/decisions/0023; the review emails link here): the
// booking (business, service, date) and the review form, or the review as written once it can
// no longer change, or why none can be written (the shared rules, the server's words).
import {
  bookingLocalWhen,
  businessPageHref,
  businessTime,
  FALLBACK_NAMES,
  NOT_FOUND_MESSAGES,
  reviewRefusal,
} from '@booklane/shared/domain';
import { type Booking, type OwnReview } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ReviewPanel } from './review-panel';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CalendarIcon, ClockIcon, StoreIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { CUSTOMER_BOOKINGS_KEY } from '@/entities/booking/api/keys';
import { formatDateLong } from '@/lib/format';
import { reviewsKey } from '@/entities/review/api/keys';
import { BUSINESS_KEYS } from '@/entities/business/api/keys';
import { useSession } from '@/lib/session';
import { myBookingKey, useMyBooking } from '@/entities/booking/api/get-my-booking';
import { saveBookingReview } from '../api/save-review';

function BookingFacts({ booking }: { booking: Booking }) {
  const { date, time } = bookingLocalWhen(booking);
  const icon = 'h-4 w-4 shrink-0 text-slate-400';
  return (
    <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
      <li className="flex items-center gap-2">
        <StoreIcon className={icon} />
        <Link
          to={businessPageHref(booking.business)}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          {booking.business?.name || FALLBACK_NAMES.business}
        </Link>
      </li>
      <li className="flex items-center gap-2">
        <CalendarIcon className={icon} />
        {date ? formatDateLong(date) : 'Flexible timing'}
        {time ? (
          <>
            <ClockIcon className={`${icon} ml-2`} />
            {businessTime(time, booking.business)}
          </>
        ) : null}
      </li>
    </ul>
  );
}

export function WriteReview() {
  const bookingId = useParams().bookingId ?? '';
  const { token } = useSession();
  const booking = useMyBooking(bookingId);
  const queryClient = useQueryClient();
  const titleId = useId();

  if (booking.isPending) return <LoadingBlock label="Loading your booking..." />;
  if (booking.isError && booking.data === undefined) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageTitle>Write a review</PageTitle>
        <Alert
          title={failureText(booking.error, 'Your booking could not be loaded.')}
          onRetry={() => void booking.refetch()}
        />
      </div>
    );
  }
  const data = booking.data;
  if (!data) {
    // A not-found state names itself, in the tab too.
    return (
      <div className="mx-auto max-w-2xl">
        <PageTitle subtitle="This booking is not one of yours, or it was removed.">
          {NOT_FOUND_MESSAGES.booking}
        </PageTitle>
        <Link to={PATHS.customerHistory} className={buttonClasses('secondary', 'sm')}>
          Booking History
        </Link>
      </div>
    );
  }

  const review = data.review ?? null;
  const business = data.business?.name || FALLBACK_NAMES.business;
  const onSaved = (saved: OwnReview) => {
    queryClient.setQueryData(myBookingKey(bookingId, token), { ...data, review: saved });
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_BOOKINGS_KEY });
    void queryClient.invalidateQueries({ queryKey: reviewsKey(data.business._id) });
    void queryClient.invalidateQueries({ queryKey: BUSINESS_KEYS.businesses });
  };
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle subtitle={`Tell others how your visit to ${business} went.`}>
        {review ? 'Your review' : 'Write a review'}
      </PageTitle>
      <div className="space-y-6">
        <section
          aria-labelledby={titleId}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
            {data.service?.name || FALLBACK_NAMES.service}
          </h2>
          <BookingFacts booking={data} />
        </section>
        <section
          aria-label={review ? 'Your review' : 'Your rating and review'}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ReviewPanel
            review={review}
            refusal={reviewRefusal({ ...data, completedAt: data.completedAt ?? null }, false, new Date())}
            businessName={business}
            save={(body, existing) => saveBookingReview(bookingId, body, existing)}
            onSaved={onSaved}
            onRefused={() => void booking.refetch()}
          />
        </section>
        <p className="text-sm">
          <Link
            to={businessPageHref(data.business)}
            className="font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            See the reviews of {business}
          </Link>
        </p>
      </div>
    </div>
  );
}
