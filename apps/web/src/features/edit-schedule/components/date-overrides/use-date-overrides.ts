// The state of the closures and special hours editor: the picked dates and what they become (the
// draft, checked with the shared schema when added), the list being edited (react-hook-form), and
// the save with the bookings it leaves outside the hours.
import { hourCycleFor, todayInZone } from '@booklane/shared/domain';
import {
  updateDateOverridesRequestSchema,
  type Booking,
  type Business,
  type DateOverride,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { businessBookingsKey } from '@/entities/booking/api/keys';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { updateDateOverrides } from '../../api/update-date-overrides';
import {
  EMPTY_DRAFT,
  mergeOverrides,
  overrideErrorsOf,
  overridesFromDraft,
  togglePicked,
  upcomingOverrides,
  type DraftErrors,
  type OverrideDraft,
} from '../../date-overrides-model';

/** Today in the business's zone (UTC's when the zone is unknown). */
export function todayOf(timezone: string): string {
  try {
    return todayInZone(new Date(), timezone);
  } catch {
    return todayInZone(new Date(), 'UTC');
  }
}

export function useDateOverrides(business: Business) {
  const queryClient = useQueryClient();
  const today = todayOf(business.timezone);
  const [picked, setPicked] = useState<string[]>([]);
  const [draft, setDraft] = useState<OverrideDraft>(EMPTY_DRAFT);
  const [draftErrors, setDraftErrors] = useState<DraftErrors>({});
  const [result, setResult] = useState<{ affected: Booking[] } | null>(null);
  const form = useForm<{ dateOverrides: DateOverride[] }>({
    resolver: zodResolver(updateDateOverridesRequestSchema),
    // Past dates stay stored until the next save drops them: the list starts from today.
    defaultValues: { dateOverrides: upcomingOverrides(business.dateOverrides ?? [], today) },
  });
  const { errors, isDirty } = form.formState;
  const list = useFieldArray({ control: form.control, name: 'dateOverrides', keyName: 'key' });

  const save = useMutation({
    mutationFn: (dateOverrides: DateOverride[]) => updateDateOverrides(business._id, dateOverrides),
    onSuccess: async (answer) => {
      form.reset({ dateOverrides: upcomingOverrides(answer.business.dateOverrides, today) });
      setResult({ affected: answer.affectedBookings });
      await refreshOwnBusiness(queryClient);
      await queryClient.invalidateQueries({ queryKey: businessBookingsKey(business._id) });
    },
    onError: () => setResult(null),
  });

  return {
    today,
    /** The business's clock, for the list's hours. */
    hourCycle: hourCycleFor(business),
    picked,
    togglePick: (date: string) => {
      setDraftErrors((current) => ({ ...current, dates: undefined }));
      setPicked((current) => togglePicked(current, date));
    },
    draft,
    draftErrors,
    changeDraft: (patch: Partial<OverrideDraft>) => {
      setDraftErrors({});
      setDraft((current) => ({ ...current, ...patch }));
    },
    /** 'Add to the list': one override per picked date, replacing a date's old one. */
    add: () => {
      const made = overridesFromDraft(picked, draft);
      if ('errors' in made) {
        setDraftErrors(made.errors);
        return;
      }
      setDraftErrors({});
      setResult(null);
      list.replace(mergeOverrides(form.getValues('dateOverrides'), made.overrides));
      setPicked([]);
      setDraft((current) => ({ ...current, note: '' }));
    },
    overrides: list.fields,
    remove: (index: number) => {
      setResult(null);
      list.remove(index);
    },
    rowErrors: overrideErrorsOf(errors.dateOverrides),
    listError: errors.dateOverrides?.message ?? errors.dateOverrides?.root?.message,
    isDirty,
    save,
    submit: form.handleSubmit((values) => save.mutate(values.dateOverrides)),
    /**
     * The Schedule tab's one Save: the list when it changed, checked first. False when it is
     * invalid (its errors show) or the save failed.
     */
    saveIfDirty: async (): Promise<boolean> => {
      if (!form.formState.isDirty) return true;
      if (!(await form.trigger())) return false;
      try {
        await save.mutateAsync(form.getValues('dateOverrides'));
        return true;
      } catch {
        return false;
      }
    },
    /** Drops the changes (leaving the tab without saving). */
    discard: () => form.reset(),
    /** What the last save answered, while nothing has changed since. */
    result: result && !isDirty ? result : null,
  };
}

export type DateOverridesState = ReturnType<typeof useDateOverrides>;
