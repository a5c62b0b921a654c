// What a held place is (decisions.md 9.3): the business, the service, the day and time in the
// business's zone (named when it differs from the visitor's), the team member, the price and the
// length. The offer page shows it; the banner says it in one line (placeText).
import { formatClockTime, formatMoney, hourCycleFor } from '@booklane/shared/domain';
import type { WaitlistOffer } from '@booklane/shared/schemas';
import type { ReactNode } from 'react';
import { CalendarIcon, ClockIcon, StoreIcon, TagIcon, UserIcon } from '@/components/ui/icons';
import { formatDateLong, timeZoneNote, visitorTimeZone } from '@/lib/format';

// A <dl>'s group may hold only its <dt> and <dd>: the icon sits in the term, the value under the
// label (the icon's width and the gap: pl-7).
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs font-medium text-slate-500">
        <span className="shrink-0 text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 break-words pl-7 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function OfferSummary({ offer }: { offer: WaitlistOffer }) {
  const hourCycle = hourCycleFor(offer.business);
  const zoneNote = timeZoneNote(offer.business.timezone, visitorTimeZone());
  const { service, business } = offer;
  const facts = [
    service.price !== null ? formatMoney(service.price, business.currency, business.customCurrency) : null,
    service.duration !== null ? `${service.duration} min` : null,
  ].filter(Boolean);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Row icon={<StoreIcon className="h-4 w-4" />} label="Business">
        {business.name}
      </Row>
      <Row icon={<TagIcon className="h-4 w-4" />} label="Service">
        {service.name}
        {facts.length > 0 ? <span className="text-slate-600"> · {facts.join(' · ')}</span> : null}
      </Row>
      <Row icon={<CalendarIcon className="h-4 w-4" />} label="Date">
        {formatDateLong(offer.date)}
      </Row>
      <Row icon={<ClockIcon className="h-4 w-4" />} label="Time">
        {offer.startTime ? formatClockTime(offer.startTime, hourCycle) : 'Any time that day'}
        {zoneNote && offer.startTime ? (
          <span className="block text-xs text-slate-600">{zoneNote}</span>
        ) : null}
      </Row>
      {offer.teamMember ? (
        <Row icon={<UserIcon className="h-4 w-4" />} label="With">
          {offer.teamMember.name}
        </Row>
      ) : null}
    </dl>
  );
}
