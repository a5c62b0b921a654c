// The service form's state (spec sections 3-5): react-hook-form with the shared schema (fields the
// form hides are settled first, settleHiddenFields), the booking type's resets (applyBookingType),
// the interval warning asked before saving, and the save itself.
import {
  applyBookingType,
  bookingIntervalWarningMessage,
  intervalWarningApplies,
  type BookingType,
} from '@booklane/shared/domain';
import {
  serviceInputSchema,
  type Business,
  type Service,
  type ServiceForm,
  type ServiceInput,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { servicesKey } from '@/entities/service/api/keys';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { saveService } from '../../api/save-service';
import { serviceFormValues, settleHiddenFields } from '../../service-form-model';

export type ServiceFormApi = UseFormReturn<ServiceForm, unknown, ServiceInput>;

export function useServiceForm(business: Business, service: Service | null, onClose: () => void) {
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState<{ text: string; payload: ServiceInput } | null>(null);
  const [initialValues] = useState(() => serviceFormValues(service));
  const form: ServiceFormApi = useForm<ServiceForm, unknown, ServiceInput>({
    resolver: (values, context, options) =>
      zodResolver(serviceInputSchema)(settleHiddenFields(values, initialValues), context, options),
    defaultValues: initialValues,
    // Fields come and go with the switches: the first one in error on screen is focused instead.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, submitCount } = form.formState;
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });

  const save = useMutation({
    mutationFn: (payload: ServiceInput) => saveService(business._id, service?._id ?? null, payload),
    onSuccess: async (saved) => {
      toast.success(service ? `Service "${saved.name}" updated.` : `Service "${saved.name}" created.`);
      // The owner's list and the public page's active services.
      await queryClient.invalidateQueries({ queryKey: servicesKey(business._id) });
      onClose();
    },
  });

  const onValid = (payload: ServiceInput) => {
    if (intervalWarningApplies(payload) && payload.duration != null) {
      setWarning({ text: bookingIntervalWarningMessage(payload.bookingInterval, payload.duration), payload });
      return;
    }
    save.mutate(payload);
  };

  return {
    form,
    formRef,
    save,
    warning,
    onSubmit: form.handleSubmit(onValid),
    /** 'Continue' on the interval warning: saves what was asked about. */
    confirmWarning: () => {
      if (warning) save.mutate(warning.payload);
      setWarning(null);
    },
    dismissWarning: () => setWarning(null),
  };
}

/**
 * Chooses a booking type with its resets (spec section 4): custom hours off for time-only and
 * flexible, breaks cleared for date-only and flexible.
 */
export function chooseBookingType(form: ServiceFormApi, type: BookingType): void {
  const current = form.getValues();
  const next = applyBookingType(
    {
      bookingType: current.bookingType ?? 'datetime',
      hasCustomSchedule: current.hasCustomSchedule ?? false,
      customSchedule: current.customSchedule ?? null,
      breakHours: current.breakHours ?? [],
    },
    type,
  );
  form.setValue('bookingType', type, { shouldDirty: true });
  form.setValue('hasCustomSchedule', next.hasCustomSchedule, { shouldDirty: true });
  form.setValue('customSchedule', next.customSchedule, { shouldDirty: true });
  form.setValue('breakHours', next.breakHours, { shouldDirty: true });
}
