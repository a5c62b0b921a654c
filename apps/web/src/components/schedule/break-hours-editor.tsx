// Break hours (spec section 3) of a service, or of a team member (decisions.md 9.1): name, start,
// end and the weekdays it applies to, in any react-hook-form whose `breakHours` field holds them.
// A new break is 12:00-13:00, Monday to Friday. At most BREAK_HOURS_MAX breaks: at the limit the
// add button gives way to the rule; above it (a list saved before the limit), the rule is an error.
import {
  BREAK_HOURS_MAX,
  defaultBreakHour,
  VALIDATION_MESSAGES,
  WEEKDAYS,
  weekdayLabel,
} from '@booklane/shared/domain';
import { type BreakHourDraft } from '@booklane/shared/schemas';
import { useId } from 'react';
import type {
  ArrayPath,
  Control,
  FieldArray,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
} from 'react-hook-form';
import { useFieldArray } from 'react-hook-form';
import { PlusIcon, TrashIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

/** A form with break hours. */
type WithBreaks = FieldValues & { breakHours?: BreakHourDraft[] | undefined };

/**
 * A new break: 12:00-13:00, Monday to Friday (spec section 3).
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function newBreakHour(): BreakHourDraft {
  const brk = defaultBreakHour();
  return { ...brk, days: [...brk.days] };
}

export function BreakHoursEditor<T extends WithBreaks, Output extends FieldValues = T>({
  control,
  register: registerAny,
  errors,
  emptyText = 'No breaks: customers can book any open time.',
}: {
  control: Control<T, unknown, Output>;
  register: UseFormRegister<T>;
  errors: FieldErrors<WithBreaks>['breakHours'];
  /** What an empty list says. */
  emptyText?: string;
}) {
  const { fields, append, remove } = useFieldArray<T, ArrayPath<T>, 'id', Output>({
    control,
    name: 'breakHours' as ArrayPath<T>,
  });
  // The paths below are those of `breakHours`, which every T has.
  const register = (path: string) => registerAny(path as Path<T>);
  const baseId = useId();
  const atLimit = fields.length >= BREAK_HOURS_MAX;
  // The list's own error: too many breaks (saved before the limit existed), shown from the moment
  // the form opens, so the owner knows what to fix before saving, until enough are removed.
  const listError =
    errors?.root?.message ??
    errors?.message ??
    (fields.length > BREAK_HOURS_MAX ? VALIDATION_MESSAGES.breakHoursTooMany : undefined);
  return (
    <div className="space-y-3">
      {fields.length === 0 ? <p className="text-sm text-slate-600">{emptyText}</p> : null}
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const fieldErrors = Array.isArray(errors) ? errors[index] : undefined;
          const daysError = fieldErrors?.days?.message;
          return (
            <li
              key={field.id}
              className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
              data-testid="break-hour"
            >
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] sm:items-end">
                <TextField
                  label={`Break ${index + 1} name`}
                  error={fieldErrors?.name?.message}
                  {...register(`breakHours.${index}.name`)}
                />
                <TextField
                  label="Starts"
                  type="time"
                  error={fieldErrors?.start?.message}
                  {...register(`breakHours.${index}.start`)}
                />
                <TextField
                  label="Ends"
                  type="time"
                  error={fieldErrors?.end?.message}
                  {...register(`breakHours.${index}.end`)}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={`Remove break ${index + 1}`}
                  className={buttonClasses('ghost', 'md', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
                >
                  <TrashIcon className="h-4 w-4" />
                  <span className="sm:sr-only">Remove</span>
                </button>
              </div>
              <fieldset className="mt-3">
                <legend className="mb-1.5 text-sm font-medium text-slate-800">Days</legend>
                <div className="flex flex-wrap gap-2">
                  {WEEKDAYS.map((day) => (
                    <label
                      key={day}
                      htmlFor={`${baseId}-${index}-${day}`}
                      className="inline-flex min-h-11 min-w-11 cursor-pointer items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm sm:min-h-9 text-slate-700 has-[:checked]:border-indigo-300 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
                    >
                      <input
                        id={`${baseId}-${index}-${day}`}
                        type="checkbox"
                        value={day}
                        className="h-5 w-5 rounded border-slate-300 text-indigo-600"
                        {...register(`breakHours.${index}.days`)}
                      />
                      <span className="sr-only">{weekdayLabel(day)}</span>
                      <span aria-hidden="true">{weekdayLabel(day).slice(0, 3)}</span>
                    </label>
                  ))}
                </div>
                {daysError ? (
                  <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                    {daysError}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : atLimit ? (
        <p className="text-sm text-slate-600">{VALIDATION_MESSAGES.breakHoursTooMany}</p>
      ) : null}
      <button
        type="button"
        onClick={() => append(newBreakHour() as FieldArray<T, ArrayPath<T>>)}
        disabled={atLimit}
        className={buttonClasses('subtle', 'sm')}
      >
        <PlusIcon className="h-4 w-4" />
        Add break
      </button>
    </div>
  );
}
