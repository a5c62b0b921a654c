// 'Hours' and 'Breaks' of the team member form: the business's weekly hours, or their own (the
// weekly hours editor of the Schedule tab), and the breaks when they cannot be booked (the break
// editor of the service form).
import { Controller, useWatch } from 'react-hook-form';
import { BreakHoursEditor } from '@/components/schedule/break-hours-editor';
import { dayErrorsOf, WeeklyHoursEditor } from '@/components/schedule/weekly-hours-editor';
import { FormSection } from '@/components/ui/form-section';
import { Switch } from '@/components/ui/switch';
import type { TeamFormApi } from './use-team-member-form';

export function HoursFields({ form }: { form: TeamFormApi }) {
  const { control, register, formState } = form;
  const { errors } = formState;
  const usesBusinessHours = useWatch({ control, name: 'usesBusinessHours' });
  return (
    <>
      <FormSection title="Hours" description="When customers can book this team member.">
        <Switch
          label="Uses the business's hours"
          description={
            usesBusinessHours
              ? 'Your weekly hours and closures apply.'
              : 'Their own hours below; your closures still apply.'
          }
          {...register('usesBusinessHours')}
        />
        {usesBusinessHours ? null : (
          <Controller
            control={control}
            name="schedule"
            render={({ field }) => (
              <WeeklyHoursEditor
                legend="Their weekly hours"
                value={field.value}
                onChange={field.onChange}
                errors={dayErrorsOf(errors.schedule)}
              />
            )}
          />
        )}
      </FormSection>
      <FormSection
        title="Breaks"
        description={
          usesBusinessHours
            ? "Your business's breaks apply. Add any of their own."
            : 'Times when this team member cannot be booked.'
        }
      >
        <BreakHoursEditor
          control={control}
          register={register}
          errors={errors.breakHours}
          emptyText="No breaks of their own."
        />
      </FormSection>
    </>
  );
}
