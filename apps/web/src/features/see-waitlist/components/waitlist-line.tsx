// One service's line on one day (decisions.md 9.3), as the owner and the staff read it: who is in
// it in line order (their place, or the place held for them and until when), how to reach them
// (email and phone as links), guest or account, the window they can make and the member they asked
// for; then, muted, those who no longer wait (booked, expired).
import type { BusinessWaitlistEntry } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Address } from '@/components/ui/address';
import { Badge } from '@/components/ui/badge';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { memberText } from '@/entities/waitlist';
import {
  DONE_WORDS,
  heldPlaceWords,
  holdWords,
  lineSummary,
  ordinal,
  splitLine,
  windowWords,
} from '../model/waitlist-view';

/** The business's clock and zone, for the times of the line. */
export type LineBusiness = { timezone: string; currency?: string | null };

const CONTACT_LINK = 'inline-flex min-h-11 min-w-0 items-center gap-1.5 hover:underline sm:min-h-0';

function Contact({ person, muted }: { person: BusinessWaitlistEntry['person']; muted: boolean }) {
  const icon = 'h-4 w-4 shrink-0 text-slate-400';
  const link = `${CONTACT_LINK} ${muted ? 'text-slate-600' : 'text-indigo-700'}`;
  return (
    <ul className="flex flex-wrap gap-x-4 text-sm" aria-label={`How to reach ${person.name}`}>
      <li className="min-w-0">
        <a href={`mailto:${person.email}`} className={link}>
          <MailIcon className={icon} />
          <span className="min-w-0 break-words">
            <Address value={person.email} />
          </span>
        </a>
      </li>
      {person.phone ? (
        <li>
          <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} className={link}>
            <PhoneIcon className={icon} />
            {person.phone}
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Where an entry in the line stands: its place (`1st`), or `Offer` while a place is held for it. */
function Marker({ entry }: { entry: BusinessWaitlistEntry }) {
  if (entry.status === 'offered') {
    return (
      <span className="inline-flex h-9 w-14 shrink-0 items-center justify-center rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
        Offer
      </span>
    );
  }
  return (
    <span className="inline-flex h-9 w-14 shrink-0 items-center justify-center rounded-full bg-indigo-50 px-2 text-sm font-semibold text-indigo-700">
      {entry.position ? ordinal(entry.position) : '–'}
      <span className="sr-only"> in line</span>
    </span>
  );
}

function EntryDetails({
  entry,
  business,
  now,
  muted,
}: {
  entry: BusinessWaitlistEntry;
  business: LineBusiness;
  now: Date;
  muted: boolean;
}) {
  const { person, offer } = entry;
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`font-medium ${muted ? 'text-slate-600' : 'text-slate-900'}`}>{person.name}</span>
        <Badge tone={person.isGuest ? 'slate' : 'indigo'}>{person.isGuest ? 'Guest' : 'Account'}</Badge>
        {entry.status === 'waiting' || entry.status === 'offered' ? null : (
          <span data-testid="waitlist-entry-status">
            <Badge tone="slate">{DONE_WORDS[entry.status]}</Badge>
          </span>
        )}
      </p>
      <p className={`text-sm ${muted ? 'text-slate-500' : 'text-slate-700'}`} data-testid="waitlist-window">
        <span className="sr-only">Can come </span>
        {windowWords(entry, business)}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, with </span>
        {memberText(entry.teamMember)}
      </p>
      <Contact person={person} muted={muted} />
      {offer && entry.status === 'offered' ? (
        <div
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-600/20"
          data-testid="waitlist-offer"
        >
          <p className="font-medium">Offered: {heldPlaceWords(offer, business)}</p>
          <p>{holdWords(offer.expiresAt, business, now)}</p>
        </div>
      ) : null}
    </div>
  );
}

export function WaitlistLine({
  service,
  entries,
  business,
  now,
}: {
  service: { _id: string; name: string };
  entries: readonly BusinessWaitlistEntry[];
  business: LineBusiness;
  now: Date;
}) {
  const titleId = useId();
  const doneId = useId();
  const { inLine, done } = splitLine(entries);
  const summary = lineSummary(entries);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="waitlist-line"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={titleId} className="min-w-0 break-words text-base font-semibold text-slate-900">
          {service.name}
        </h4>
        <p className="text-sm text-slate-600" data-testid="waitlist-line-summary">
          {summary ?? 'Nobody waits any more'}
        </p>
      </div>
      {inLine.length ? (
        <ol className="mt-2 divide-y divide-slate-100" aria-label={`In line for ${service.name}`}>
          {inLine.map((entry) => (
            <li key={entry._id} className="flex items-start gap-3 py-3" data-testid="waitlist-entry">
              <Marker entry={entry} />
              <EntryDetails entry={entry} business={business} now={now} muted={false} />
            </li>
          ))}
        </ol>
      ) : null}
      {done.length ? (
        <div className="mt-2 border-t border-slate-200 pt-3">
          <p id={doneId} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            No longer waiting
          </p>
          <ul className="divide-y divide-slate-100" aria-labelledby={doneId}>
            {done.map((entry) => (
              <li key={entry._id} className="py-3" data-testid="waitlist-entry-done">
                <EntryDetails entry={entry} business={business} now={now} muted />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
