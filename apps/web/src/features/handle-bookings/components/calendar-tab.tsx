// The Calendar tab, the dashboard's first (decisions.md 9.2): today's time grid in the business's
// zone, every active team member side by side (one at a time on a phone, with a switcher), a week
// of one member, or the month at a glance. Bookings are moved by dragging them or from their
// details; empty time is clicked for a new booking or dragged over to block it; New booking and
// Block time do the same from the keyboard. A day with people on the waitlist says how many, as a
// link to them when the page gives one. Live: `bookingChanged` and `availabilityChanged`.
// Loaded lazily (with @dnd-kit): the default export the dashboard imports on first use.
import { FAILURE_MESSAGES, todayInZone } from '@booklane/shared/domain';
import type { Business, Service } from '@booklane/shared/schemas';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { peopleInLine, useBusinessWaitlist } from '@/entities/waitlist';
import { errorReason } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { useNow } from '@/lib/use-now';
import {
  bookingsByDay,
  gridColumns,
  moveDate,
  rangeTitle,
  viewDays,
  type CalendarView,
} from '../calendar-model';
import { useCalendarData } from '../hooks/use-calendar-data';
import { useLiveCalendar } from '../hooks/use-live-calendar';
import { useMoveBooking } from '../hooks/use-move-booking';
import { withMove } from '../model/drop-model';
import { CalendarDialogs, type OpenDialog } from './day-calendar/calendar-dialogs';
import { CalendarToolbar } from './day-calendar/calendar-toolbar';
import { GridFrame } from './day-calendar/grid-frame';
import { MonthGrid } from './calendar/month-grid';
import { viewerRights, type CalendarViewer } from '../model/viewer-rights';

export default function CalendarTab({
  business,
  services,
  viewer = { staffOf: null },
  waitlistHref,
}: {
  business: Business;
  services: readonly Service[];
  viewer?: CalendarViewer;
  /** Where a day's "3 waiting" leads (the waitlist of that day); without it the count is plain text. */
  waitlistHref?: (date: string) => string;
}) {
  const now = useNow(60_000);
  const today = todayInZone(now, business.timezone);
  const single = !useMediaQuery('(min-width: 640px)');
  const [view, setView] = useState<CalendarView>('day');
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string | null>(viewer.staffOf);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const days = useMemo(() => viewDays(view, date), [view, date]);
  const data = useCalendarData(business, days[0] as string, days[days.length - 1] as string);
  const moving = useMoveBooking(business._id);
  useLiveCalendar(business._id);
  // The day's people on the waitlist (waiting, or holding a place), on the day view only.
  const waitlist = useBusinessWaitlist(business._id, { from: date, to: date }, view === 'day');
  const waiting =
    view === 'day' && waitlist.data && !waitlist.isPlaceholderData ? peopleInLine(waitlist.data, date) : 0;
  const rights = viewerRights(viewer);
  const memberId = chosen ?? data.members[0]?._id ?? null;
  const nameOf = (id: string) => data.members.find((m) => m._id === id)?.name ?? null;
  const bookings = useMemo(
    () => data.bookings.map((b) => withMove(b, moving.moves.get(b._id), nameOf)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.bookings, moving.moves, data.members],
  );
  const columns = useMemo(
    () => (view === 'month' ? [] : gridColumns(view, date, data.members, memberId, single)),
    [view, date, data.members, memberId, single],
  );
  const openDay = (day: string) => {
    setDate(day);
    setView('day');
  };
  return (
    <div className="space-y-3">
      <h2 className="sr-only">Calendar</h2>
      <CalendarToolbar
        view={view}
        date={date}
        title={rangeTitle(view, days, date)}
        loading={data.loading}
        waiting={waiting}
        waitingHref={waitlistHref ? waitlistHref(date) : null}
        members={data.members}
        memberId={memberId}
        choosesMember={view === 'week' || (view === 'day' && single)}
        onMove={(step) => setDate(moveDate(view, date, step))}
        onDate={setDate}
        onToday={() => setDate(today)}
        onView={setView}
        onMember={setChosen}
        onNewBooking={() =>
          setDialog({ kind: 'new', date, time: null, memberId: viewer.staffOf ?? (single ? memberId : null) })
        }
        onBlockTime={() =>
          setDialog({ kind: 'block', date, memberId: viewer.staffOf ?? memberId, span: null })
        }
      />
      {data.error && !data.ready ? (
        <Alert
          title={FAILURE_MESSAGES.loadBusinessData(errorReason(data.error))}
          onRetry={() => void data.retry()}
        />
      ) : view === 'month' ? (
        <MonthGrid
          days={days}
          byDay={bookingsByDay(bookings)}
          today={today}
          selectedDay={date}
          onSelect={openDay}
          month={date.slice(0, 7)}
        />
      ) : (
        <GridFrame
          business={business}
          columns={columns}
          bookings={bookings}
          hoursOf={data.hoursOf}
          now={now}
          showElsewhere={view === 'day' && !single}
          rights={rights}
          onOpen={setDialog}
          onMove={moving.drop}
        />
      )}
      <p className="text-sm text-slate-600">Flexible bookings have no date: find them in the Bookings tab.</p>
      <CalendarDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        business={business}
        services={services}
        bookings={bookings}
        members={data.members}
        viewer={viewer}
        now={now}
        onMove={moving.moveAsync}
      />
    </div>
  );
}
