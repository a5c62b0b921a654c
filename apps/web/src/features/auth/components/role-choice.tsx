// 'Complete Your Profile' (spec section 2): Customer (the default) or Business Owner, then
// Continue ('Setting up...' while busy); server message else 'Failed to update role'. Then the
// page the sign-in was for, when the chosen role may open it, else the role's dashboard.
import { AUTH_MESSAGES, DEFAULT_USER_ROLE, type UserRole } from '@booklane/shared/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { StoreIcon, UserIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { returnPathFor } from '@/config/return-path';
import { dashboardPathOf } from '@/config/paths';
import { ApiError, failureText } from '@/lib/api-client';
import { session, type SessionUser } from '@/lib/session';
import { useUpdateRole } from '../api/update-role';

const CHOICES: Array<{ role: UserRole; title: string; text: string; Icon: typeof UserIcon }> = [
  { role: 'customer', title: 'Customer', text: 'I want to book services from businesses', Icon: UserIcon },
  {
    role: 'business',
    title: 'Business Owner',
    text: 'I want to offer services and manage bookings',
    Icon: StoreIcon,
  },
];

export function RoleChoice({ user, returnTo = null }: { user: SessionUser; returnTo?: string | null }) {
  const [role, setRole] = useState<UserRole>(DEFAULT_USER_ROLE);
  const update = useUpdateRole();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { role },
      {
        onSuccess: ({ user: updated, token }) => {
          session.signIn(token, updated);
          navigate(returnPathFor(updated.role, returnTo) ?? dashboardPathOf(updated.role), { replace: true });
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-lg py-2 sm:py-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Complete Your Profile</h1>
        <p className="mt-1 text-slate-600">Welcome, {user.name}! How will you use Booklane?</p>
        <form onSubmit={onSubmit} className="mt-6 space-y-5">
          {update.isError ? (
            <Alert
              action={
                // 409: the role was chosen before (once per account); its dashboard is the way on.
                update.error instanceof ApiError && update.error.status === 409 ? (
                  <Link to={dashboardPathOf(user.role)} replace className={buttonClasses('secondary', 'sm')}>
                    Go to my dashboard
                  </Link>
                ) : undefined
              }
            >
              {failureText(update.error, AUTH_MESSAGES.roleUpdateFailed)}
            </Alert>
          ) : null}
          <fieldset className="space-y-3">
            <legend className="sr-only">Account type</legend>
            {CHOICES.map(({ role: value, title, text, Icon }) => (
              <label
                key={value}
                className={`flex cursor-pointer items-start gap-4 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 ${
                  role === value
                    ? 'border-indigo-600 bg-indigo-50'
                    : 'border-slate-200 hover:border-indigo-300'
                }`}
              >
                <input
                  type="radio"
                  name="role"
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                  className="mt-1 h-4 w-4 accent-indigo-600"
                />
                <span className="flex-1">
                  <span className="flex items-center gap-2 font-semibold text-slate-900">
                    <Icon className="h-5 w-5 text-indigo-600" />
                    {title}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            disabled={update.isPending}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? 'Setting up...' : 'Continue'}
          </button>
        </form>
      </div>
    </div>
  );
}
