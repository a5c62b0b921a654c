// /customer/dashboard (spec section 2 "Customer dashboard"): business search (the server's, as the
// directory's: business-search.tsx) with cards leading to 'View Services', 'My Active Bookings',
// Quick Stats; marks bookings as viewed on load. The bookings follow the server's bookingChanged
// events live (decisions.md 8.3). Below the bookings, visits waiting for a review (with the way to
// the history), and the customer's waitlist (decisions.md 9.3). A new account says "Welcome" on
// its first visit, and, until its address is confirmed, names the guest booking this browser made
// with it (issue 39).
import { useEffect, useId, useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { useCustomerBookingUpdates } from '@/entities/booking/api/live-customer-bookings';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSession } from '@/lib/session';
import { local, STORAGE_KEYS } from '@/lib/storage';
import { useMyBookingHistory } from '@/entities/booking/api/get-my-booking-history';
import { useMyBookings } from '@/entities/booking/api/get-my-bookings';
import { useMyBookingsAwaitingVerification } from '@/entities/booking/api/get-my-bookings-awaiting-verification';
import { markAllViewed } from '@/entities/booking/api/mark-all-viewed';
import { dashboardGreeting, quickStats, rememberWelcomed, welcomedIds } from './dashboard-model';
import { AwaitingVerificationNotice } from './awaiting-verification-notice';
import { BookingsPanel } from '@/features/manage-booking/components/my-bookings-panel';
import { MyWaitlistPanel } from '@/features/manage-waitlist/components/my-waitlist-panel';
import { BusinessSearch } from './business-search';
import { CustomerCalendarFeed } from './customer-calendar-feed';
import { ToReviewPanel } from './to-review-panel';

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
  const active = useMyBookings();
  const awaiting = useMyBookingsAwaitingVerification();
  // Decided once per visit: the title does not change under the reader's eyes.
  const [greeting] = useState(() =>
    dashboardGreeting(user, {
      now: new Date(),
      greetedBefore: user ? welcomedIds(local.get(STORAGE_KEYS.welcomedAccounts)).includes(user.id) : false,
    }),
  );
  useEffect(() => {
    if (!user) return;
    const welcomed = welcomedIds(local.get(STORAGE_KEYS.welcomedAccounts));
    local.set(STORAGE_KEYS.welcomedAccounts, JSON.stringify(rememberWelcomed(welcomed, user.id)));
  }, [user]);
  const finished = useMyBookingHistory();
  const searchId = useId();
  useCustomerBookingUpdates(user?.role === 'customer');

  useEffect(() => {
    void markAllViewed();
  }, []);

  const stats = quickStats(active.data, finished.data);
  const loaded = Boolean(active.data);
  const wide = useMediaQuery('(min-width: 64rem)');

  // Keyed: crossing the lg width moves the two columns, it does not remount them.
  const searchPanel = (
    <div key="search" className="space-y-4">
      <BusinessSearch titleId={`${searchId}-title`} />
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
        notice={
          awaiting.data?.length && user ? (
            <AwaitingVerificationNotice bookings={awaiting.data} email={user.email} />
          ) : undefined
        }
      />
      <ToReviewPanel finished={finished.data} />
      <MyWaitlistPanel />
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
        {greeting}
      </PageTitle>
      {/* The DOM order is the visual order, so Tab follows what the eye reads: on phones the
          bookings come first, above the search; from lg up the search is the left column. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        {wide ? searchPanel : sidePanel}
        {wide ? sidePanel : searchPanel}
      </div>
    </>
  );
}
