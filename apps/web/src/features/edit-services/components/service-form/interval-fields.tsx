// 'Booking interval' of the service form (timed types only): a common interval from a list, or any
// number of minutes in the allowed range.
import {
  BOOKING_INTERVAL_MAX,
  BOOKING_INTERVAL_MIN,
  BOOKING_TYPE_RULES,
  COMMON_BOOKING_INTERVALS,
} from '@booklane/shared/domain';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { isCommonInterval, nearestCommonInterval } from '../../service-form-model';
import { FormSection } from '@/components/ui/form-section';
import type { ServiceFormApi } from './use-service-form';

export function IntervalFields({ form }: { form: ServiceFormApi }) {
  const { register, control, getValues, setValue, formState } = form;
  const [bookingType, useCommon] = useWatch({ control, name: ['bookingType', 'useCommonIntervals'] });
  const intervalField = register('bookingInterval', { valueAsNumber: true });
  const error = formState.errors.bookingInterval?.message;
  if (!BOOKING_TYPE_RULES[bookingType ?? 'datetime'].offersIntervals) return null;
  return (
    <FormSection title="Booking interval" description="Time between the start of two slots.">
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
        <SelectField label="Interval" error={error} {...intervalField}>
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
          error={error}
          {...intervalField}
        />
      )}
    </FormSection>
  );
}
