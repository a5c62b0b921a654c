// 'Break Hours' and 'Custom schedule' of the service form, for the types that offer them.
import { BOOKING_TYPE_RULES } from '@booklane/shared/domain';
import { Controller, useWatch } from 'react-hook-form';
import { BreakHoursEditor } from '@/components/schedule/break-hours-editor';
import { dayErrorsOf, WeeklyHoursEditor } from '@/components/schedule/weekly-hours-editor';
import { Switch } from '@/components/ui/switch';
import { FormSection } from '@/components/ui/form-section';
import type { ServiceFormApi } from './use-service-form';

export function ScheduleFields({ form }: { form: ServiceFormApi }) {
  const { control, register, formState } = form;
  const { errors } = formState;
  const [bookingType, hasCustomSchedule] = useWatch({ control, name: ['bookingType', 'hasCustomSchedule'] });
  const rules = BOOKING_TYPE_RULES[bookingType ?? 'datetime'];
  return (
    <>
      {rules.offersBreakHours ? (
        <FormSection title="Break Hours" description="Times when this service cannot be booked.">
          <BreakHoursEditor control={control} register={register} errors={errors.breakHours} />
        </FormSection>
      ) : null}
      {rules.offersCustomSchedule ? (
        <FormSection
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
        </FormSection>
      ) : null}
    </>
  );
}
