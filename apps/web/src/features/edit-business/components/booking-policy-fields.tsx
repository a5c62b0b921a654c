// The "Booking policy" part of the business form (decisions.md 8.3, 9.3): until when customers may
// cancel or reschedule by themselves (hours before the start), how long a freed place is held for
// the first person on the waitlist (minutes), and up to three reminder emails, each a number and a
// unit before the start. Saved with the business.
import {
  CANCELLATION_NOTICE_HOURS_MAX,
  CANCELLATION_NOTICE_HOURS_MIN,
  cancellationPolicyText,
  REMINDER_LEADS_MAX,
  VALIDATION_MESSAGES,
  WAITLIST_HOLD_MINUTES_MAX,
  WAITLIST_HOLD_MINUTES_MIN,
} from '@booklane/shared/domain';
import { cancellationNoticeHoursSchema, type UpdateBusinessRequest } from '@booklane/shared/schemas';
import { useId } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { PlusIcon, TrashIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { BusinessProfileValues } from '../business-form-resolver';
import { canAddReminder, nextReminder, REMINDER_UNITS, type ReminderUnit } from '../policy-model';

const UNIT_WORDS: Record<ReminderUnit, [one: string, many: string]> = {
  minutes: ['minute', 'minutes'],
  hours: ['hour', 'hours'],
  days: ['day', 'days'],
};

const compactControl =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm ' +
  'focus:outline-none focus:ring-2 focus:ring-indigo-500 focus:border-indigo-500 sm:text-sm';

/** The customers' wording of a typed notice, or null while the shared rule refuses it. */
function policyPreview(text: string | undefined): string | null {
  const typed = (text ?? '').trim();
  const hours = cancellationNoticeHoursSchema.safeParse(typed === '' ? Number.NaN : Number(typed));
  return hours.success ? cancellationPolicyText(hours.data) : null;
}

function ReminderRows({
  control,
  register,
  errors,
}: {
  control: Control<BusinessProfileValues, unknown, UpdateBusinessRequest>;
  register: UseFormRegister<BusinessProfileValues>;
  errors: FieldErrors<BusinessProfileValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'policy.reminders' });
  const rows = useWatch({ control, name: 'policy.reminders' }) ?? [];
  const baseId = useId();
  const listErrors = errors.policy?.reminders;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  const canAdd = canAddReminder(fields);
  return (
    <fieldset className="space-y-3" aria-describedby={`${baseId}-about`}>
      <legend className="text-sm font-medium text-slate-800">Reminder emails</legend>
      <p id={`${baseId}-about`} className="-mt-1 text-sm text-slate-600">
        Each customer gets an email this long before their booking starts: up to {REMINDER_LEADS_MAX}, from 5
        minutes to 7 days.
      </p>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="no-reminders">
          No reminders: customers get no reminder emails.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Reminders">
          {fields.map((field, index) => {
            const amountId = `${baseId}-${index}-amount`;
            const unitId = `${baseId}-${index}-unit`;
            const errorId = `${baseId}-${index}-error`;
            const rowErrors = Array.isArray(listErrors) ? listErrors[index] : undefined;
            const error: string | undefined = rowErrors?.amount?.message ?? rowErrors?.unit?.message;
            const amount = rows[index]?.amount ?? '';
            const one = Number(amount.trim()) === 1;
            return (
              <li key={field.id} data-testid="reminder">
                <div className="grid grid-cols-[minmax(0,6rem)_minmax(0,9rem)_auto] items-center justify-start gap-2 sm:grid-cols-[6rem_9rem_auto_auto] sm:gap-3">
                  <label htmlFor={amountId} className="sr-only">
                    Reminder {index + 1}: how long before
                  </label>
                  <input
                    id={amountId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step="any"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={`${compactControl} ${error ? 'border-red-400' : 'border-slate-300'}`}
                    {...register(`policy.reminders.${index}.amount`)}
                  />
                  <label htmlFor={unitId} className="sr-only">
                    Reminder {index + 1}: unit
                  </label>
                  <select
                    id={unitId}
                    className={`${compactControl} border-slate-300 pr-8`}
                    {...register(`policy.reminders.${index}.unit`)}
                  >
                    {REMINDER_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {UNIT_WORDS[unit][one ? 0 : 1]}
                      </option>
                    ))}
                  </select>
                  <span className="hidden text-sm text-slate-700 sm:inline" aria-hidden="true">
                    before the start
                  </span>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Remove reminder ${index + 1}`}
                    className={buttonClasses(
                      'ghost',
                      'md',
                      'min-h-11 min-w-11 justify-self-start px-2 text-red-700 hover:bg-red-50 hover:text-red-800 sm:min-h-10 sm:min-w-10',
                    )}
                  >
                    <TrashIcon className="h-4 w-4" />
                  </button>
                </div>
                {error ? (
                  <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {canAdd ? (
        <button
          type="button"
          onClick={() => append(nextReminder(rows))}
          className={buttonClasses('subtle', 'sm', 'min-h-11 sm:min-h-9')}
        >
          <PlusIcon className="h-4 w-4" />
          Add reminder
        </button>
      ) : (
        <p className="text-sm text-slate-600">{VALIDATION_MESSAGES.reminderLeadsTooMany}.</p>
      )}
    </fieldset>
  );
}

export function BookingPolicyFields({
  control,
  register,
  errors,
}: {
  control: Control<BusinessProfileValues, unknown, UpdateBusinessRequest>;
  register: UseFormRegister<BusinessProfileValues>;
  errors: FieldErrors<BusinessProfileValues>;
}) {
  const headingId = useId();
  const notice = useWatch({ control, name: 'policy.cancellationNoticeHours' });
  const preview = policyPreview(notice);
  return (
    <section aria-labelledby={headingId} className="space-y-5 border-t border-slate-200 pt-5">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Booking policy
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          How customers change their own bookings, how long a freed time waits for the waitlist, and when
          customers are reminded.
        </p>
      </div>
      <TextField
        label="Cancellation notice (hours)"
        type="number"
        inputMode="numeric"
        min={CANCELLATION_NOTICE_HOURS_MIN}
        max={CANCELLATION_NOTICE_HOURS_MAX}
        step={1}
        className="sm:max-w-40"
        error={errors.policy?.cancellationNoticeHours?.message}
        hint={
          <>
            Customers can cancel or reschedule a booking themselves until this many hours before it starts (
            {CANCELLATION_NOTICE_HOURS_MIN} means until the start); later, they need to contact you.
            {preview ? (
              <span className="mt-1 block" data-testid="policy-preview">
                Your page shows: “{preview}”
              </span>
            ) : null}
          </>
        }
        {...register('policy.cancellationNoticeHours')}
      />
      <TextField
        label="Hold a freed place for (minutes)"
        type="number"
        inputMode="numeric"
        min={WAITLIST_HOLD_MINUTES_MIN}
        max={WAITLIST_HOLD_MINUTES_MAX}
        step={1}
        className="sm:max-w-40"
        error={errors.policy?.waitlistHoldMinutes?.message}
        hint={`When a booked time frees up, the first person on the waitlist gets it held for this long before it goes to the next. From ${WAITLIST_HOLD_MINUTES_MIN} to ${WAITLIST_HOLD_MINUTES_MAX} minutes (a day).`}
        {...register('policy.waitlistHoldMinutes')}
      />
      <ReminderRows control={control} register={register} errors={errors} />
    </section>
  );
}
