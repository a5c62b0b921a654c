// 'Create Customer Account' (spec section 2): full name, email, phone, password, social buttons;
// 'Creating Account...' while busy; server message else 'Registration failed'.
import { AUTH_MESSAGES, customerRegistrationFormSchema, toRegisterRequest } from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { SocialSignIn } from './social-sign-in';

export function CustomerRegisterForm() {
  const completeSignIn = useCompleteSignIn();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(customerRegistrationFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(toRegisterRequest(values, 'customer'), { onSuccess: (auth) => completeSignIn(auth) }),
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={registration.isPending}>
        {registration.isError ? (
          <Alert>{failureText(registration.error, AUTH_MESSAGES.registrationFailed)}</Alert>
        ) : null}
        <TextField
          label="Full name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          hint="Businesses use it to reach you about your bookings."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <button
          type="submit"
          disabled={registration.isPending}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {registration.isPending ? <Spinner /> : null}
          {registration.isPending ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <SocialSignIn role="customer" />
    </>
  );
}
