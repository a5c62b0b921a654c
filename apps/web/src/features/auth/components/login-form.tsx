// 'Business Login' and 'Customer Login' (spec section 2): email, password with show/hide, the
// social buttons; 'Logging in...' while busy; server message else 'Login failed'.
import { AUTH_MESSAGES, loginFormSchema, type UserRole } from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CurrentPasswordField, EmailField } from '@/components/account/account-fields';
import { forgotPasswordPath } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthForm } from './auth-form';

export function LoginForm({ role }: { role: UserRole }) {
  const completeSignIn = useCompleteSignIn();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate({ ...values, role }, { onSuccess: (auth) => completeSignIn(auth) }),
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
