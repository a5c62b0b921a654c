// What the picked dates become: closed all day or special hours (opening and closing time), and
// an optional note for customers.
import { DATE_OVERRIDE_NOTE_MAX_LENGTH } from '@booklane/shared/domain';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { TimeInput } from '@/components/ui/time-input';
import type { DraftErrors, OverrideDraft } from '../../date-overrides-model';

const KINDS = [
  ['closed', 'Closed all day'],
  ['hours', 'Special hours'],
] as const;

export function DraftFields({
  draft,
  errors,
  onChange,
}: {
  draft: OverrideDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<OverrideDraft>) => void;
}) {
  const id = useId();
  const errorId = errors.end ? `${id}-hours-error` : undefined;
  return (
    <div className="min-w-0 flex-1 space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">On the picked dates</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map(([kind, label]) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm sm:min-h-0 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
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
            <TimeInput
              id={`${id}-start`}
              label="Opening time"
              value={draft.start}
              errorId={errorId}
              onChange={(start) => onChange({ start })}
            />
            <span className="text-slate-500" aria-hidden="true">
              to
            </span>
            <TimeInput
              id={`${id}-end`}
              label="Closing time"
              value={draft.end}
              errorId={errorId}
              onChange={(end) => onChange({ end })}
            />
          </div>
          {errors.end ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
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
