// The Waitlist tab (decisions.md 9.3, issue 34 "the owner sees the line"): for the owner and the
// staff, per day and per service, who waits in line order and who holds an offered place until
// when, then those who no longer wait. A week from today by default, a week back or ahead at a time
// (the start day is kept in the address, `?waitlistFrom=`, so a link can open another week).
// Times in the business's clock and zone. Live: places freed or taken and bookings changed reload
// it; joins arrive with the next poll.
import { addDays, FAILURE_MESSAGES, todayInZone } from '@booklane/shared/domain';
import type { Business, BusinessWaitlist } from '@booklane/shared/schemas';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HourglassIcon } from '@/components/ui/icons';
import { LoadingBlock, Spinner } from '@/components/ui/spinner';
import { useBusinessWaitlist } from '@/entities/waitlist';
import { errorReason } from '@/lib/api-client';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { useLiveWaitlist } from '../hooks/use-live-waitlist';
import { rangeWords, startDay, WAITLIST_DAYS_SHOWN, waitlistRange } from '../model/waitlist-view';
import { WaitlistLine } from './waitlist-line';

/** The address's parameter holding the first day shown (absent: today). */
export const WAITLIST_FROM_PARAM = 'waitlistFrom';

function Day({
  date,
  today,
  services,
  business,
  now,
}: {
  date: string;
  today: string;
  services: BusinessWaitlist['days'][number]['services'];
  business: Business;
  now: Date;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid="waitlist-day">
      <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {formatDateLong(date)}
        {date === today ? <Badge tone="indigo">Today</Badge> : null}
      </h3>
      <ul className="grid gap-3 lg:grid-cols-2">
        {services.map((line) => (
          <li key={line.service._id} className="min-w-0">
            <WaitlistLine service={line.service} entries={line.entries} business={business} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function WaitlistTab({ business }: { business: Business }) {
  const now = useNow(30_000);
  const today = todayInZone(now, business.timezone);
  const [params, setParams] = useSearchParams();
  const start = startDay(params.get(WAITLIST_FROM_PARAM), today);
  const range = waitlistRange(start);
  const waitlist = useBusinessWaitlist(business._id, range);
  useLiveWaitlist(business._id);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());

  const goTo = (day: string) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (day === today) copy.delete(WAITLIST_FROM_PARAM);
        else copy.set(WAITLIST_FROM_PARAM, day);
        return copy;
      },
      { replace: true },
    );

  const days = waitlist.data?.days ?? [];
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Waitlist</h2>
        <p className="text-sm text-slate-600">
          Who waits for a place, per day and service, first in line first. When a booked time frees up, the
          first person who can make it gets it held for {business.waitlistHoldMinutes} minutes.
          {zoneNote ? ` Times in ${zoneNote}.` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white p-2 sm:p-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => goTo(addDays(start, -WAITLIST_DAYS_SHOWN))}
            aria-label="Previous week"
            className={buttonClasses('ghost', 'sm', 'px-2')}
          >
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={() => goTo(today)} className={buttonClasses('secondary', 'sm')}>
            Today
          </button>
          <button
            type="button"
            onClick={() => goTo(addDays(start, WAITLIST_DAYS_SHOWN))}
            aria-label="Next week"
            className={buttonClasses('ghost', 'sm', 'px-2')}
          >
            <ChevronRightIcon />
          </button>
        </div>
        <p
          className="min-w-0 text-base font-semibold text-slate-900"
          aria-live="polite"
          data-testid="waitlist-range"
        >
          {rangeWords(range)}
        </p>
        {waitlist.isFetching && waitlist.data ? <Spinner className="h-4 w-4 text-indigo-600" /> : null}
      </div>
      {waitlist.isPending ? (
        <LoadingBlock label="Loading the waitlist..." />
      ) : waitlist.error && !waitlist.data ? (
        <Alert
          title={FAILURE_MESSAGES.loadBusinessData(errorReason(waitlist.error))}
          onRetry={() => void waitlist.refetch()}
        />
      ) : days.length === 0 ? (
        <EmptyState
          icon={<HourglassIcon />}
          title="Nobody is on the waitlist for these days."
          headingLevel={3}
        >
          When a time is full, customers can join the waitlist from your booking page. They show up here,
          first in line first.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {days.map((day) => (
            <Day
              key={day.date}
              date={day.date}
              today={today}
              services={day.services}
              business={business}
              now={now}
            />
          ))}
        </div>
      )}
    </div>
  );
}
