// 'Business Registration' (spec section 2): business username (with the public page URL preview),
// full name, email, password, social buttons; 'Registering...' while busy. Registration creates
// the account, then the business with the username kept aside (sessionStorage
// pendingBusinessUsername); when creating the business fails, the owner continues at the
// dashboard's create-business form, which picks the username up from there.
import {
  AUTH_MESSAGES,
  businessRegistrationFormSchema,
  FAILURE_MESSAGES,
  normalizeUsername,
  publicPageUrl,
  SESSION_STORAGE_KEYS,
  toRegisterRequest,
  type BusinessRegistrationForm,
} from '@booklane/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { LinkIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorReason, failureText } from '@/lib/api-client';
import { session } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { createBusiness } from '../api/create-business';
import { register as registerAccount } from '../api/register';
import { SocialSignIn } from './social-sign-in';

const DASHBOARD = '/business/dashboard';

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
  const typedUsername = useWatch({ control, name: 'username' }) ?? '';
  const preview = publicPageUrl(
    globalThis.location?.origin ?? '',
    normalizeUsername(typedUsername) || 'your-username',
  );

  const onSubmit = handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: (result) => {
        if (result.created) {
          toast.success(
            `Welcome to Booklane! Your public page is live at ${publicPageUrl(globalThis.location?.origin ?? '', result.username)}`,
          );
        } else {
          toast.error(FAILURE_MESSAGES.createBusiness(result.reason));
        }
        navigate(DASHBOARD, { replace: true });
      },
    }),
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={registration.isPending}>
        {registration.isError ? (
          <Alert>
            {failureText(registration.error, AUTH_MESSAGES.businessRegistrationFailed, { errorField: true })}
          </Alert>
        ) : null}
        <TextField
          label="Business username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username?.message}
          hint={
            <div className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-slate-700">
              <LinkIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
              <span className="min-w-0">
                <span className="block text-xs text-slate-500">Your public page</span>
                <span className="block break-all font-medium" data-testid="public-url-preview">
                  {preview}
                </span>
              </span>
            </div>
          }
          {...register('username')}
        />
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
          {registration.isPending ? 'Registering...' : 'Register'}
        </button>
      </form>
      <SocialSignIn role="business" />
    </>
  );
}
