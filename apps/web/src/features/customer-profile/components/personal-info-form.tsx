// Personal Information: name, phone, email (all required, email format); success 'Profile updated
// successfully!', failure the server's message or 'Failed to update profile'.
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type User,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileCard } from './profile-card';

export function PersonalInfoForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name: user.name, phone: user.phone ?? '', email: user.email },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => reset({ name: saved.name, phone: saved.phone ?? '', email: saved.email }),
    }),
  );
  return (
    <ProfileCard title="Personal Information" description="Businesses see these details when you book.">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={save.isPending}>
        {save.isError ? <Alert>{failureText(save.error, ERROR_MESSAGES.updateProfile)}</Alert> : null}
        {save.isSuccess && !isDirty ? <Alert tone="success">{SUCCESS_MESSAGES.profileUpdated}</Alert> : null}
        <TextField
          label="Full name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving...' : 'Save changes'}
        </button>
      </form>
    </ProfileCard>
  );
}
