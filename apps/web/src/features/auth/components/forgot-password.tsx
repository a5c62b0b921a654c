// 'Forgot password?' (decisions.md 8.5): the email of the account; the answer is the same whether
// or not the address has one, and says the link works for an hour.
import { type UserRole } from '@booklane/shared/domain';
import { forgotPasswordRequestSchema } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { EmailField } from '@/components/account/account-fields';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loginPathOf, ROLE_PARAM } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

const link = 'font-semibold text-indigo-700 hover:text-indigo-800 hover:underline';

export function ForgotPassword() {
  const [params] = useSearchParams();
  const role: UserRole = params.get(ROLE_PARAM) === 'business' ? 'business' : 'customer';
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit((values) => forgot.mutate(values));

  return (
    <AuthCard
      role={role}
      title="Forgot your password?"
      subtitle="Enter the email of your account: we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={loginPathOf(role)} className={link}>
            Back to login
          </Link>
        </p>
      }
    >
      {forgot.isSuccess ? (
        <Alert tone="success" title="Check your email">
          <p>{forgot.data.message}</p>
          <p className="mt-2 break-words">
            We sent it to <span className="font-medium">{getValues('email')}</span> if that address has an
            account. Nothing arrived? Look in your spam folder, or{' '}
            <button type="button" className={`${link} min-h-6`} onClick={() => forgot.reset()}>
              try another address
            </button>
            .
          </p>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={forgot.isPending}>
          {forgot.isError ? (
            <Alert>{failureText(forgot.error, 'Could not send the link. Please try again.')}</Alert>
          ) : null}
          <EmailField error={errors.email?.message} {...register('email')} />
          <button
            type="submit"
            disabled={forgot.isPending}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {forgot.isPending ? <Spinner /> : null}
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
