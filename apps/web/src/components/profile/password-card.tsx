// The password change of the profile pages (spec section 5): current, new and confirm, checked by
// the shared form schema ('New passwords do not match' before 'New password must be at least 6
// characters'). Hidden behind 'Change Password'; Cancel hides it and clears the three fields;
// success hides and clears them too ('Password updated successfully!'). Opening it focuses
// 'Current password'. The page supplies the PUT /users/password mutation (which keeps the fresh
// token), its description texts and how a failure reads (spec section 8 differs per page).
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@booklane/shared/domain';
import {
  changePasswordFormSchema,
  type ChangePasswordForm,
  type ChangePasswordRequest,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrength } from '@/components/account/password-strength';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { FailureAlert, type FailureAlertVariant } from './failure-alert';
import { ProfileCard } from './profile-card';

/** What the card needs of the page's PUT /users/password mutation. */
export type ChangePasswordMutation = Pick<
  UseMutationResult<unknown, Error, ChangePasswordRequest>,
  'mutate' | 'reset' | 'isPending' | 'isError' | 'error'
>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordCard({
  mutation: save,
  canChange,
  description,
  externalText,
  failureVariant,
}: {
  mutation: ChangePasswordMutation;
  /** False for an account that signs in with an external provider (no password). */
  canChange: boolean;
  description: string;
  /** Shown instead of the button when `canChange` is false. */
  externalText: string;
  failureVariant: FailureAlertVariant;
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });
  const newPassword = useWatch({ control, name: 'newPassword' });

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

  return (
    <ProfileCard
      title="Security"
      description={description}
      action={
        canChange && !open ? (
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
      {!canChange ? <p className="text-sm text-slate-600">{externalText}</p> : null}
      {done ? <Alert tone="success">{SUCCESS_MESSAGES.passwordUpdated}</Alert> : null}
      {canChange && !open && !done ? (
        <p className="text-sm text-slate-600">Your password is set. Change it any time.</p>
      ) : null}
      {open ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={save.isPending}>
          {save.isError ? (
            <FailureAlert
              error={save.error}
              fallback={ERROR_MESSAGES.updatePassword}
              variant={failureVariant}
            />
          ) : null}
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <PasswordField
                label="New password"
                autoComplete="new-password"
                required
                hint="At least 6 characters."
                error={errors.newPassword?.message}
                {...register('newPassword')}
              />
              <PasswordStrength password={newPassword} />
            </div>
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
