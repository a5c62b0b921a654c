// 'Business Registration' (spec section 2): business username (with the public page URL preview),
// full name, email, password, social buttons; 'Registering...' while busy. Registration creates
// the account, then the business with the username kept aside (sessionStorage
// pendingBusinessUsername); when creating the business fails, the owner continues at the
// dashboard's create-business form, which picks the username up from there.
import {
  AUTH_MESSAGES,
  FAILURE_MESSAGES,
  publicPageLink,
  SESSION_STORAGE_KEYS,
} from '@booklane/shared/domain';
import {
  businessRegistrationFormSchema,
  normalizeUsername,
  toRegisterRequest,
  type BusinessRegistrationForm,
} from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EmailField, FullNameField, NewPasswordField } from '@/components/account/account-fields';
import { BusinessUsernameField } from '@/components/business/username-field';
import { toast } from '@/components/ui/toast';
import { dashboardPathOf } from '@/config/paths';
import { errorReason, failureText } from '@/lib/api-client';
import { createBusiness } from '@/entities/business/api/create-business';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { session } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { register as registerAccount } from '../api/register';
import { AuthForm } from './auth-form';

async function registerBusiness(values: BusinessRegistrationForm) {
  const username = normalizeUsername(values.username);
  sessionStore.set(SESSION_STORAGE_KEYS.pendingBusinessUsername, username);
  let auth;
  try {
    auth = await registerAccount(toRegisterRequest(values, 'business'));
  } catch (err) {
    sessionStore.remove(SESSION_STORAGE_KEYS.pendingBusinessUsername);
    throw err;
  }
  session.signIn(auth.token, auth.user);
  try {
    await createBusiness({ username, name: values.name });
    sessionStore.remove(SESSION_STORAGE_KEYS.pendingBusinessUsername);
    return { created: true as const, username };
  } catch (err) {
    return { created: false as const, reason: errorReason(err) };
  }
}

export function BusinessRegisterForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registration = useMutation({ mutationFn: registerBusiness });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(businessRegistrationFormSchema),
    defaultValues: { username: '', name: '', email: '', password: '' },
  });
  const username = useWatch({ control, name: 'username' });

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: async (result) => {
        // The navigation bar may have asked for the new account's business before it existed.
        if (result.created) await refreshOwnBusiness(queryClient);
        if (result.created) {
          toast.success(
            `Welcome to Booklane! Your public page is live at ${publicPageLink(globalThis.location?.origin ?? '', result.username)}`,
          );
        } else {
          toast.error(FAILURE_MESSAGES.createBusiness(result.reason));
        }
        navigate(dashboardPathOf('business'), { replace: true });
      },
    }),
  );

  return (
    <AuthForm
      role="business"
      onSubmit={onSubmit}
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
    </AuthForm>
  );
}
