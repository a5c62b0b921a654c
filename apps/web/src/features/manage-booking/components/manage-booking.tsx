// /manage/:token (decisions.md 8.3): a guest's booking through the link of its emails, without
// signing in. It shows the booking (business, service, when in the business's local time with its
// zone when the visitor's differs, status, notes), the business's cancellation policy and how to
// reach the business, and lets the guest cancel or reschedule it until the cut-off, as a
// signed-in customer can. A completed booking can be reviewed here (docs/decisions/0023). An
// unknown, altered or expired link shows a page of its own.
import {
  BOOKING_STATUS_LABELS,
  bookingContact,
  bookingLocalWhen,
  businessPageHref,
  cancellationPolicyText,
  FALLBACK_NAMES,
  formatTime12h,
  reviewRefusal,
  type Booking,
  type OwnReview,
} from '@booklane/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { SelfServiceActions } from '@/components/booking/self-service-actions';
import { ReviewPanel } from '@/components/reviews/review-panel';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { CalendarIcon, ClockIcon, InfoIcon, MailIcon, PhoneIcon, StoreIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { hasStatus } from '@/lib/api-client';
import { useBusinessById } from '@/lib/bookable-service';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { QUERY_KEYS } from '@/lib/query-keys';
import { bookingZone, cancelledByText } from '@/lib/self-service';
import {
  cancelManagedBooking,
  managedBookingKey,
  rescheduleManagedBooking,
  saveManagedReview,
  useManagedBooking,
} from '../api/managed-booking';
import { LinkNotValid } from './link-not-valid';

const TONE = { pending: 'amber', confirmed: 'emerald', completed: 'slate', cancelled: 'red' } as const;

const STATUS_WORDS: Record<Booking['status'], string> = {
  pending: 'Waiting for the business to confirm.',
  confirmed: 'The business has confirmed it.',
  completed: 'This appointment has taken place.',
  cancelled: 'This booking is cancelled.',
};

type Row = { label: string; value: string; note?: string | null; icon?: ReactNode };

function rowsOf(booking: Booking): Row[] {
  const { date, time } = bookingLocalWhen(booking);
  const zone = timeZoneNote(bookingZone(booking, visitorTimeZone()), visitorTimeZone());
  const icon = 'h-4 w-4 text-slate-400';
  return [
    {
      label: 'Date',
      value: date ? formatDateLong(date) : 'To be arranged with the business',
      icon: <CalendarIcon className={icon} />,
    },
    {
      label: 'Time',
      value: time ? formatTime12h(time) : date ? 'Any time that day' : 'To be arranged with the business',
      note: time ? zone : null,
      icon: <ClockIcon className={icon} />,
    },
    { label: 'Booked by', value: bookingContact(booking).name },
  ];
}

/** An address that may wrap before its `@` on a narrow card rather than in the middle of a name. */
function Address({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at <= 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  );
}

function BookingCard({ booking, token }: { booking: Booking; token: string }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const cancelledBy = cancelledByText(booking);
  const business = booking.business?.name || FALLBACK_NAMES.business;
  const onChanged = (changed: Booking) => {
    queryClient.setQueryData(managedBookingKey(token), changed);
    void queryClient.invalidateQueries({ queryKey: managedBookingKey(token) });
  };
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="managed-booking"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {booking.service?.name || FALLBACK_NAMES.service}
          </h2>
          <p className="mt-0.5 text-slate-600">
            with{' '}
            <Link
              to={businessPageHref(booking.business)}
              className="font-medium text-indigo-700 underline-offset-2 hover:underline"
            >
              {business}
            </Link>
          </p>
        </div>
        <Badge tone={TONE[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
      </div>
      <p className="mt-3 text-sm text-slate-700" role="status">
        {cancelledBy ? `${cancelledBy}.` : STATUS_WORDS[booking.status]}
      </p>
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rowsOf(booking).map((row) => (
          <div key={row.label} className="flex justify-between gap-4 px-4 py-3 text-sm">
            <dt className="flex shrink-0 items-center gap-2 self-start text-slate-600">
              {row.icon}
              {row.label}
            </dt>
            <dd className="min-w-0 text-right">
              <span className="font-medium text-slate-900">{row.value}</span>
              {row.note ? <span className="block text-xs text-slate-500">{row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {booking.notes.trim() ? (
        <p className="mt-4 whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium">Notes: </span>
          {booking.notes.trim()}
        </p>
      ) : null}
      <SelfServiceActions
        booking={booking}
        viewer="guest"
        cancel={() => cancelManagedBooking(token)}
        reschedule={(body) => rescheduleManagedBooking(token, body)}
        onChanged={onChanged}
        onStale={() => void queryClient.invalidateQueries({ queryKey: managedBookingKey(token) })}
        className="mt-5"
      />
    </section>
  );
}

/** A completed booking's review: the form, or the review as written (docs/decisions/0023). */
function ReviewCard({ booking, token }: { booking: Booking; token: string }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const review = booking.review ?? null;
  const onSaved = (saved: OwnReview) => {
    queryClient.setQueryData(managedBookingKey(token), { ...booking, review: saved });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.reviews(booking.business._id) });
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

function BusinessCard({ booking }: { booking: Booking }) {
  const titleId = useId();
  const business = useBusinessById(booking.business._id);
  const name = booking.business?.name || FALLBACK_NAMES.business;
  const data = business.data;
  return (
    <aside
      aria-labelledby={titleId}
      className="space-y-4 self-start rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <StoreIcon className="h-5 w-5 text-indigo-600" />
        {name}
      </h2>
      {data ? (
        <>
          <p className="flex items-start gap-2 text-slate-700">
            <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
            {cancellationPolicyText(data.cancellationNoticeHours)}
          </p>
          {data.phone || data.email ? (
            <ul className="space-y-2">
              {data.phone ? (
                <li>
                  <a
                    href={`tel:${data.phone}`}
                    className="inline-flex min-h-11 items-center gap-2 font-medium text-indigo-700 hover:underline sm:min-h-0"
                  >
                    <PhoneIcon className="h-4 w-4 shrink-0" />
                    {data.phone}
                  </a>
                </li>
              ) : null}
              {data.email ? (
                <li>
                  <a
                    href={`mailto:${data.email}`}
                    className="inline-flex min-h-11 min-w-0 items-center gap-2 font-medium text-indigo-700 hover:underline sm:min-h-0"
                  >
                    <MailIcon className="h-4 w-4 shrink-0" />
                    <span className="min-w-0 break-words">
                      <Address value={data.email} />
                    </span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </>
      ) : business.isPending ? (
        <p className="text-slate-600">Loading the business’s details…</p>
      ) : null}
      <Link
        to={businessPageHref(booking.business)}
        className={buttonClasses('secondary', 'md', 'min-h-11 w-full sm:min-h-10')}
      >
        View business page
      </Link>
    </aside>
  );
}

export function ManageBooking() {
  const token = useParams().token ?? '';
  const booking = useManagedBooking(token);

  if (booking.isPending) return <LoadingBlock label="Loading your booking..." />;
  if (booking.isError && !booking.data) {
    if (hasStatus(booking.error, 404)) return <LinkNotValid />;
    return (
      <div className="mx-auto max-w-xl py-8">
        <PageTitle>Your booking</PageTitle>
        <Alert
          title="Your booking could not be loaded."
          action={
            <button
              type="button"
              onClick={() => void booking.refetch()}
              className={buttonClasses('secondary', 'sm', 'min-h-11 sm:min-h-9')}
            >
              Try again
            </button>
          }
        >
          Please try again in a moment.
        </Alert>
      </div>
    );
  }

  const data = booking.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle subtitle="Check, reschedule or cancel it here: no account needed.">Your booking</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <div className="space-y-4">
          <BookingCard booking={data} token={token} />
          {data.status === 'completed' ? <ReviewCard booking={data} token={token} /> : null}
        </div>
        <BusinessCard booking={data} />
      </div>
    </div>
  );
}
