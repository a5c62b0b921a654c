// Closures and special hours (decisions.md 8.4): the owner picks one or more dates on a month
// calendar, chooses Closed or one-off hours and an optional note, and adds them to the list; the
// whole list is saved with PUT /businesses/{id}/date-overrides. Bookings the new list leaves on a
// closed day or outside the day's hours are listed after saving, for the owner to handle: they are
// never cancelled silently. The state is use-date-overrides.ts's.
import type { Business } from '@booklane/shared/schemas';
import { useId } from 'react';
import { PlusIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { formatDateShort, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { DraftFields } from './date-overrides/draft-fields';
import { MonthCalendar } from './date-overrides/month-calendar';
import { OverrideList } from './date-overrides/override-list';
import { useDateOverrides, type DateOverridesState } from './date-overrides/use-date-overrides';

/**
 * The editor with its own state.
 * @internal Exported for its unit tests.
 */
export function DateOverridesEditor({ business }: { business: Business }) {
  return <DateOverridesSection business={business} state={useDateOverrides(business)} />;
}

/** The editor with its state from outside: `embedded` in the Schedule tab's form (its one Save). */
export function DateOverridesSection({
  business,
  state,
  embedded = false,
}: {
  business: Business;
  state: DateOverridesState;
  embedded?: boolean;
}) {
  const headingId = useId();
  const { picked, draftErrors } = state;
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  return (
    <section aria-labelledby={headingId} className="max-w-3xl space-y-4 border-t border-slate-200 pt-6">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Closures and special hours
        </h2>
        <p className="text-sm text-slate-600">
          Days off and one-off hours beat the weekly hours for every service. Customers see upcoming closures
          on your public page.
          {zoneNote ? ` Dates and times in ${zoneNote}.` : null}
        </p>
      </div>

      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:p-4">
        <div className="space-y-1.5">
          <MonthCalendar
            today={state.today}
            picked={picked}
            marked={new Set(state.overrides.map((override) => override.date))}
            onToggle={state.togglePick}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {picked.length === 0
              ? 'Pick one or more dates.'
              : `${picked.length} date${picked.length === 1 ? '' : 's'} picked: ${picked.map(formatDateShort).join(', ')}`}
          </p>
          {draftErrors.dates ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {draftErrors.dates}
            </p>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <DraftFields draft={state.draft} errors={draftErrors} onChange={state.changeDraft} />
          <div>
            <button
              type="button"
              onClick={state.add}
              className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
            >
              <PlusIcon className="h-4 w-4" />
              Add to the list
            </button>
          </div>
        </div>
      </div>

      <OverrideList state={state} embedded={embedded} />
    </section>
  );
}
