// /customer/dashboard (spec section 2 "Customer dashboard"): business search by name with cards
// leading to 'View Services', 'My Active Bookings', Quick Stats; marks bookings as viewed on load.
// The bookings follow the server's bookingChanged events live (decisions.md 8.3).
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BusinessAddressLine, BusinessCardHead } from '@/entities/business/ui/business-card';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon, StoreIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { businessByIdPath } from '@/config/paths';
import { useCustomerBookingUpdates } from '@/entities/booking/api/live-customer-bookings';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSession } from '@/lib/session';
import { useMyBookingHistory } from '@/entities/booking/api/get-my-booking-history';
import { useMyBookings } from '@/entities/booking/api/get-my-bookings';
import { useAllBusinesses } from '@/entities/business/api/list-businesses';
import { markAllViewed } from '@/entities/booking/api/mark-all-viewed';
import { quickStats, searchByName } from './dashboard-model';
import { BookingsPanel } from '@/features/manage-booking/components/my-bookings-panel';
import { CustomerCalendarFeed } from './customer-calendar-feed';

function BusinessResult({ business }: { business: Business }) {
  const titleId = useId();
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <BusinessCardHead business={business} titleId={titleId} compact />
      <BusinessAddressLine address={business.address} />
      <Link
        to={businessByIdPath(business._id)}
        aria-describedby={titleId}
        className={buttonClasses('subtle', 'sm', 'mt-4 self-start')}
      >
        View Services
      </Link>
    </li>
  );
}

function Stat({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value ?? '—'}</dd>
    </div>
  );
}

export default function CustomerDashboard() {
  const { user } = useSession();
  const businesses = useAllBusinesses();
  const active = useMyBookings();
  const finished = useMyBookingHistory();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const searchId = useId();
  useCustomerBookingUpdates(user?.role === 'customer');

  useEffect(() => {
    void markAllViewed();
  }, []);

  const stats = quickStats(active.data, finished.data);
  const loaded = Boolean(active.data);
  const results = businesses.data ? searchByName(businesses.data, deferred) : [];
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  const wide = useMediaQuery('(min-width: 64rem)');

  // Keyed: crossing the lg width moves the two columns, it does not remount them.
  const searchPanel = (
    <div key="search" className="space-y-4">
      <section aria-labelledby={`${searchId}-title`} className="space-y-4">
        <h2 id={`${searchId}-title`} className="text-lg font-semibold text-slate-900">
          Find a business
        </h2>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search businesses by name
          </label>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search businesses by name"
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
          />
        </div>
        {businesses.isPending ? (
          <LoadingBlock label="Loading businesses..." />
        ) : businesses.isError ? (
          <Alert title={ERROR_MESSAGES.fetchBusinesses} onRetry={() => void businesses.refetch()} />
        ) : results.length === 0 ? (
          <EmptyState icon={<StoreIcon className="h-6 w-6" />} title="No businesses found." headingLevel={3}>
            {search.trim() ? `Nothing matches “${search.trim()}”. Try another name.` : null}
          </EmptyState>
        ) : (
          <>
            <p className="sr-only" role="status">
              {results.length} {results.length === 1 ? 'business' : 'businesses'} found
            </p>
            <ul className="grid gap-4 sm:grid-cols-2" aria-label="Businesses">
              {results.map((business) => (
                <BusinessResult key={business._id} business={business} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );

  const sidePanel = (
    <div key="side" className="space-y-6">
      <BookingsPanel
        active={active.data}
        cancelled={(finished.data ?? []).filter((b) => b.status === 'cancelled')}
        isLoading={active.isPending}
        failed={active.isError}
        onRetry={() => {
          void active.refetch();
          void finished.refetch();
        }}
      />
      <section
        aria-labelledby={`${searchId}-stats`}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id={`${searchId}-stats`} className="text-lg font-semibold text-slate-900">
          Quick Stats
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <Stat label="Active bookings" value={loaded ? stats.active : null} />
          <Stat label="Pending approval" value={loaded ? stats.pending : null} />
          <Stat label="Confirmed" value={loaded ? stats.confirmed : null} />
          <Stat label="Completed visits" value={finished.data ? stats.completed : null} />
        </dl>
      </section>
      <CustomerCalendarFeed />
    </div>
  );

  return (
    <>
      <PageTitle subtitle="Find businesses, book services and keep track of your appointments.">
        {firstName ? `Welcome back, ${firstName}` : 'Customer Dashboard'}
      </PageTitle>
      {/* The DOM order is the visual order, so Tab follows what the eye reads: on phones the
          bookings come first, above the search; from lg up the search is the left column. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
        {wide ? searchPanel : sidePanel}
        {wide ? sidePanel : searchPanel}
      </div>
    </>
  );
}
