// The customer dashboard's "Waitlist" (decisions.md 9.3): each entry still in line or holding a
// place, with its service, business, day, range of times and team member (or Anyone), and where it
// stands: "Number 2 in line", or a place held with its countdown and "Book it" (the offer's page).
// An entry in line can be left (after a question). Live: `waitlistOffer` and `bookingChanged`
// reload it, and so does the end of a hold shown here. Hidden while the customer waits for nothing.
import { FALLBACK_NAMES, hourCycleFor } from '@booklane/shared/domain';
import type { MyWaitlistEntry } from '@booklane/shared/schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ClockIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import { waitlistOfferPath } from '@/config/paths';
import {
  HoldTimer,
  memberText,
  placeText,
  positionText,
  useLeaveWaitlist,
  useMyWaitlist,
  useMyWaitlistUpdates,
  windowText,
} from '@/entities/waitlist';
import { errorReason } from '@/lib/api-client';
import { formatDateShort } from '@/lib/format';

function EntryRow({
  entry,
  onLeave,
  onHoldEnd,
}: {
  entry: MyWaitlistEntry;
  onLeave: () => void;
  onHoldEnd: () => void;
}) {
  const hourCycle = hourCycleFor(entry.business);
  const service = entry.service.name || FALLBACK_NAMES.service;
  const { offer } = entry;
  return (
    <li className="py-3" data-testid="waitlist-entry">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* Wrapped, not truncated: on a phone the whole name shows, and a line that does not
              wrap would widen the dashboard's column past the screen. */}
          <p className="font-medium text-slate-900 wrap-anywhere">{service}</p>
          <p className="text-sm text-slate-600 wrap-anywhere">
            {entry.business.name || FALLBACK_NAMES.business}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {/* The range wraps whole, not between a time and its AM/PM. */}
            {formatDateShort(entry.date)} ·{' '}
            <span className="whitespace-nowrap">{windowText(entry, hourCycle)}</span>
          </p>
          <p className="text-sm text-slate-600">{memberText(entry.teamMember)}</p>
        </div>
        <div className="shrink-0">
          {offer ? (
            <Badge tone="emerald">Place held</Badge>
          ) : entry.position !== null ? (
            <Badge tone="indigo">{positionText(entry.position)}</Badge>
          ) : null}
        </div>
      </div>
      {offer ? (
        <div className="mt-2 space-y-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <p>
            A place freed up: <span className="font-semibold">{placeText(offer, hourCycle)}</span>
            {offer.teamMember ? ` with ${offer.teamMember.name}` : ''}.
          </p>
          <HoldTimer
            expiresAt={offer.expiresAt}
            timeZone={entry.business.timezone}
            hourCycle={hourCycle}
            onEnd={onHoldEnd}
          />
          <Link
            to={waitlistOfferPath(offer.token)}
            className={buttonClasses('primary', 'sm')}
            aria-label={`Book it: ${service} on ${placeText(offer, hourCycle)}`}
          >
            Book it
          </Link>
        </div>
      ) : (
        <button
          type="button"
          onClick={onLeave}
          aria-label={`Leave the waitlist for ${service} on ${formatDateShort(entry.date)}`}
          className={`mt-1 inline-flex items-center rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${TOUCH_BUTTON} sm:min-h-9`}
        >
          Leave
        </button>
      )}
    </li>
  );
}

export function MyWaitlistPanel() {
  const titleId = useId();
  const waitlist = useMyWaitlist();
  useMyWaitlistUpdates(true);
  const leave = useLeaveWaitlist();
  const [leaving, setLeaving] = useState<MyWaitlistEntry | null>(null);
  const entries = waitlist.data ?? [];

  if (waitlist.isPending || (!waitlist.isError && entries.length === 0)) return null;

  const onConfirmLeave = () => {
    if (!leaving) return;
    leave.mutate(leaving._id, {
      onSuccess: (answer) => {
        setLeaving(null);
        toast.success(answer.message);
      },
      onError: (err) => {
        setLeaving(null);
        toast.error(`Could not leave the waitlist: ${errorReason(err)}`);
      },
    });
  };

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ClockIcon className="h-5 w-5 text-indigo-600" />
        Waitlist
      </h2>
      {waitlist.isError && entries.length === 0 ? (
        <Alert
          className="mt-4"
          title="Your waitlist could not be loaded."
          onRetry={() => void waitlist.refetch()}
        />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100" aria-label="Waitlist entries">
          {entries.map((entry) => (
            <EntryRow
              key={entry._id}
              entry={entry}
              onLeave={() => setLeaving(entry)}
              onHoldEnd={() => void waitlist.refetch()}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title="Leave the waitlist?"
        message={
          leaving
            ? `You give up your place in line for ${leaving.service.name} on ${formatDateShort(leaving.date)}.`
            : ''
        }
        confirmLabel="Leave"
        cancelLabel="Stay in line"
        busy={leave.isPending}
        onConfirm={onConfirmLeave}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
