// The page of the password-reset email's link (decisions.md 8.5): a new password, twice. Success
// signs this browser in (every other session has ended) and goes to the dashboard.
import { PASSWORD_MIN_LENGTH } from '@booklane/shared/domain';
import { resetPasswordFormSchema } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordStrength } from '@/components/account/password-strength';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { PATHS } from '@/config/paths';
import { ApiError, failureText, hasStatus } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthCard } from './auth-card';

const link = 'font-semibold text-indigo-700 hover:text-indigo-800 hover:underline';

function NewLink() {
  return (
    <Link to={PATHS.forgotPassword} className={link}>
      Ask for a new link
    </Link>
  );
}

export function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: (auth) => {
          completeSignIn(auth);
          toast.success('Your password has been reset. You are signed in.');
        },
      },
    ),
  );
  // A refused link (used, expired, unknown) cannot be fixed by typing another password.
  const linkRefused = reset.isError && hasStatus(reset.error, 400) && !errorsOnPassword(reset.error);

  return (
    <AuthCard
      role="customer"
      title="Choose a new password"
      subtitle="Setting a new password signs you out on every other device."
      footer={
        <p>
          Link not working? <NewLink />
        </p>
      }
    >
      {!token ? (
        <Alert title="This link is not complete">
          Please open the link from the email again, or ask for a new one.
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={reset.isPending}>
          {reset.isError ? (
            <Alert action={linkRefused ? <NewLink /> : undefined}>
              {failureText(reset.error, 'Could not reset the password. Please try again.')}
            </Alert>
          ) : null}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordStrength password={newPassword} />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <button
            type="submit"
            disabled={reset.isPending}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {reset.isPending ? <Spinner /> : null}
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

/** Whether a 400 is about the password (the form's own field) rather than the link. */
function errorsOnPassword(err: unknown): boolean {
  return err instanceof ApiError && (err.body?.details ?? []).some((d) => d.path === 'newPassword');
}
