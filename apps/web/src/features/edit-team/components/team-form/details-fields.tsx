// 'Details' of the team member form: name, title and email, and whether they can be booked.
import { FormSection } from '@/components/ui/form-section';
import { TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import type { TeamFormApi } from './use-team-member-form';

export function DetailsFields({ form }: { form: TeamFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FormSection title="Details">
      <TextField
        label="Name"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          optional
          placeholder="e.g. Senior stylist"
          hint="Shown to customers under the name."
          error={errors.title?.message}
          {...register('title')}
        />
        <TextField
          label="Email"
          optional
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="Not shown to customers."
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Switch
        label="Active"
        description="Inactive team members cannot be booked and are not shown on your page."
        {...register('isActive')}
      />
    </FormSection>
  );
}
