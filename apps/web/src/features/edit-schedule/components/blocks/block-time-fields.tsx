// When a block runs: whole days (first and last day), or from a date and time to another, in the
// business's time.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import type { CreateBlockRequest } from '@booklane/shared/schemas';
import type { BlockDraft } from '../../blocks-model';

type BlockForm = UseFormReturn<BlockDraft, unknown, CreateBlockRequest>;

export function BlockTimeFields({ form, today }: { form: BlockForm; today: string }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const allDay = useWatch({ control, name: 'allDay' });
  return (
    <div className="space-y-4">
      <Switch
        label="All day"
        description={
          allDay ? 'From the first day to the end of the last.' : 'From a start time to an end time.'
        }
        {...register('allDay')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={allDay ? 'First day' : 'Start date'}
          type="date"
          min={today}
          required
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        {allDay ? null : (
          <TextField
            label="Start time"
            type="time"
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
        )}
        <TextField
          label={allDay ? 'Last day' : 'End date'}
          type="date"
          min={today}
          required
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        {allDay ? null : (
          <TextField
            label="End time"
            type="time"
            required
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        )}
      </div>
    </div>
  );
}
