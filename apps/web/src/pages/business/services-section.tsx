// 'Available Services' (spec section 2): the grid, its empty text, and a failure state; above the
// grid, the business's cancellation policy (decisions.md 8.3).
import { cancellationPolicyText, ONBOARDING_TEXTS } from '@booklane/shared/domain';
import { BOOK_PARAM } from '@booklane/shared/pages';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon, CheckCircleIcon } from '@/components/ui/icons';
import { useActiveServices } from '@/entities/service/api/get-services';
import { PolicyLineSkeleton, ServiceCardsSkeleton } from './business-page-skeleton';
import { ServiceCard } from '@/entities/service/ui/service-card';

export function ServicesSection({
  business,
  onBook,
  onBookIntent,
}: {
  business: Business;
  onBook: (service: Service) => void;
  /** A Book button is pointed at or focused: what booking needs may start loading. */
  onBookIntent?: () => void;
}) {
  const services = useActiveServices(business._id);
  // `?book={serviceId}`: a Book button pressed before the page's script ran (or a shared link)
  // opens that service's booking once its services are here; the parameter then goes.
  const [params, setParams] = useSearchParams();
  const wanted = params.get(BOOK_PARAM);
  const openBooking = useEffectEvent(onBook);
  useEffect(() => {
    if (!wanted || !services.data) return;
    const service = services.data.find((s) => s._id === wanted);
    setParams(
      (current) => {
        current.delete(BOOK_PARAM);
        return current;
      },
      { replace: true },
    );
    if (service) openBooking(service);
  }, [wanted, services.data, setParams]);
  // The policy matters to someone about to book: shown once there is something to book. While
  // the services load its place is kept (most businesses have some), so the cards do not move.
  const bookable = Boolean(services.data && services.data.length > 0);
  return (
    <section aria-labelledby="services-heading" className="mt-8">
      <h2
        id="services-heading"
        className={`${bookable || services.isPending ? 'mb-2' : 'mb-4'} text-xl font-bold text-slate-900 sm:text-2xl`}
      >
        Available Services
      </h2>
      {bookable ? (
        <p className="mb-4 flex items-start gap-2 text-sm text-slate-700" data-testid="cancellation-policy">
          <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          <span>
            <span className="font-medium text-slate-900">
              {cancellationPolicyText(business.cancellationNoticeHours)}
            </span>
            . Cancel or reschedule your booking online until then.
          </span>
        </p>
      ) : services.isPending ? (
        <PolicyLineSkeleton />
      ) : null}
      {bookable ? (
        <noscript>
          <p className="mb-4 text-sm text-slate-700" data-testid="booking-needs-script">
            Booking online needs JavaScript: turn it on to book
            {business.phone || business.email
              ? `, or contact the business${business.phone ? ` at ${business.phone}` : ''}${business.phone && business.email ? ' or' : ''}${business.email ? ` at ${business.email}` : ''}`
              : ''}
            .
          </p>
        </noscript>
      ) : null}
      {services.isPending ? (
        <ServiceCardsSkeleton />
      ) : services.isError ? (
        <Alert title="Failed to load services" onRetry={() => void services.refetch()}>
          Please check your connection and try again.
        </Alert>
      ) : services.data.length === 0 ? (
        // A business without a live service is not listed and takes no bookings yet (decisions.md 9.2).
        <EmptyState
          icon={<CalendarIcon className="h-6 w-6" />}
          title="No services available"
          headingLevel={3}
        >
          <span className="mb-1 block font-semibold text-slate-900" data-testid="not-taking-bookings">
            {ONBOARDING_TEXTS.notTakingBookings}
          </span>
          {"This business hasn't added any services yet. Check back later!"}
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.data.map((service) => (
            <ServiceCard
              key={service._id}
              service={service}
              business={business}
              onBook={onBook}
              onBookIntent={onBookIntent}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
