// 'Business Login' and 'Customer Login' (spec section 2): email, password with show/hide, the
// social buttons; 'Logging in...' while busy; server message else 'Login failed'.
import { AUTH_MESSAGES, loginFormSchema, type UserRole } from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { SocialSignIn } from './social-sign-in';

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
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={login.isPending}>
        {login.isError ? <Alert>{failureText(login.error, AUTH_MESSAGES.loginFailed)}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" disabled={login.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {login.isPending ? <Spinner /> : null}
          {login.isPending ? 'Logging in...' : 'Log in'}
        </button>
      </form>
      <SocialSignIn role={role} />
    </>
  );
}
