// A booking card's "Notifications" section (decisions.md 8.2): closed at first; opening it loads
// the booking's delivery log and lists each email, whom it went to and what became of it.
// The business's cards and the customer's use it alike.
import type { NotificationLogEntry } from '@booklane/shared/schemas';
import { useId, useState } from 'react';
import { Address } from '@/components/ui/address';
import { ChevronDownIcon, MailIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import {
  formatLogTime,
  notificationLabel,
  notificationStatus,
  useBookingNotifications,
  type NotificationTone,
  type NotificationViewer,
} from '../api/get-booking-notifications';

const TONE_CLASSES: Record<NotificationTone, { text: string; dot: string }> = {
  done: { text: 'text-emerald-800', dot: 'bg-emerald-500' },
  waiting: { text: 'text-slate-600', dot: 'bg-slate-400' },
  retrying: { text: 'text-amber-800', dot: 'bg-amber-500' },
  failed: { text: 'text-red-700', dot: 'bg-red-500' },
};

function LogEntry({ entry, viewer }: { entry: NotificationLogEntry; viewer: NotificationViewer }) {
  const status = notificationStatus(entry, (iso) => formatLogTime(iso));
  const tone = TONE_CLASSES[status.tone];
  return (
    <li className="py-2 first:pt-0 last:pb-0" data-testid="notification">
      <p className="font-medium text-slate-900">{notificationLabel(entry.kind, viewer)}</p>
      <p className="break-words text-slate-600">
        {/* A message to someone who deleted their account keeps no address (decisions.md 9.6). */}
        {entry.to ? (
          <>
            to <Address value={entry.to} />
          </>
        ) : (
          'to a deleted account'
        )}
      </p>
      <p className={`flex items-start gap-1.5 ${tone.text}`}>
        <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${tone.dot}`} />
        <span className="min-w-0 break-words">{status.text}</span>
      </p>
    </li>
  );
}

function NotificationLog({ bookingId, viewer }: { bookingId: string; viewer: NotificationViewer }) {
  const log = useBookingNotifications(bookingId);
  if (log.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="h-4 w-4 text-indigo-600" />
        Loading notifications...
      </p>
    );
  }
  if (log.isError) {
    return (
      <div role="alert" className="text-red-700">
        <p className="break-words">Could not load notifications: {errorReason(log.error)}</p>
        <button
          type="button"
          onClick={() => void log.refetch()}
          disabled={log.isFetching}
          className="mt-1 inline-flex min-h-11 items-center sm:min-h-8 gap-1.5 rounded font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          {log.isFetching ? <Spinner /> : null}
          Try again
        </button>
      </div>
    );
  }
  if (log.data.length === 0) return <p className="text-slate-600">No notifications yet.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {log.data.map((entry, index) => (
        <LogEntry key={`${entry.kind}-${entry.createdAt}-${index}`} entry={entry} viewer={viewer} />
      ))}
    </ul>
  );
}

export function BookingNotifications({
  bookingId,
  viewer,
  className = '',
}: {
  bookingId: string;
  viewer: NotificationViewer;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="-mx-2 inline-flex min-h-11 items-center sm:min-h-9 gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <MailIcon className="h-4 w-4 text-slate-500" />
        Notifications
        <ChevronDownIcon
          className={`h-4 w-4 text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-1 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
        {open ? <NotificationLog bookingId={bookingId} viewer={viewer} /> : null}
      </div>
    </div>
  );
}
