// Closures and special hours (decisions.md 8.4): the owner picks one or more dates on a month
// calendar, chooses Closed or one-off hours and an optional note, and adds them to the list; the
// whole list is saved with PUT /businesses/{id}/date-overrides. Bookings the new list leaves on a
// closed day or outside the day's hours are listed after saving, for the owner to handle: they are
// never cancelled silently.
import {
  bookingLocalWhen,
  type Booking,
  type Business,
  type DateOverride,
  DATE_OVERRIDE_NOTE_MAX_LENGTH,
  FAILURE_MESSAGES,
  FALLBACK_NAMES,
  formatTime12h,
  todayInZone,
  updateDateOverridesRequestSchema,
  bookingContact,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon, PlusIcon, TrashIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { errorReason } from '@/lib/api-client';
import { formatDateLong, formatDateShort, timeZoneNote, visitorTimeZone } from '@/lib/format';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { businessBookingsKey } from '@/entities/booking/api/keys';
import { updateDateOverrides } from '../api/update-date-overrides';
import {
  addMonths,
  EMPTY_DRAFT,
  lastPickableDate,
  mergeOverrides,
  monthGrid,
  monthLabel,
  monthOf,
  overrideErrorsOf,
  overrideHoursText,
  overridesFromDraft,
  togglePicked,
  type DraftErrors,
  type OverrideDraft,
  upcomingOverrides,
} from '../date-overrides-model';

const WEEKDAY_HEADERS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

function todayOf(timezone: string): string {
  try {
    return todayInZone(new Date(), timezone);
  } catch {
    return todayInZone(new Date(), 'UTC');
  }
}

function MonthCalendar({
  today,
  picked,
  marked,
  onToggle,
}: {
  today: string;
  picked: readonly string[];
  /** Dates that already have an override. */
  marked: ReadonlySet<string>;
  onToggle: (date: string) => void;
}) {
  const [month, setMonth] = useState(() => monthOf(picked[0] ?? today));
  const captionId = useId();
  const first = monthOf(today);
  const last = monthOf(lastPickableDate(today));
  const end = lastPickableDate(today);
  return (
    <div
      className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3"
      data-testid="override-calendar"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          disabled={month <= first}
          className={buttonClasses('ghost', 'sm', 'px-2')}
          aria-label="Previous month"
        >
          <ChevronLeftIcon className="h-4 w-4" />
        </button>
        <h3 id={captionId} className="text-sm font-semibold text-slate-900" aria-live="polite">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          disabled={month >= last}
          className={buttonClasses('ghost', 'sm', 'px-2')}
          aria-label="Next month"
        >
          <ChevronRightIcon className="h-4 w-4" />
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center" aria-labelledby={captionId}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => {
                if (!inMonth) return <td key={date} />;
                const isPicked = picked.includes(date);
                const past = date < today || date > end;
                const hasOverride = marked.has(date);
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      disabled={past}
                      aria-pressed={isPicked}
                      aria-label={`${formatDateLong(date)}${hasOverride ? ' (has an override)' : ''}`}
                      onClick={() => onToggle(date)}
                      data-date={date}
                      className={`relative flex h-11 w-full sm:h-10 items-center justify-center rounded-lg text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-300 ${
                        isPicked
                          ? 'bg-indigo-600 font-semibold text-white hover:bg-indigo-700'
                          : 'text-slate-800 hover:bg-indigo-50'
                      } ${date === today && !isPicked ? 'ring-1 ring-inset ring-indigo-300' : ''}`}
                    >
                      {Number(date.slice(8))}
                      {hasOverride ? (
                        <span
                          aria-hidden="true"
                          className={`absolute bottom-1 h-1 w-1 rounded-full ${isPicked ? 'bg-white' : 'bg-amber-500'}`}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const timeInput =
  'block w-full min-w-0 rounded-lg border bg-white px-2.5 py-2 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm';

function DraftFields({
  draft,
  errors,
  onChange,
}: {
  draft: OverrideDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<OverrideDraft>) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1 space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">On the picked dates</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ['closed', 'Closed all day'],
              ['hours', 'Special hours'],
            ] as const
          ).map(([kind, label]) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={draft.kind === kind}
                onChange={() => onChange({ kind })}
                className="h-4 w-4 border-slate-300 text-indigo-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === 'hours' ? (
        <div>
          <div className="flex items-center gap-2">
            <label className="sr-only" htmlFor={`${id}-start`}>
              Opening time
            </label>
            <input
              id={`${id}-start`}
              type="time"
              value={draft.start}
              onChange={(event) => onChange({ start: event.target.value })}
              aria-invalid={errors.end ? true : undefined}
              aria-describedby={errors.end ? `${id}-hours-error` : undefined}
              className={`${timeInput} ${errors.end ? 'border-red-400' : 'border-slate-300'}`}
            />
            <span className="text-slate-500" aria-hidden="true">
              to
            </span>
            <label className="sr-only" htmlFor={`${id}-end`}>
              Closing time
            </label>
            <input
              id={`${id}-end`}
              type="time"
              value={draft.end}
              onChange={(event) => onChange({ end: event.target.value })}
              aria-invalid={errors.end ? true : undefined}
              aria-describedby={errors.end ? `${id}-hours-error` : undefined}
              className={`${timeInput} ${errors.end ? 'border-red-400' : 'border-slate-300'}`}
            />
          </div>
          {errors.end ? (
            <p id={`${id}-hours-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {errors.end}
            </p>
          ) : (
            <p className="mt-1.5 text-sm text-slate-600">Instead of the weekly hours, for every service.</p>
          )}
        </div>
      ) : null}
      <TextField
        label="Note for customers"
        optional
        placeholder="e.g. Christmas Eve"
        value={draft.note}
        onChange={(event) => onChange({ note: event.target.value })}
        hint={`Shown on your public page; up to ${DATE_OVERRIDE_NOTE_MAX_LENGTH} characters.`}
        error={errors.note}
      />
    </div>
  );
}

function AffectedBookings({ bookings }: { bookings: readonly Booking[] }) {
  return (
    <Alert tone="warning" title="These bookings fall on a closed day or outside the new hours:">
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="affected-bookings">
        {bookings.map((booking) => {
          const { date, time } = bookingLocalWhen(booking);
          const who = bookingContact(booking).name;
          return (
            <li key={booking._id}>
              {date ? formatDateShort(date) : 'No date'}
              {time ? ` at ${formatTime12h(time)}` : ''}: {booking.service?.name ?? FALLBACK_NAMES.service}{' '}
              for {who}
            </li>
          );
        })}
      </ul>
      <p className="mt-2">
        They are not cancelled: contact the customers, then confirm or cancel them in{' '}
        <Link to={`${PATHS.businessDashboard}?tab=bookings`} className="font-medium underline">
          the Bookings tab
        </Link>
        .
      </p>
    </Alert>
  );
}

export function DateOverridesEditor({ business }: { business: Business }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const today = todayOf(business.timezone);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const [picked, setPicked] = useState<string[]>([]);
  const [draft, setDraft] = useState<OverrideDraft>(EMPTY_DRAFT);
  const [draftErrors, setDraftErrors] = useState<DraftErrors>({});
  const [result, setResult] = useState<{ affected: Booking[] } | null>(null);
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isDirty },
  } = useForm<{ dateOverrides: DateOverride[] }>({
    resolver: zodResolver(updateDateOverridesRequestSchema),
    // Past dates stay stored until the next save drops them: the list starts from today.
    defaultValues: { dateOverrides: upcomingOverrides(business.dateOverrides ?? [], today) },
  });
  const list = useFieldArray({ control, name: 'dateOverrides', keyName: 'key' });
  const overrides = list.fields;
  const rowErrors = overrideErrorsOf(errors.dateOverrides);
  const listError = errors.dateOverrides?.message ?? errors.dateOverrides?.root?.message;

  const save = useMutation({
    mutationFn: (dateOverrides: DateOverride[]) => updateDateOverrides(business._id, dateOverrides),
    onSuccess: async (answer) => {
      reset({ dateOverrides: upcomingOverrides(answer.business.dateOverrides, today) });
      setResult({ affected: answer.affectedBookings });
      await refreshOwnBusiness(queryClient);
      await queryClient.invalidateQueries({ queryKey: businessBookingsKey(business._id) });
    },
    onError: () => setResult(null),
  });

  const add = () => {
    const made = overridesFromDraft(picked, draft);
    if ('errors' in made) {
      setDraftErrors(made.errors);
      return;
    }
    setDraftErrors({});
    setResult(null);
    list.replace(mergeOverrides(getValues('dateOverrides'), made.overrides));
    setPicked([]);
    setDraft((current) => ({ ...current, note: '' }));
  };

  const marked = new Set(overrides.map((override) => override.date));

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
            today={today}
            picked={picked}
            marked={marked}
            onToggle={(date) => {
              setDraftErrors((current) => ({ ...current, dates: undefined }));
              setPicked((current) => togglePicked(current, date));
            }}
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
          <DraftFields
            draft={draft}
            errors={draftErrors}
            onChange={(patch) => {
              setDraftErrors({});
              setDraft((current) => ({ ...current, ...patch }));
            }}
          />
          <div>
            <button
              type="button"
              onClick={add}
              className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
            >
              <PlusIcon className="h-4 w-4" />
              Add to the list
            </button>
          </div>
        </div>
      </div>

      <form
        noValidate
        onSubmit={handleSubmit((values) => save.mutate(values.dateOverrides))}
        aria-busy={save.isPending}
        className="space-y-4"
      >
        <h3 className="text-base font-semibold text-slate-900">Upcoming</h3>
        {overrides.length === 0 ? (
          <p className="text-sm text-slate-600">
            No closures or special hours: the weekly hours apply every day.
          </p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
            data-testid="date-overrides"
          >
            {overrides.map((override, index) => (
              <li key={override.key} className="flex items-start gap-3 px-3 py-3 sm:px-4">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{formatDateLong(override.date)}</span>
                    <Badge tone={override.closed ? 'slate' : 'emerald'}>{overrideHoursText(override)}</Badge>
                  </div>
                  {override.note ? (
                    <p className="mt-0.5 break-words text-sm text-slate-600">{override.note}</p>
                  ) : null}
                  {rowErrors[index] ? (
                    <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                      {rowErrors[index]}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  onClick={() => {
                    setResult(null);
                    list.remove(index);
                  }}
                  className={buttonClasses(
                    'ghost',
                    'sm',
                    'shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800',
                  )}
                  aria-label={`Remove ${formatDateLong(override.date)}`}
                >
                  <TrashIcon className="h-4 w-4" />
                  <span className="hidden sm:inline">Remove</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {listError ? <Alert>{listError}</Alert> : null}
        {save.isError ? <Alert>{FAILURE_MESSAGES.saveDateOverrides(errorReason(save.error))}</Alert> : null}
        {result && !isDirty ? (
          result.affected.length > 0 ? (
            <AffectedBookings bookings={result.affected} />
          ) : (
            <Alert tone="success">Closures and special hours saved.</Alert>
          )
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {isDirty ? <span className="text-sm text-amber-800">Unsaved changes</span> : null}
          <button
            type="submit"
            disabled={save.isPending || !isDirty}
            className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
          >
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? 'Saving...' : 'Save closures'}
          </button>
        </div>
      </form>
    </section>
  );
}
