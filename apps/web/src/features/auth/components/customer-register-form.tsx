// 'Create Customer Account' (spec section 2): full name, email, phone, password, social buttons;
// 'Creating Account...' while busy; server message else 'Registration failed'. Opened from a guest
// booking's success sheet, it starts with the name, email and phone the guest booked with (router
// state, lib/registration-prefill.ts); they stay editable and the password is still asked. Reached
// from a login that was to lead back to a page (`?next=`), it leads there once registered.
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { customerRegistrationFormSchema, toRegisterRequest } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { EmailField, FullNameField, NewPasswordField, PhoneField } from '@/components/account/account-fields';
import { failureText } from '@/lib/api-client';
import { registrationPrefillFrom } from '@/lib/registration-prefill';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useReturnPath } from '../hooks/use-return-path';
import { AuthForm } from './auth-form';
import { TermsAgreement } from '@/components/account/terms-agreement';

export function CustomerRegisterForm() {
  const completeSignIn = useCompleteSignIn();
  const registration = useRegister();
  const prefill = registrationPrefillFrom(useLocation().state);
  // Sent by a page to sign in first (`?next=`, kept from the login): back there once registered.
  const returnTo = useReturnPath();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(customerRegistrationFormSchema),
    defaultValues: { name: '', email: '', phone: '', ...prefill, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(toRegisterRequest(values, 'customer'), {
      onSuccess: (auth) => completeSignIn(auth, true, returnTo),
    }),
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
      {prefill ? (
        <p role="status" className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
          We filled in the details from your booking. Check them and choose a password.
        </p>
      ) : null}
      <FullNameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField
        hint="Businesses use it to reach you about your bookings."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <NewPasswordField error={errors.password?.message} {...register('password')} />
      <TermsAgreement error={errors.acceptTerms?.message} {...register('acceptTerms')} />
    </AuthForm>
  );
}
