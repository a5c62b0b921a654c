// 'Business Login' and 'Customer Login' (spec section 2): email, password with show/hide, the
// social buttons; 'Logging in...' while busy; server message else 'Login failed'.
import { AUTH_MESSAGES, type UserRole } from '@booklane/shared/domain';
import { loginFormSchema } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CurrentPasswordField, EmailField } from '@/components/account/account-fields';
import { forgotPasswordPath, PATHS } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthForm } from './auth-form';

export function LoginForm({ role }: { role: UserRole }) {
  const completeSignIn = useCompleteSignIn();
  const login = useLogin();
  // Sent here by a protected page: say so, and go back there once signed in.
  const returnTo = useReturnPath();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate({ ...values, role }, { onSuccess: (auth) => completeSignIn(auth, true, returnTo) }),
  );

  return (
    <AuthForm
      role={role}
      onSubmit={onSubmit}
      pending={login.isPending}
      failure={login.isError ? failureText(login.error, AUTH_MESSAGES.loginFailed) : null}
      submitLabel="Log in"
      pendingLabel="Logging in..."
    >
      {returnTo ? (
        <p role="status" className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          {returnTo.startsWith(`${PATHS.customerMessages}?`)
            ? `${AUTH_MESSAGES.customerChatOnly} You will be taken to the chat.`
            : 'Please log in to open that page. You will be taken back to it.'}
        </p>
      ) : null}
      <EmailField error={errors.email?.message} {...register('email')} />
      <div>
        <CurrentPasswordField error={errors.password?.message} {...register('password')} />
        <p className="mt-2 text-right text-sm">
          <Link
            to={forgotPasswordPath(role)}
            className="inline-flex min-h-6 items-center font-semibold text-indigo-700 hover:text-indigo-800 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
      </div>
    </AuthForm>
  );
}
