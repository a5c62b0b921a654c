// The service form (spec sections 3-5) in a modal: every field of a service, with what the chosen
// booking type offers and resets (applyBookingType), the validation of the shared schema, the
// interval warning asked before saving, common interval choices, the slot limit (on with one
// place by default), buffers and minimum notice (decisions.md 8.4), break hours and a custom
// schedule. Prices show the business's currency.
import {
  ADVANCE_BOOKING_LIMIT_MAX,
  ADVANCE_BOOKING_LIMIT_MIN,
  applyBookingType,
  BOOKING_INTERVAL_MAX,
  BOOKING_INTERVAL_MIN,
  BOOKING_TYPE_RULES,
  BOOKING_TYPES,
  bookingIntervalWarningMessage,
  BUFFER_MINUTES_MAX,
  BUFFER_MINUTES_MIN,
  COMMON_BOOKING_INTERVALS,
  currencySymbol,
  FAILURE_MESSAGES,
  formatMoney,
  intervalWarningApplies,
  MINIMUM_NOTICE_MINUTES_MAX,
  MINIMUM_NOTICE_MINUTES_MIN,
  SERVICE_DURATION_MAX_MINUTES,
  SERVICE_DURATION_MIN_MINUTES,
  SERVICE_PRICE_MIN,
  SERVICE_PRICE_STEP,
  serviceInputSchema,
  SLOTS_PER_TIME_SLOT_MAX,
  SLOTS_PER_TIME_SLOT_MIN,
  type Business,
  type BookingType,
  type Service,
  type ServiceForm,
  type ServiceInput,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { servicesKey } from '@/entities/service/api/keys';
import { saveService } from '../api/save-service';
import {
  availabilityFieldsOf,
  durationText,
  isCommonInterval,
  nearestCommonInterval,
  serviceFormValues,
  settleHiddenFields,
} from '../service-form-model';
import { BreakHoursEditor } from './break-hours-editor';
import { dayErrorsOf, WeeklyHoursEditor } from '@/components/schedule/weekly-hours-editor';

const TYPE_HINTS: Record<BookingType, string> = {
  datetime: 'Customers pick a date and a time slot.',
  'date-only': 'Customers pick a day; no time.',
  'time-only': 'Customers pick a time today.',
  flexible: 'No date or time: you arrange it with the customer.',
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function ServiceFormDialog({
  business,
  service,
  onClose,
}: {
  business: Business;
  /** The service being edited; null for a new one. */
  service: Service | null;
  onClose: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState<{ text: string; payload: ServiceInput } | null>(null);
  const [initialValues] = useState(() => serviceFormValues(service));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, submitCount },
  } = useForm<ServiceForm, unknown, ServiceInput>({
    resolver: (values, context, options) =>
      zodResolver(serviceInputSchema)(settleHiddenFields(values, initialValues), context, options),
    defaultValues: initialValues,
    // Fields come and go with the switches: the first one in error on screen is focused instead.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });
  const [
    bookingType,
    hasDuration,
    hasPricing,
    useCommon,
    hasSlotLimit,
    hasCustomSchedule,
    price,
    maxSlots,
    minimumNotice,
  ] = useWatch({
    control,
    name: [
      'bookingType',
      'hasDuration',
      'hasPricing',
      'useCommonIntervals',
      'hasSlotLimit',
      'hasCustomSchedule',
      'price',
      'maxSlotsPerTimeSlot',
      'minimumNoticeMinutes',
    ],
  });
  const rules = BOOKING_TYPE_RULES[bookingType ?? 'datetime'];
  const offered = availabilityFieldsOf(bookingType);
  const symbol = currencySymbol(business.currency, business.customCurrency);

  const save = useMutation({
    mutationFn: (payload: ServiceInput) => saveService(business._id, service?._id ?? null, payload),
    onSuccess: async (saved) => {
      toast.success(service ? `Service "${saved.name}" updated.` : `Service "${saved.name}" created.`);
      // The owner's list and the public page's active services.
      await queryClient.invalidateQueries({ queryKey: servicesKey(business._id) });
      onClose();
    },
  });

  const chooseType = (type: BookingType) => {
    // The type's resets (spec section 4): custom hours off for time-only and flexible, breaks
    // cleared for date-only and flexible.
    const current = getValues();
    const next = applyBookingType(
      {
        bookingType: current.bookingType ?? 'datetime',
        hasCustomSchedule: current.hasCustomSchedule ?? false,
        customSchedule: current.customSchedule ?? null,
        breakHours: current.breakHours ?? [],
      },
      type,
    );
    setValue('bookingType', type, { shouldDirty: true });
    setValue('hasCustomSchedule', next.hasCustomSchedule, { shouldDirty: true });
    setValue('customSchedule', next.customSchedule, { shouldDirty: true });
    setValue('breakHours', next.breakHours, { shouldDirty: true });
  };

  const onValid = (payload: ServiceInput) => {
    if (intervalWarningApplies(payload) && payload.duration != null) {
      setWarning({ text: bookingIntervalWarningMessage(payload.bookingInterval, payload.duration), payload });
      return;
    }
    save.mutate(payload);
  };

  const durationField = register('duration', { valueAsNumber: true });
  const priceField = register('price', { valueAsNumber: true });
  const intervalField = register('bookingInterval', { valueAsNumber: true });

  return (
    <>
      <Dialog
        open
        size="2xl"
        onClose={onClose}
        title={service ? `Edit ${service.name}` : 'New service'}
        description={
          service ? 'Changes apply to new bookings.' : 'Describe the service and how customers book it.'
        }
        footer={
          <>
            <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
              Cancel
            </button>
            <button
              type="submit"
              form={formId}
              disabled={save.isPending}
              className={buttonClasses('primary')}
            >
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? 'Saving...' : service ? 'Save changes' : 'Create service'}
            </button>
          </>
        }
      >
        <form
          ref={formRef}
          id={formId}
          noValidate
          onSubmit={handleSubmit(onValid)}
          className="space-y-6"
          aria-busy={save.isPending}
        >
          {save.isError ? <Alert>{FAILURE_MESSAGES.saveService(errorReason(save.error))}</Alert> : null}

          <Section title="Details">
            <TextField label="Service name" required error={errors.name?.message} {...register('name')} />
            <TextAreaField
              label="Description"
              optional
              rows={3}
              error={errors.description?.message}
              {...register('description')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-3">
                <Switch label="Has a duration" {...register('hasDuration')} />
                {hasDuration ? (
                  <TextField
                    label="Duration (minutes)"
                    type="number"
                    inputMode="numeric"
                    min={SERVICE_DURATION_MIN_MINUTES}
                    max={SERVICE_DURATION_MAX_MINUTES}
                    step={1}
                    required
                    error={errors.duration?.message}
                    {...durationField}
                  />
                ) : (
                  <p className="text-sm text-slate-600">Duration is not shown to customers.</p>
                )}
              </div>
              <div className="space-y-3">
                <Switch label="Has a price" {...register('hasPricing')} />
                {hasPricing ? (
                  <TextField
                    label="Price"
                    type="number"
                    inputMode="decimal"
                    min={SERVICE_PRICE_MIN}
                    step={SERVICE_PRICE_STEP}
                    required
                    prefix={symbol || undefined}
                    hint={
                      typeof price === 'number' && Number.isFinite(price)
                        ? `Shown as ${formatMoney(price, business.currency, business.customCurrency)}`
                        : undefined
                    }
                    error={errors.price?.message}
                    {...priceField}
                  />
                ) : (
                  <p className="text-sm text-slate-600">Price is not shown to customers.</p>
                )}
              </div>
            </div>
          </Section>

          <Section title="Booking type" description="What the customer chooses when booking.">
            <fieldset>
              <legend className="sr-only">Booking type</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {BOOKING_TYPES.map((type) => (
                  <label
                    key={type}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
                  >
                    <input
                      type="radio"
                      name="bookingType"
                      value={type}
                      checked={bookingType === type}
                      onChange={() => chooseType(type)}
                      className="mt-1 h-4 w-4 border-slate-300 text-indigo-600"
                    />
                    <span>
                      <span className="block text-sm font-medium text-slate-900">
                        {BOOKING_TYPE_RULES[type].label}
                      </span>
                      <span className="block text-sm text-slate-600">{TYPE_HINTS[type]}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {rules.needsDate ? (
              <TextField
                label="Advance booking limit (days)"
                type="number"
                inputMode="numeric"
                min={ADVANCE_BOOKING_LIMIT_MIN}
                max={ADVANCE_BOOKING_LIMIT_MAX}
                required
                hint={`How many days ahead customers can book (${ADVANCE_BOOKING_LIMIT_MIN}-${ADVANCE_BOOKING_LIMIT_MAX}).`}
                error={errors.advanceBookingLimit?.message}
                {...register('advanceBookingLimit', { valueAsNumber: true })}
              />
            ) : null}
          </Section>

          {rules.offersIntervals ? (
            <Section title="Booking interval" description="Time between the start of two slots.">
              <Switch
                label="Use common intervals"
                description={`${COMMON_BOOKING_INTERVALS.slice(0, -1).join(', ')} or ${COMMON_BOOKING_INTERVALS.at(-1)} minutes.`}
                {...register('useCommonIntervals', {
                  onChange: (event: { target: { checked: boolean } }) => {
                    const current = getValues('bookingInterval') ?? Number.NaN;
                    if (event.target.checked && !isCommonInterval(current)) {
                      setValue('bookingInterval', nearestCommonInterval(current));
                    }
                  },
                })}
              />
              {useCommon ? (
                <SelectField label="Interval" error={errors.bookingInterval?.message} {...intervalField}>
                  {COMMON_BOOKING_INTERVALS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes} minutes
                    </option>
                  ))}
                </SelectField>
              ) : (
                <TextField
                  label="Interval (minutes)"
                  type="number"
                  inputMode="numeric"
                  min={BOOKING_INTERVAL_MIN}
                  max={BOOKING_INTERVAL_MAX}
                  required
                  hint={`Between ${BOOKING_INTERVAL_MIN} and ${BOOKING_INTERVAL_MAX} minutes.`}
                  error={errors.bookingInterval?.message}
                  {...intervalField}
                />
              )}
            </Section>
          ) : null}

          <Section title="Booking options">
            <Switch
              label="Allow customer comments"
              description="Show a notes field in the booking form."
              {...register('allowCustomerComments')}
            />
            <Switch
              label="Auto-accept bookings"
              description="New bookings are confirmed at once instead of waiting for you."
              {...register('autoAcceptBookings')}
            />
            <Switch
              label="Limit customers per time slot"
              description={
                hasSlotLimit
                  ? 'Stop taking bookings when a slot is full. With 1 place nobody is double-booked.'
                  : 'Off: any number of customers can book the same time.'
              }
              {...register('hasSlotLimit')}
            />
            {hasSlotLimit ? (
              <TextField
                label="Max customers per slot"
                type="number"
                inputMode="numeric"
                min={SLOTS_PER_TIME_SLOT_MIN}
                max={SLOTS_PER_TIME_SLOT_MAX}
                required
                hint={
                  maxSlots === 1
                    ? 'One customer at a time. For group sessions raise it, or switch the limit off.'
                    : 'For group sessions: this many customers can book the same time.'
                }
                error={errors.maxSlotsPerTimeSlot?.message}
                {...register('maxSlotsPerTimeSlot', { valueAsNumber: true })}
              />
            ) : null}
            <Switch
              label="Live"
              description="Live services are listed on your public page."
              {...register('isActive')}
            />
          </Section>

          {offered.buffers || offered.minimumNotice ? (
            <Section
              title="Buffers and notice"
              description="Keep time free around bookings and avoid last-minute ones."
            >
              {offered.buffers ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Buffer before (minutes)"
                    type="number"
                    inputMode="numeric"
                    min={BUFFER_MINUTES_MIN}
                    max={BUFFER_MINUTES_MAX}
                    step={1}
                    hint="Kept free before each booking, e.g. to prepare."
                    error={errors.bufferBeforeMinutes?.message}
                    {...register('bufferBeforeMinutes', { valueAsNumber: true })}
                  />
                  <TextField
                    label="Buffer after (minutes)"
                    type="number"
                    inputMode="numeric"
                    min={BUFFER_MINUTES_MIN}
                    max={BUFFER_MINUTES_MAX}
                    step={1}
                    hint="Kept free after each booking, e.g. to clean up."
                    error={errors.bufferAfterMinutes?.message}
                    {...register('bufferAfterMinutes', { valueAsNumber: true })}
                  />
                </div>
              ) : null}
              {offered.minimumNotice ? (
                <TextField
                  label="Minimum notice (minutes)"
                  type="number"
                  inputMode="numeric"
                  min={MINIMUM_NOTICE_MINUTES_MIN}
                  max={MINIMUM_NOTICE_MINUTES_MAX}
                  step={1}
                  hint={
                    typeof minimumNotice === 'number' && minimumNotice > 0
                      ? `Customers book at least ${durationText(minimumNotice)} ahead (60 = 1 hour, 1440 = 1 day).`
                      : 'How long ahead customers must book: 0 allows any time still to come (60 = 1 hour, 1440 = 1 day).'
                  }
                  error={errors.minimumNoticeMinutes?.message}
                  {...register('minimumNoticeMinutes', { valueAsNumber: true })}
                />
              ) : null}
            </Section>
          ) : null}

          {rules.offersBreakHours ? (
            <Section title="Break Hours" description="Times when this service cannot be booked.">
              <BreakHoursEditor control={control} register={register} errors={errors.breakHours} />
            </Section>
          ) : null}

          {rules.offersCustomSchedule ? (
            <Section
              title="Custom schedule"
              description="Hours of this service instead of your business hours."
            >
              <Switch label="Use a custom schedule" {...register('hasCustomSchedule')} />
              {hasCustomSchedule ? (
                <Controller
                  control={control}
                  name="customSchedule"
                  render={({ field, fieldState }) =>
                    field.value ? (
                      <WeeklyHoursEditor
                        legend="Custom schedule"
                        value={field.value}
                        onChange={field.onChange}
                        errors={dayErrorsOf(errors.customSchedule)}
                      />
                    ) : (
                      <p role="alert" className="text-sm text-red-700">
                        {fieldState.error?.message}
                      </p>
                    )
                  }
                />
              ) : null}
            </Section>
          ) : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={warning !== null}
        title="Booking interval"
        tone="primary"
        message={warning?.text}
        confirmLabel="Continue"
        busy={save.isPending}
        onCancel={() => setWarning(null)}
        onConfirm={() => {
          if (warning) save.mutate(warning.payload);
          setWarning(null);
        }}
      />
    </>
  );
}
