// Password change (spec section 5): current, new and confirm; 'New passwords do not match' is
// checked before the length. Hidden behind a Change Password button; Cancel hides and clears it.
import {
  changePasswordFormSchema,
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  type ChangePasswordForm,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { changePassword } from '../api/change-password';
import { ProfileCard } from './profile-card';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ canChange }: { canChange: boolean }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const save = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      reset(EMPTY);
      setOpen(false);
      setDone(true);
    },
  });
  const close = () => {
    reset(EMPTY);
    save.reset();
    setOpen(false);
  };
  return (
    <ProfileCard
      title="Security"
      description="Changing the password signs out your other devices."
      action={
        canChange && !open ? (
          <button
            type="button"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
            className={buttonClasses('secondary', 'sm')}
          >
            Change Password
          </button>
        ) : null
      }
    >
      {!canChange ? (
        <p className="text-sm text-slate-600">
          This account signs in with an external provider and has no password.
        </p>
      ) : null}
      {done ? <Alert tone="success">{SUCCESS_MESSAGES.passwordUpdated}</Alert> : null}
      {open ? (
        <form
          noValidate
          onSubmit={handleSubmit((values) => save.mutate(values))}
          className="space-y-4"
          aria-busy={save.isPending}
        >
          {save.isError ? (
            <Alert title={ERROR_MESSAGES.updatePassword}>
              {save.error instanceof ApiError ? save.error.body?.message : null}
            </Alert>
          ) : null}
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              required
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              required
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? 'Updating...' : 'Update password'}
            </button>
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </ProfileCard>
  );
}
