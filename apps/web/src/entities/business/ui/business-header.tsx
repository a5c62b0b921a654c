// The business page header (spec section 2): back button, logo or initial, name with a badge next
// to it and one below, category, description; the upcoming closures and special hours near
// today's hours (decisions.md 8.4); the rating, linking down to the reviews (docs/decisions/0023);
// under them the page's next free time and Book button (`actions`). The contact details are
// their own section after the services (business-contact.tsx, issue 39 item 2).
import { categoryLabel, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { ArrowLeftIcon, CalendarIcon, TagIcon } from '@/components/ui/icons';
import { logoSources } from '@/lib/logo-url';
import { useRenderClock } from '@/lib/server-view';
import { todayHours, upcomingOverrideLines } from '../model/page-rules';

export function BusinessHeader({
  business,
  back,
  rating,
  actions,
}: {
  business: Business;
  back: { to: string; label: string };
  /** The rating next to the category (the review entity's HeaderRating, composed in by the page). */
  rating?: ReactNode;
  /** Under the name and rating: the next free time and the Book button (composed in by the page). */
  actions?: ReactNode;
}) {
  // The page is rendered on the server too: until hydration is done, its clock.
  const { now, hydrated } = useRenderClock();
  const hours = todayHours(business, now);
  const overrides = upcomingOverrideLines(business, now);
  // A visitor elsewhere reads the hours as the business's local time (decisions.md section 4); the
  // server does not know the visitor's zone, so the note comes once the page runs.
  const zone = hydrated ? timeZoneNote(business.timezone, visitorTimeZone()) : null;
  return (
    <div>
      <Link
        to={back.to}
        aria-label={back.label}
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-600 sm:min-h-0 hover:bg-slate-100 hover:text-slate-900 -ml-2"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Back
      </Link>
      <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="h-20 bg-gradient-to-r from-indigo-600 via-indigo-500 to-violet-500 sm:h-24" />
        <div className="px-5 pb-6 sm:px-8">
          <div className="-mt-10 sm:-mt-12">
            <div className="inline-block rounded-2xl bg-white p-1 shadow-md">
              <Avatar
                sources={logoSources(business.logo)}
                name={business.name}
                size="xl"
                shape="rounded"
                maxInitials={1}
              />
            </div>
          </div>

          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="min-w-0 break-words text-2xl font-bold text-slate-900 sm:text-3xl">
              {business.name}
            </h1>
            <Badge tone={hours.open ? 'emerald' : 'slate'}>
              {hours.text}
              {zone && hours.open ? <span title={zone}> · {zone.replace(/ \(.*\)$/, '')}</span> : null}
            </Badge>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone="indigo">@{business.username}</Badge>
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <TagIcon className="h-4 w-4 text-slate-400" />
              {categoryLabel(business.category)}
            </span>
            {rating}
          </div>
          {actions ? <div className="mt-4">{actions}</div> : null}

          {overrides.length > 0 ? (
            <section
              aria-label="Closures and special hours"
              className="mt-4 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 px-4 py-3"
              data-testid="upcoming-closures"
            >
              <h2 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
                <CalendarIcon className="h-4 w-4" />
                Closures and special hours
              </h2>
              <ul className="mt-1.5 space-y-1 text-sm text-amber-900">
                {overrides.map((line) => (
                  <li key={line.date} className="break-words">
                    {line.text}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <p
            className={`mt-4 max-w-3xl whitespace-pre-line ${business.description ? 'text-slate-700' : 'italic text-slate-500'}`}
          >
            {business.description || FALLBACK_NAMES.noDescription}
          </p>
        </div>
      </header>
    </div>
  );
}
