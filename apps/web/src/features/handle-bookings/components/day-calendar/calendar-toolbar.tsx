// The calendar's toolbar (decisions.md 9.2): previous, Today, next and a date to go to; the range
// shown, with how many are on the day's waitlist (decisions.md 9.3); Day, Week or Month; the team member of a week (and of the day on a phone); New booking
// and Block time, the keyboard's way to every empty time.
import type { TeamMember } from '@booklane/shared/schemas';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { CalendarView } from '../../calendar-model';

const VIEWS: ReadonlyArray<{ id: CalendarView; label: string }> = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
];

const SMALL_CONTROL =
  'block min-h-11 rounded-lg border border-slate-300 bg-white px-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:min-h-9 sm:text-sm';

export type ToolbarProps = {
  view: CalendarView;
  date: string;
  title: string;
  loading: boolean;
  /** People on the day's waitlist (0: no chip). */
  waiting: number;
  /** Where the chip leads (the day's waitlist); null: plain text. */
  waitingHref: string | null;
  members: ReadonlyArray<Pick<TeamMember, '_id' | 'name'>>;
  memberId: string | null;
  /** The member switcher is shown (a week, or a day on a phone). */
  choosesMember: boolean;
  onMove: (step: number) => void;
  onDate: (date: string) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
  onMember: (memberId: string) => void;
  onNewBooking: () => void;
  onBlockTime: () => void;
};

const CHIP =
  'inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900';

/** `3 waiting`: the day's people on the waitlist, a link to them when there is one. */
function WaitingChip({ count, href }: { count: number; href: string | null }) {
  const words = (
    <>
      {count} waiting<span className="sr-only"> on the waitlist</span>
    </>
  );
  return href ? (
    <Link
      to={href}
      className={`${CHIP} min-h-11 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-h-7`}
      data-testid="calendar-waiting"
    >
      {words}
    </Link>
  ) : (
    <span className={CHIP} data-testid="calendar-waiting">
      {words}
    </span>
  );
}

export function CalendarToolbar(props: ToolbarProps) {
  const { view } = props;
  return (
    <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-2 sm:p-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => props.onMove(-1)}
            aria-label={`Previous ${view}`}
            className={buttonClasses('ghost', 'sm', 'px-2')}
          >
            <ChevronLeftIcon />
          </button>
          <button type="button" onClick={props.onToday} className={buttonClasses('secondary', 'sm')}>
            Today
          </button>
          <button
            type="button"
            onClick={() => props.onMove(1)}
            aria-label={`Next ${view}`}
            className={buttonClasses('ghost', 'sm', 'px-2')}
          >
            <ChevronRightIcon />
          </button>
        </div>
        <h3
          className="min-w-0 text-base font-semibold text-slate-900"
          aria-live="polite"
          data-testid="calendar-range"
        >
          {props.title}
        </h3>
        {props.waiting > 0 ? <WaitingChip count={props.waiting} href={props.waitingHref} /> : null}
        {props.loading ? <Spinner className="h-4 w-4 text-indigo-600" /> : null}
        <div className="ml-auto flex flex-wrap gap-2">
          <button type="button" onClick={props.onNewBooking} className={buttonClasses('primary', 'sm')}>
            <PlusIcon className="h-4 w-4" />
            New booking
          </button>
          <button type="button" onClick={props.onBlockTime} className={buttonClasses('secondary', 'sm')}>
            <ClockIcon className="h-4 w-4" />
            Block time
          </button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg bg-slate-100 p-1">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              aria-pressed={view === v.id}
              onClick={() => props.onView(v.id)}
              className={`min-h-11 rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-h-0 ${
                view === v.id ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {v.label}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-1.5 text-sm text-slate-700">
          <span className="sr-only sm:not-sr-only">Date</span>
          <input
            type="date"
            value={props.date}
            onChange={(e) => e.target.value && props.onDate(e.target.value)}
            className={SMALL_CONTROL}
          />
        </label>
        {props.choosesMember && props.members.length > 0 ? (
          <label className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700">
            <span>Team member</span>
            <select
              value={props.memberId ?? props.members[0]?._id ?? ''}
              onChange={(e) => props.onMember(e.target.value)}
              className={`${SMALL_CONTROL} min-w-0 max-w-[12rem]`}
            >
              {props.members.map((member) => (
                <option key={member._id} value={member._id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
    </div>
  );
}
