// The business dashboard (spec section 2): the create-business form when the account has none;
// otherwise the header with the public page URL and the stat row (compact, so the day's calendar
// comes first), and the tabs: Calendar first and opened by default (decisions.md 9.2), the spec's
// five, Reviews (docs/decisions/0023), Team (decisions.md 9.1), Waitlist (decisions.md 9.3,
// with the count of the week's people in line on its tab), Insights and Customers (decisions.md
// 9.4), and the owner's Integrations (decisions.md 9.5). The Messages tab's content and unread
// count come from the app layer (the chat feature), so features stay independent.
import { FAILURE_MESSAGES, publicPageLink, todayInZone, unreadBadgeText } from '@booklane/shared/domain';
import { type Booking, type Business } from '@booklane/shared/schemas';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card';
import { CopyIcon, ListIcon, MessageIcon, UsersIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import {
  CalendarIcon,
  ClockIcon,
  ExternalLinkIcon,
  HourglassIcon,
  LinkIcon,
  StarIcon,
  TagIcon,
} from '@/components/ui/icons';
import { ChartIcon, ContactIcon } from '@/components/ui/report-icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { TabList, TabPanel, useTabsId, type TabItem } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { publicPagePath } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { bookingChangeNotice } from '@/entities/booking/model/business-booking-words';
import { useMembership, useOwnBusiness } from '@/entities/business/api/get-my-business';
import { useLiveBusinessBookings } from '@/entities/booking/api/live-business-bookings';
import { useBusinessBookings } from '@/entities/booking/api/get-business-bookings';
import { useCancelledBookings } from '@/entities/booking/api/get-business-booking-history';
import { useServices } from '@/entities/service/api/get-services';
import { peopleInLine, useBusinessWaitlist } from '@/entities/waitlist';
import { BookingsTab } from '@/features/handle-bookings/components/bookings-tab';
import { CreateBusinessForm } from '@/features/edit-business/components/create-business-form';
import { ReviewsTab } from '@/features/review/components/reviews-tab';
import { useOwnerReviews } from '@/entities/review/api/get-owner-reviews';
import { CustomersTab } from '@/features/see-customers/components/customers-tab';
import { ScheduleTab } from '@/features/edit-schedule/components/schedule-tab';
import { ServicesTab } from '@/features/edit-services/components/services-tab';
import { TeamTab } from '@/features/edit-team/components/team-tab';
import { FinishSetupCard } from '@/features/onboarding/components/finish-setup-card';
import { waitlistRange } from '@/features/see-waitlist/model/waitlist-view';
import { WAITLIST_FROM_PARAM, WaitlistTab } from '@/features/see-waitlist/components/waitlist-tab';
import { StatRow } from './stat-row';

const CalendarTab = lazy(() => import('@/features/handle-bookings/components/calendar-tab'));
// The Insights tab (and its chart library) loads when it is first opened (docs/decisions/0037).
const InsightsTab = lazy(() => import('@/features/see-insights/components/insights-tab'));
// The Integrations tab is rarely opened: its code loads when it is.
const IntegrationsTab = lazy(() => import('./integrations-tab'));

export const DASHBOARD_TABS = [
  'calendar',
  'services',
  'team',
  'schedule',
  'bookings',
  'waitlist',
  'messages',
  'reviews',
  'insights',
  'customers',
  'integrations',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * The tabs a staff account sees (decisions.md 9.2, 9.3, 9.4): the day's work, who waits for it,
 * their own member's figures and the customers they serve (without the exports, the owner's); the
 * rest changes the business, the owner's.
 */
const STAFF_TABS: readonly DashboardTab[] = ['calendar', 'bookings', 'waitlist', 'insights', 'customers'];

/** The Waitlist tab from a day on (the calendar's "3 waiting" of that day). */
const waitlistOf = (date: string) => `?tab=waitlist&${WAITLIST_FROM_PARAM}=${date}`;

function isTab(value: string | null): value is DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
}

export type BusinessDashboardProps = {
  /** Content of the Messages tab (the chat feature's inbox). */
  messagesTab: ReactNode;
  /** Unread messages, shown as a badge on the tab (99+ above 99). */
  messagesUnread?: number;
  /** Told once the business is known (for presence and the chat inbox). */
  onBusinessLoaded?: (business: Business) => void;
  /** On each booking card of the owner's Bookings tab: the chat with its customer, if any. */
  bookingCustomerAction?: (booking: Booking) => ReactNode;
};

export function BusinessDashboard(props: BusinessDashboardProps) {
  const business = useOwnBusiness();
  const { onBusinessLoaded } = props;
  const loaded = business.data ?? null;
  useEffect(() => {
    if (loaded) onBusinessLoaded?.(loaded);
  }, [loaded, onBusinessLoaded]);

  useEffect(() => {
    document.title = 'Business Dashboard · Booklane';
  }, []);

  if (business.isLoading) return <LoadingBlock label="Loading your business..." />;
  // Only a first load that failed replaces the page: a failed background reload keeps what is
  // on screen (an open service form, a chat) and the next reload tries again.
  if (business.error && business.data === undefined) {
    return (
      <Alert
        title={FAILURE_MESSAGES.loadBusinessData(errorReason(business.error))}
        onRetry={() => business.refetch()}
      />
    );
  }
  if (!loaded) return <CreateBusinessForm />;
  return <Dashboard business={loaded} {...props} />;
}

function PublicUrl({ business }: { business: Business }) {
  const url = publicPageLink(globalThis.location?.origin ?? '', business.username);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Public page URL copied.');
    } catch {
      toast.info(url);
    }
  };
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">Your public page:</span>
      <Link
        to={publicPagePath(business.username)}
        className="inline-flex min-h-11 min-w-0 items-center gap-1 break-all font-medium text-indigo-700 hover:underline sm:min-h-0"
        data-testid="public-page-url"
      >
        {url}
        <ExternalLinkIcon className="h-4 w-4 shrink-0" />
      </Link>
      <button
        type="button"
        onClick={copy}
        className={buttonClasses('ghost', 'sm', 'px-2')}
        aria-label="Copy public page URL"
      >
        <CopyIcon className="h-4 w-4" />
      </button>
    </div>
  );
}

function Dashboard({
  business,
  messagesTab,
  messagesUnread = 0,
  bookingCustomerAction,
}: BusinessDashboardProps & { business: Business }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // A staff account (decisions.md 9.2) sees the calendar and the bookings; the rest is the owner's.
  const staff = 'membership' in business && business.membership === 'staff';
  const shown = (id: DashboardTab) => !staff || STAFF_TABS.includes(id);
  const tab: DashboardTab = isTab(requested) && shown(requested) ? requested : 'calendar';
  // The calendar offers a staff account new bookings and blocks of their own team member only.
  const membership = useMembership(business._id);
  const staffOf = membership?.membership === 'staff' ? membership.teamMemberId : null;
  // Panels stay mounted once opened (a chat window keeps its state when switching tabs).
  const [visited, setVisited] = useState<ReadonlySet<DashboardTab>>(() => new Set([tab]));
  const select = (next: DashboardTab) => {
    setVisited((prev) => (prev.has(next) ? prev : new Set([...prev, next])));
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };
  const tabsId = useTabsId();

  // A booking made, cancelled or moved by a customer or a guest shows at once, with a notice.
  useLiveBusinessBookings(business._id, (change) => {
    const notice = bookingChangeNotice(change);
    if (notice) toast.info(notice, 10_000);
  });
  // The Waitlist tab's count: the people in line over the coming week, the tab's first range (one
  // cached answer: polled, and live once the tab was opened).
  const waitlist = useBusinessWaitlist(
    business._id,
    waitlistRange(todayInZone(new Date(), business.timezone)),
  );
  const inLine = waitlist.data ? peopleInLine(waitlist.data) : 0;

  // The Reviews tab's count: the reviews waiting for the owner's answer (the tab's own first page).
  const ownerReviews = useOwnerReviews(business._id, !staff);
  const unanswered = ownerReviews.data?.pages[0]?.unanswered ?? 0;

  const services = useServices(business._id);
  const bookings = useBusinessBookings(business._id);
  const cancelled = useCancelledBookings(business._id);
  const [refreshing, setRefreshing] = useState(false);
  const refreshBookings = async () => {
    setRefreshing(true);
    const results = await Promise.all([bookings.refetch(), cancelled.refetch()]);
    setRefreshing(false);
    return results.every((r) => !r.isError);
  };

  const serviceList = services.data;
  const active = bookings.data;
  const unread = unreadBadgeText(messagesUnread);
  const allTabs: ReadonlyArray<TabItem<DashboardTab>> = [
    { id: 'calendar', label: 'Calendar', icon: <CalendarIcon className="h-4 w-4" /> },
    { id: 'services', label: 'Services', icon: <TagIcon className="h-4 w-4" /> },
    { id: 'team', label: 'Team', icon: <UsersIcon className="h-4 w-4" /> },
    { id: 'schedule', label: 'Schedule', icon: <ClockIcon className="h-4 w-4" /> },
    {
      id: 'bookings',
      label: 'Bookings',
      icon: <ListIcon className="h-4 w-4" />,
      badge: active?.length ? <TabCount count={active.length} what="active" tone="quiet" /> : null,
    },
    {
      id: 'waitlist',
      label: 'Waitlist',
      icon: <HourglassIcon className="h-4 w-4" />,
      badge: inLine ? (
        <TabCount count={inLine} what="in line this week" tone="waiting" testId="waitlist-badge" />
      ) : null,
    },
    {
      id: 'messages',
      label: 'Messages',
      icon: <MessageIcon className="h-4 w-4" />,
      badge: unread ? (
        <TabCount count={unread} what="unread" tone="urgent" testId="messages-unread-badge" />
      ) : null,
    },
    {
      id: 'reviews',
      label: 'Reviews',
      icon: <StarIcon className="h-4 w-4" />,
      badge: unanswered ? (
        <TabCount count={unanswered} what="unanswered" tone="waiting" testId="reviews-unanswered-badge" />
      ) : null,
    },
    { id: 'insights', label: 'Insights', icon: <ChartIcon className="h-4 w-4" /> },
    { id: 'customers', label: 'Customers', icon: <ContactIcon className="h-4 w-4" /> },
    { id: 'integrations', label: 'Integrations', icon: <LinkIcon className="h-4 w-4" /> },
  ];
  const tabs = allTabs.filter((item) => shown(item.id));

  const panel = (id: DashboardTab, content: ReactNode) =>
    shown(id) && (visited.has(id) || tab === id) ? (
      <TabPanel baseId={tabsId} tab={id} selected={tab === id}>
        {content}
      </TabPanel>
    ) : null;

  // The setup card above the tabs depends on the services: the dashboard appears with them, not
  // before (a card arriving later would push the tabs away from a tap aimed at them).
  if (services.isLoading) return <LoadingBlock label="Loading your business..." />;

  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{business.name}</h1>
        <PublicUrl business={business} />
      </header>
      {staffOf ? null : <FinishSetupCard business={business} services={serviceList} />}
      <StatRow
        totalServices={serviceList ? serviceList.length : null}
        activeBookings={active ? active.length : null}
        confirmed={active ? active.filter((b) => b.status === 'confirmed').length : null}
        liveServices={serviceList ? serviceList.filter((s) => s.isActive).length : null}
      />
      <div>
        <TabList baseId={tabsId} tabs={tabs} selected={tab} onSelect={select} label="Dashboard sections" />
        {panel(
          'calendar',
          <div className="space-y-6">
            <Suspense fallback={<LoadingBlock label="Loading calendar..." />}>
              <CalendarTab
                business={business}
                services={serviceList ?? []}
                viewer={{ staffOf }}
                waitlistHref={waitlistOf}
              />
            </Suspense>
            {/* The feed is the owner's account's bookings; a staff account's has none (yet). */}
            {staffOf ? null : (
              <CalendarFeedCard
                className="max-w-2xl"
                description="Your pending and confirmed bookings in Google Calendar, Apple Calendar or Outlook, kept up to date."
              />
            )}
          </div>,
        )}
        {panel(
          'services',
          <ServicesTab
            business={business}
            services={serviceList}
            isLoading={services.isLoading}
            error={services.error}
          />,
        )}
        {panel('team', <TeamTab business={business} services={serviceList} />)}
        {panel('schedule', <ScheduleTab business={business} />)}
        {panel(
          'bookings',
          <BookingsTab
            business={business}
            active={{ data: active, isLoading: bookings.isLoading, error: bookings.error }}
            cancelled={cancelled.data}
            onRefresh={refreshBookings}
            refreshing={refreshing}
            // Chats are the owner's: a staff account answers bookings, not messages.
            customerAction={staff ? undefined : bookingCustomerAction}
            focusBookingId={params.get('booking')}
          />,
        )}
        {panel('waitlist', <WaitlistTab business={business} />)}
        {panel('messages', messagesTab)}
        {panel('reviews', <ReviewsTab business={business} />)}
        {panel(
          'insights',
          <Suspense fallback={<LoadingBlock label="Loading insights..." />}>
            <InsightsTab business={business} viewer={staff ? 'staff' : 'owner'} />
          </Suspense>,
        )}
        {panel('customers', <CustomersTab business={business} canExport={!staff} />)}
        {panel(
          'integrations',
          <Suspense fallback={<LoadingBlock label="Loading integrations..." />}>
            <IntegrationsTab business={business} />
          </Suspense>,
        )}
      </div>
    </div>
  );
}

const TAB_COUNT_TONES = {
  quiet: 'bg-slate-100 text-slate-700',
  waiting: 'bg-amber-100 text-amber-900',
  urgent: 'min-w-5 text-center bg-red-600 text-white',
} as const;

/** A tab's count: how many, and (for screen readers) of what. */
function TabCount({
  count,
  what,
  tone,
  testId,
}: {
  count: number | string;
  what: string;
  tone: keyof typeof TAB_COUNT_TONES;
  testId?: string;
}) {
  return (
    <span
      className={`rounded-full px-1.5 text-xs font-semibold ${TAB_COUNT_TONES[tone]}`}
      data-testid={testId}
    >
      {count}
      <span className="sr-only"> {what}</span>
    </span>
  );
}
