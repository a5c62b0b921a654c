// Security: the password change, hidden behind 'Change Password'. Cancel hides it and clears the
// three fields; success hides and clears them too ('Password updated successfully!'); failure
// shows the server's message or 'Failed to update password'. The checks are the shared form
// schema's: 'New passwords do not match' before 'New password must be at least 6 characters'.
import {
  changePasswordFormSchema,
  ERROR_MESSAGES,
  SUCCESS_MESSAGES,
  type ChangePasswordForm,
  type User,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { ProfileCard } from './profile-card';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function SecurityCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const save = useChangePassword(user);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const hide = () => {
    reset(EMPTY);
    save.reset();
    setOpen(false);
  };
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          setOpen(false);
          setDone(true);
        },
      },
    ),
  );
  const external = user.provider !== 'local';

  return (
    <ProfileCard
      title="Security"
      description="Keep your account safe with a strong password."
      action={
        !open && !external ? (
          <button
            type="button"
            onClick={() => {
              setDone(false);
              setOpen(true);
              setTimeout(() => setFocus('currentPassword'), 0);
            }}
            className={buttonClasses('secondary', 'sm')}
          >
            Change Password
          </button>
        ) : null
      }
    >
      {external ? (
        <p className="text-sm text-slate-600">
          You sign in with an external provider, so there is no password to change.
        </p>
      ) : null}
      {done ? <Alert tone="success">{SUCCESS_MESSAGES.passwordUpdated}</Alert> : null}
      {!open && !done && !external ? (
        <p className="text-sm text-slate-600">Your password is set. Change it any time.</p>
      ) : null}
      {open ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={save.isPending}>
          {save.isError ? <Alert>{failureText(save.error, ERROR_MESSAGES.updatePassword)}</Alert> : null}
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
              hint="At least 6 characters."
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
              {save.isPending ? 'Updating...' : 'Update Password'}
            </button>
            <button type="button" onClick={hide} className={buttonClasses('secondary')}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </ProfileCard>
  );
}
