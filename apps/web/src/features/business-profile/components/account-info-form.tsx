// Account information (spec section 5: name, phone, email required, email format).
import {
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  updateProfileRequestSchema,
  type UpdateProfileRequest,
  type User,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { profileKey } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { ProfileCard } from './profile-card';

export function AccountInfoForm({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
  });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      reset({ name: saved.name, email: saved.email, phone: saved.phone ?? '' });
    },
  });
  return (
    <ProfileCard title="Account Information" description="The owner of this business account.">
      <form
        noValidate
        onSubmit={handleSubmit((values) => save.mutate(values))}
        className="space-y-4"
        aria-busy={save.isPending}
      >
        {save.isError ? (
          <Alert title={ERROR_MESSAGES.updateUserProfile}>
            {save.error instanceof ApiError ? save.error.body?.message : null}
          </Alert>
        ) : null}
        {save.isSuccess ? <Alert tone="success">{SUCCESS_MESSAGES.userProfileUpdated}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Full name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
          </div>
        </div>
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving...' : 'Save account information'}
        </button>
      </form>
    </ProfileCard>
  );
}
