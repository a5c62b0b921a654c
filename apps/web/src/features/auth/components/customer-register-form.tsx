// 'Create Customer Account' (spec section 2): full name, email, phone, password, social buttons;
// 'Creating Account...' while busy; server message else 'Registration failed'.
import { AUTH_MESSAGES, customerRegistrationFormSchema, toRegisterRequest } from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField, FullNameField, NewPasswordField, PhoneField } from '@/components/account/account-fields';
import { failureText } from '@/lib/api-client';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthForm } from './auth-form';

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
    <AuthForm
      role="customer"
      onSubmit={onSubmit}
      pending={registration.isPending}
      failure={
        registration.isError ? failureText(registration.error, AUTH_MESSAGES.registrationFailed) : null
      }
      submitLabel="Create Account"
      pendingLabel="Creating Account..."
    >
      <FullNameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField
        hint="Businesses use it to reach you about your bookings."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <NewPasswordField error={errors.password?.message} {...register('password')} />
    </AuthForm>
  );
}
