// 'Business Login' and 'Customer Login' (spec section 2): email, password with show/hide, the
// social buttons; 'Logging in...' while busy; server message else 'Login failed'.
import { AUTH_MESSAGES, loginFormSchema, type UserRole } from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CurrentPasswordField, EmailField } from '@/components/account/account-fields';
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
      <CurrentPasswordField error={errors.password?.message} {...register('password')} />
    </AuthForm>
  );
}
