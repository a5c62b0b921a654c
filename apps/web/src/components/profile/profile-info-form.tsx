// The account holder's name, phone and email (spec section 5: all required, email format), shared
// by the business profile's Account Information and the customer profile's Personal Information.
// The page supplies the save mutation and its texts; the form resets to the saved values, and the
// success message stays until a field is edited again. A new email address asks for the current
// password and waits for the link sent to it (docs/decisions/0030): the form says so. A business
// account also chooses here whether it gets the weekly summary email (decisions.md 9.4).
import { updateProfileRequestSchema, type UpdateProfileRequest, type User } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { EmailField, FullNameField, PhoneField } from '@/components/account/account-fields';
import { PasswordField } from '@/components/ui/field';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FailureAlert, type FailureAlertVariant } from './failure-alert';
import { ProfileCard } from './profile-card';

/** What the form needs of the page's PUT /users/profile mutation (it answers the saved user). */
export type UpdateProfileMutation = Pick<
  UseMutationResult<User, Error, UpdateProfileRequest>,
  'mutate' | 'isPending' | 'isError' | 'isSuccess' | 'error' | 'data'
>;

function toValues(user: User, weeklySummary: boolean): UpdateProfileRequest {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    currentPassword: '',
    // On unless the account turned it off (the server's default).
    ...(weeklySummary ? { weeklySummaryEmails: user.weeklySummaryEmails ?? true } : {}),
  };
}

/** The weekly summary email's checkbox, with a line saying what it is. */
function WeeklySummaryField(props: UseFormRegisterReturn<'weeklySummaryEmails'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-slate-300 text-indigo-600"
        {...props}
      />
      <div className="min-w-0 text-sm">
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-800">
          Weekly summary email
        </label>
        <p id={`${id}-hint`} className="text-slate-600">
          Every Monday morning, last week&apos;s bookings, revenue and reviews of your business.
        </p>
      </div>
    </div>
  );
}

export function ProfileInfoForm({
  user,
  mutation: save,
  title,
  description,
  submitLabel,
  successMessage,
  failureMessage,
  failureVariant,
  weeklySummary = false,
}: {
  user: User;
  mutation: UpdateProfileMutation;
  title: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  /** The fallback text of a failed save (see FailureAlert for `failureVariant`). */
  failureMessage: string;
  failureVariant: FailureAlertVariant;
  /** Shows the weekly summary email's choice (business accounts). */
  weeklySummary?: boolean;
}) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: toValues(user, weeklySummary),
  });
  const email = useWatch({ control, name: 'email' });
  // An account with a password proves it is theirs before the address moves (no password: a
  // recent sign-in, which the server checks).
  const asksPassword = user.provider === 'local' && email.trim().toLowerCase() !== user.email;
  const onSubmit = handleSubmit(({ currentPassword, ...values }) =>
    save.mutate(asksPassword ? { ...values, currentPassword } : values, {
      onSuccess: (saved) => reset(toValues(saved, weeklySummary)),
    }),
  );
  const pending = save.data?.pendingEmail ?? user.pendingEmail;

  return (
    <ProfileCard title={title} description={description}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={save.isPending}>
        {save.isError ? (
          <FailureAlert error={save.error} fallback={failureMessage} variant={failureVariant} />
        ) : null}
        {save.isSuccess && !isDirty ? <Alert tone="success">{successMessage}</Alert> : null}
        {pending ? (
          <Alert tone="info" title="Confirm your new email address">
            We sent a link to {pending}. Your email address changes once you open it while signed in; until
            then, {user.email} stays in use.
          </Alert>
        ) : null}
        <FullNameField error={errors.name?.message} {...register('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField error={errors.phone?.message} {...register('phone')} />
          <EmailField error={errors.email?.message} {...register('email')} />
        </div>
        {weeklySummary ? <WeeklySummaryField {...register('weeklySummaryEmails')} /> : null}
        {asksPassword ? (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            hint="Needed to change your email address."
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : null}
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving...' : submitLabel}
        </button>
      </form>
    </ProfileCard>
  );
}
