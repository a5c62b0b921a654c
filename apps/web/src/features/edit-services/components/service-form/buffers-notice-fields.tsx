// 'Buffers and notice' of the service form (decisions.md 8.4): time kept free around a timed
// booking, and how long ahead anything with a date or a time must be booked.
import {
  BUFFER_MINUTES_MAX,
  BUFFER_MINUTES_MIN,
  MINIMUM_NOTICE_MINUTES_MAX,
  MINIMUM_NOTICE_MINUTES_MIN,
} from '@booklane/shared/domain';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { availabilityFieldsOf, durationText } from '../../service-form-model';
import { FormSection } from '@/components/ui/form-section';
import type { ServiceFormApi } from './use-service-form';

type MinutesName = 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minimumNoticeMinutes';

/** A whole number of minutes between `min` and `max`. */
function MinutesField({
  form,
  name,
  label,
  hint,
  range: [min, max],
}: {
  form: ServiceFormApi;
  name: MinutesName;
  label: string;
  hint: string;
  range: [number, number];
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      hint={hint}
      error={form.formState.errors[name]?.message}
      {...form.register(name, { valueAsNumber: true })}
    />
  );
}

const BUFFER_RANGE: [number, number] = [BUFFER_MINUTES_MIN, BUFFER_MINUTES_MAX];

export function BuffersNoticeFields({ form }: { form: ServiceFormApi }) {
  const [bookingType, minimumNotice] = useWatch({
    control: form.control,
    name: ['bookingType', 'minimumNoticeMinutes'],
  });
  const offered = availabilityFieldsOf(bookingType);
  if (!offered.buffers && !offered.minimumNotice) return null;
  return (
    <FormSection
      title="Buffers and notice"
      description="Keep time free around bookings and avoid last-minute ones."
    >
      {offered.buffers ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <MinutesField
            form={form}
            name="bufferBeforeMinutes"
            label="Buffer before (minutes)"
            hint="Kept free before each booking, e.g. to prepare."
            range={BUFFER_RANGE}
          />
          <MinutesField
            form={form}
            name="bufferAfterMinutes"
            label="Buffer after (minutes)"
            hint="Kept free after each booking, e.g. to clean up."
            range={BUFFER_RANGE}
          />
        </div>
      ) : null}
      {offered.minimumNotice ? (
        <MinutesField
          form={form}
          name="minimumNoticeMinutes"
          label="Minimum notice (minutes)"
          hint={
            typeof minimumNotice === 'number' && minimumNotice > 0
              ? `Customers book at least ${durationText(minimumNotice)} ahead (60 = 1 hour, 1440 = 1 day).`
              : 'How long ahead customers must book: 0 allows any time still to come (60 = 1 hour, 1440 = 1 day).'
          }
          range={[MINIMUM_NOTICE_MINUTES_MIN, MINIMUM_NOTICE_MINUTES_MAX]}
        />
      ) : null}
    </FormSection>
  );
}
