// The events a webhook hears: "All events" (ticks or clears every one; mixed while some are
// ticked), then each event with its plain name and its technical one, which receivers switch on.
import { WEBHOOK_EVENTS } from '@booklane/shared/domain';
import type { CreateWebhookForm, CreateWebhookRequest } from '@booklane/shared/schemas';
import { useEffect, useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { eventLabel } from '@/entities/webhook/model/webhook-words';

const CHECK_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-indigo-300 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 sm:min-h-10';
const CHECKBOX = 'h-5 w-5 shrink-0 rounded border-slate-300 text-indigo-600';

export function EventFields({
  form,
}: {
  form: UseFormReturn<CreateWebhookForm, unknown, CreateWebhookRequest>;
}) {
  const { control, register, setValue, formState } = form;
  const chosen = useWatch({ control, name: 'events' }) ?? [];
  const errorId = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const all = WEBHOOK_EVENTS.every((event) => chosen.includes(event));
  const some = !all && chosen.length > 0;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);
  const error = formState.errors.events?.message;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Events to send</legend>
      <label className={CHECK_ROW}>
        <input
          ref={allRef}
          type="checkbox"
          className={CHECKBOX}
          checked={all}
          onChange={() =>
            setValue('events', all ? [] : [...WEBHOOK_EVENTS], { shouldDirty: true, shouldValidate: true })
          }
        />
        <span className="font-medium">All events</span>
      </label>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className={CHECK_ROW}>
            <input type="checkbox" value={event} className={CHECKBOX} {...register('events')} />
            <span className="min-w-0">
              <span className="block">{eventLabel(event)}</span>
              <span className="block break-all font-mono text-xs text-slate-600">{event}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
