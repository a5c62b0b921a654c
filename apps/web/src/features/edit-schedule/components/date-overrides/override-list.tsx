// 'Upcoming': the closures and special hours being edited, each removable, and Save closures (the
// whole list, PUT /businesses/{id}/date-overrides), with what the save answered.
import { FAILURE_MESSAGES } from '@booklane/shared/domain';
import { TrashIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { formatDateLong } from '@/lib/format';
import { overrideHoursText } from '../../date-overrides-model';
import { AffectedBookings } from './affected-bookings';
import type { DateOverridesState } from './use-date-overrides';

/** `embedded`: inside the Schedule tab's form, whose one Save saves the list too (no form, no button). */
export function OverrideList({ state, embedded = false }: { state: DateOverridesState; embedded?: boolean }) {
  const { overrides, rowErrors, save, result, isDirty } = state;
  const Container = embedded ? 'div' : 'form';
  return (
    <Container
      {...(embedded ? {} : { noValidate: true, onSubmit: state.submit })}
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
                  <Badge tone={override.closed ? 'slate' : 'emerald'}>
                    {overrideHoursText(override, state.hourCycle)}
                  </Badge>
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
                onClick={() => state.remove(index)}
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
      {state.listError ? <Alert>{state.listError}</Alert> : null}
      {save.isError ? <Alert>{FAILURE_MESSAGES.saveDateOverrides(errorReason(save.error))}</Alert> : null}
      {result ? (
        result.affected.length > 0 ? (
          <AffectedBookings bookings={result.affected} />
        ) : (
          <Alert tone="success">Closures and special hours saved.</Alert>
        )
      ) : null}
      {embedded ? null : (
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
      )}
    </Container>
  );
}
