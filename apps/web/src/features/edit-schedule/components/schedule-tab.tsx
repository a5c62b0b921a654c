// Schedule tab (spec section 2): the business's weekly hours and breaks (decisions.md 9.1) and its
// closures and special hours (decisions.md 8.4), saved together by one Save with 'Schedule saved
// successfully!' (shown as an in-app alert, decisions.md section 7) and a warning before leaving
// unsaved changes (issue 39); then time off and blocks (decisions.md 9.1).
import { defaultSchedule, FAILURE_MESSAGES, SUCCESS_MESSAGES } from '@booklane/shared/domain';
import {
  type BreakHour,
  type Business,
  type Schedule,
  updateScheduleRequestSchema,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { updateSchedule } from '../api/update-schedule';
import { BlocksSection } from './blocks/blocks-section';
import { DateOverridesSection } from './date-overrides-editor';
import { todayOf, useDateOverrides, type DateOverridesState } from './date-overrides/use-date-overrides';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { BreakHoursEditor } from '@/components/schedule/break-hours-editor';
import { dayErrorsOf, WeeklyHoursEditor } from '@/components/schedule/weekly-hours-editor';

export function ScheduleTab({ business }: { business: Business }) {
  const closures = useDateOverrides(business);
  return (
    <div className="space-y-8">
      {/* Hours, breaks and closures save together, with one Save (issue 39). */}
      <WeeklyHoursForm business={business} closures={closures}>
        <DateOverridesSection business={business} state={closures} embedded />
      </WeeklyHoursForm>
      <BlocksSection business={business} today={todayOf(business.timezone)} />
    </div>
  );
}

type HoursValues = { schedule: Schedule; breakHours?: BreakHour[] | undefined };

/**
 * The weekly hours and breaks, saved together; on the Schedule tab the closures too (`closures`,
 * their editor in `children`), with a warning before leaving unsaved changes. Also a step of the
 * onboarding (issue 33): there `onSaved` goes on to the next step and the button says so.
 */
export function WeeklyHoursForm({
  business,
  onSaved,
  submitLabel = 'Save schedule',
  closures,
  children,
}: {
  business: Business;
  /** After the hours are saved and the business read again. */
  onSaved?: () => void;
  submitLabel?: string;
  /** The closures and special hours being edited, saved by the same Save. */
  closures?: DateOverridesState;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { errors, isDirty, submitCount },
    reset,
    register,
  } = useForm<HoursValues>({
    resolver: zodResolver(updateScheduleRequestSchema),
    defaultValues: {
      schedule: business.schedule ?? defaultSchedule(),
      breakHours: business.breakHours ?? [],
    },
    // One Controller stands for the whole week: the first time in error is focused instead.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });
  const save = useMutation({
    mutationFn: (values: HoursValues) => updateSchedule(business._id, values),
    onSuccess: async (_result, values) => {
      reset(values);
      await refreshOwnBusiness(queryClient);
    },
    onError: () => setSaved(false),
  });
  const saveAll = async (values: HoursValues) => {
    setSaved(false);
    try {
      await save.mutateAsync(values);
    } catch {
      return;
    }
    if (closures && !(await closures.saveIfDirty())) return;
    setSaved(true);
    onSaved?.();
  };
  const busy = save.isPending || Boolean(closures?.save.isPending);
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  const dirty = isDirty || Boolean(closures?.isDirty);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit((values) => void saveAll(values))}
      className="max-w-3xl space-y-4"
      aria-busy={busy}
    >
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Weekly hours</h2>
        <p className="text-sm text-slate-600">
          When customers can book you. Services with their own hours keep them.
          {zoneNote ? ` Times in ${zoneNote}.` : ` Times in ${business.timezone.replace(/_/g, ' ')}.`}
        </p>
      </div>
      {business.schedule === null ? (
        <Alert tone="info">You have not saved hours yet: the default hours below apply.</Alert>
      ) : null}
      <Controller
        control={control}
        name="schedule"
        render={({ field }) => (
          <WeeklyHoursEditor
            legend="Weekly hours"
            value={field.value}
            onChange={(next) => {
              setSaved(false);
              field.onChange(next);
            }}
            errors={dayErrorsOf(errors.schedule)}
          />
        )}
      />
      <div>
        <h3 className="text-base font-semibold text-slate-900">Breaks</h3>
        <p className="mb-3 text-sm text-slate-600">
          Times nobody who works your hours can be booked, such as lunch. Team members with hours of their own
          have their own breaks.
        </p>
        <BreakHoursEditor control={control} register={register} errors={errors.breakHours} />
      </div>
      {children}
      {save.isError ? <Alert>{FAILURE_MESSAGES.saveSchedule(errorReason(save.error))}</Alert> : null}
      {saved && !dirty ? <Alert tone="success">{SUCCESS_MESSAGES.scheduleSaved}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {closures && dirty ? <span className="text-sm text-amber-800">Unsaved changes</span> : null}
        <button type="submit" disabled={busy} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          {busy ? <Spinner /> : null}
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
      {closures ? (
        <UnsavedChangesGuard
          dirty={dirty}
          onDiscard={() => {
            reset();
            closures.discard();
          }}
        />
      ) : null}
    </form>
  );
}
