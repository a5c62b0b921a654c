// One booking of the customer's history (spec section 2 "Customer booking history"): service,
// business and team member (decisions.md 9.1), Completed, Cancelled or No-show, the day, time, duration and
// price as booked, notes, who cancelled and when it ended (history-entry.ts), what the page adds
// (`children`: the review line) and the emails sent to the customer about it.
import type { Booking } from '@booklane/shared/schemas';
import type { ComponentType, ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { CalendarIcon, ClockIcon, TagIcon, type IconProps } from '@/components/ui/icons';
import { bookingMemberText } from '../model/booking-member';
import { historyEntry, type HistoryEntry } from '../model/history-entry';
import { BOOKING_STATUS_TONES } from '../model/status-look';
import { BookingNotifications } from './booking-notifications';

/** The customer's history keeps its green for a visit that took place; a no-show is grey everywhere. */
const BADGE_TONES = {
  Completed: 'emerald',
  Cancelled: BOOKING_STATUS_TONES.cancelled,
  'No-show': BOOKING_STATUS_TONES['no-show'],
} as const satisfies Record<HistoryEntry['badge'], string>;

type Fact = { label: string; value: string | null; Icon: ComponentType<IconProps> | null };

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {facts.map(({ label, value, Icon }) =>
        value ? (
          <div key={label} className={Icon ? 'flex items-center gap-2 text-slate-700' : 'text-slate-700'}>
            {Icon ? <Icon className="h-4 w-4 text-slate-400" /> : null}
            <dt className="sr-only">{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

export function CustomerHistoryCard({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const entry = historyEntry(booking);
  const member = bookingMemberText(booking);
  return (
    <li data-testid="history-booking" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-slate-900">{entry.serviceName}</h2>
          <p className="text-sm text-slate-600">
            {entry.businessName}
            {member ? ` · ${member}` : null}
          </p>
        </div>
        <Badge tone={BADGE_TONES[entry.badge]}>{entry.badge}</Badge>
      </div>
      <Facts
        facts={[
          { label: 'Date', value: entry.date, Icon: CalendarIcon },
          { label: 'Time', value: entry.time, Icon: ClockIcon },
          { label: 'Duration', value: entry.duration, Icon: null },
          { label: 'Price', value: entry.price, Icon: TagIcon },
        ]}
      />
      {entry.notes ? (
        <p className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-medium">Notes: </span>
          {entry.notes}
        </p>
      ) : null}
      {entry.cancelledBy ? (
        <p className="mt-3 text-sm font-medium text-red-700">{entry.cancelledBy}</p>
      ) : null}
      {entry.finished ? (
        <p className={`${entry.cancelledBy ? 'mt-1' : 'mt-3'} text-xs text-slate-500`}>{entry.finished}</p>
      ) : null}
      {children}
      <BookingNotifications bookingId={booking._id} viewer="customer" className="mt-2" />
    </li>
  );
}
