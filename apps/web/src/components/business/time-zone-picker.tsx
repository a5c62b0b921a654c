// The business's time zone (decisions.md section 4): a search box over a select of canonical IANA
// zones. Shared by the business form and the business registration (issue 33).
import { useId, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons';
import { canonicalTimeZones, filterTimeZoneChoices, timeZoneChoices } from '@/lib/time-zones';

function matchText(count: number): string {
  if (count === 0) return 'No time zone matches.';
  return `${count} time zone${count === 1 ? '' : 's'} match: choose in the list below.`;
}

/**
 * The time-zone select with a search box above it: canonical IANA zones with their UTC offset
 * now (`(UTC+01:00) Europe/Berlin`), west to east; the search narrows the list by city, region
 * or offset, and the chosen zone always stays in it.
 */
export function TimeZonePicker({
  field,
  error,
  currentTimeZone,
  hint = 'Opening hours, breaks and bookings are in this zone. Offsets are as of today.',
}: {
  /** The form's registration of its time-zone field. */
  field: UseFormRegisterReturn;
  error: string | undefined;
  /** The zone chosen when the picker opens (the stored one, the browser's): always listed. */
  currentTimeZone: string;
  hint?: string;
}) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState(currentTimeZone);
  const choices = useMemo(
    () => timeZoneChoices(canonicalTimeZones(), new Date(), [currentTimeZone]),
    [currentTimeZone],
  );
  const shown = filterTimeZoneChoices(choices, query, chosen);
  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Find a time zone
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="City, region or offset, e.g. Berlin or +01"
            aria-describedby={`${searchId}-count`}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-9 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
          />
        </div>
        <p id={`${searchId}-count`} className="mt-1.5 text-sm text-slate-600" aria-live="polite">
          {query.trim() ? matchText(filterTimeZoneChoices(choices, query).length) : ''}
        </p>
      </div>
      <SelectField
        label="Time zone"
        hint={hint}
        error={error}
        {...field}
        onChange={(event) => {
          setChosen(event.target.value);
          return field.onChange(event);
        }}
      >
        {shown.map((choice) => (
          <option key={choice.zone} value={choice.zone}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
