// 'Business Registration' (spec section 2): business username (with the public page URL preview),
// full name, email, password, social buttons; 'Registering...' while busy. One call creates the
// account and its business, or neither (issue 33): a taken username is refused before anything
// is created, and shown at the username. The business's time zone is the browser's, shown and
// editable. Then the onboarding's next step (opening hours) follows.
import { AUTH_MESSAGES, SESSION_STORAGE_KEYS } from '@booklane/shared/domain';
import {
  businessRegistrationFormSchema,
  toRegisterRequest,
  type BusinessRegistrationForm,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField, FullNameField, NewPasswordField } from '@/components/account/account-fields';
import { TimeZonePicker } from '@/components/business/time-zone-picker';
import { BusinessUsernameField } from '@/components/business/username-field';
import { buttonClasses } from '@/components/ui/button';
import { dashboardPathOf, onboardingPath } from '@/config/paths';
import { errorReason, failureText, hasStatus } from '@/lib/api-client';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { session } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { browserTimeZone, timeZoneChoices } from '@/lib/time-zones';
import { register as registerAccount } from '../api/register';
import { AuthForm } from './auth-form';
import { TermsAgreement } from '@/components/account/terms-agreement';

export function BusinessRegisterForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [zone] = useState(browserTimeZone);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<BusinessRegistrationForm>({
    resolver: zodResolver(businessRegistrationFormSchema),
    defaultValues: { username: '', name: '', email: '', password: '', timezone: zone },
  });
  const username = useWatch({ control, name: 'username' });
  const timezone = useWatch({ control, name: 'timezone' });
  const registration = useMutation({
    mutationFn: (values: BusinessRegistrationForm) => registerAccount(toRegisterRequest(values, 'business')),
    onSuccess: async (answer) => {
      session.signIn(answer.token, answer.user);
      // Left by an earlier try of the two-call registration: the business exists now.
      sessionStore.remove(SESSION_STORAGE_KEYS.pendingBusinessUsername);
      // The navigation bar may have asked for the new account's business before it existed.
      await refreshOwnBusiness(queryClient);
      navigate(answer.business ? onboardingPath('hours') : dashboardPathOf('business'), { replace: true });
    },
    onError: (err) => {
      if (hasStatus(err, 409) && errorReason(err) === AUTH_MESSAGES.usernameTaken) {
        setError('username', { message: AUTH_MESSAGES.usernameTaken }, { shouldFocus: true });
      }
    },
  });

  return (
    <AuthForm
      role="business"
      onSubmit={handleSubmit((values) => registration.mutate(values))}
      pending={registration.isPending}
      failure={
        registration.isError
          ? failureText(registration.error, AUTH_MESSAGES.businessRegistrationFailed, { errorField: true })
          : null
      }
      submitLabel="Register"
      pendingLabel="Registering..."
    >
      <BusinessUsernameField username={username} error={errors.username?.message} {...register('username')} />
      <FullNameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NewPasswordField error={errors.password?.message} {...register('password')} />
      <TermsAgreement error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <TimeZoneChoice
        field={register('timezone')}
        zone={timezone}
        initialZone={zone}
        error={errors.timezone?.message}
      />
    </AuthForm>
  );
}

/**
 * The business's time zone, taken from the browser: shown as a line, and a button opens the
 * picker to change it (open at once when it is wrong).
 */
function TimeZoneChoice({
  field,
  zone,
  initialZone,
  error,
}: {
  field: UseFormRegisterReturn;
  zone: string;
  initialZone: string;
  error: string | undefined;
}) {
  const pickerId = useId();
  const [open, setOpen] = useState(false);
  const shown = open || Boolean(error);
  const label = timeZoneChoices([zone], new Date())[0]?.label ?? zone;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-slate-700">
          Time zone:{' '}
          <span className="font-medium text-slate-900" data-testid="registration-time-zone">
            {label}
          </span>
        </p>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={pickerId}
          onClick={() => setOpen((was) => !was)}
          className={buttonClasses('ghost', 'sm')}
        >
          {shown ? 'Keep this time zone' : 'Change time zone'}
        </button>
      </div>
      <div id={pickerId} hidden={!shown}>
        {shown ? (
          <TimeZonePicker
            field={field}
            error={error}
            currentTimeZone={initialZone}
            hint="Your opening hours and bookings are in this zone. You can change it later in your profile."
          />
        ) : null}
      </div>
    </div>
  );
}
