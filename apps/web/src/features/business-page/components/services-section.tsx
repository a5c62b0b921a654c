// 'Available Services' (spec section 2): the grid, its empty text, and a failure state.
import type { Business, Service } from '@booklane/shared';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CalendarIcon } from '@/components/ui/icons';
import { useActiveServices } from '../api/get-services';
import { ServiceCard } from './service-card';

export function ServicesSection({
  business,
  onBook,
}: {
  business: Business;
  onBook: (service: Service) => void;
}) {
  const services = useActiveServices(business._id);
  return (
    <section aria-labelledby="services-heading" className="mt-8">
      <h2 id="services-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
        Available Services
      </h2>
      {services.isPending ? (
        <ul
          aria-busy="true"
          aria-label="Loading services"
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          ))}
        </ul>
      ) : services.isError ? (
        <Alert
          title="Failed to load services"
          action={
            <button
              type="button"
              onClick={() => void services.refetch()}
              className={buttonClasses('secondary', 'sm')}
            >
              Try again
            </button>
          }
        >
          Please check your connection and try again.
        </Alert>
      ) : services.data.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon className="h-6 w-6" />}
          title="No services available"
          headingLevel={3}
        >
          {"This business hasn't added any services yet. Check back later!"}
        </EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.data.map((service) => (
            <ServiceCard key={service._id} service={service} business={business} onBook={onBook} />
          ))}
        </ul>
      )}
    </section>
  );
}
