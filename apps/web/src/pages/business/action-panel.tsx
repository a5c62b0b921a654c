// The panel for the business and the current user (spec section 2; its contents are ours).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { InfoIcon } from '@/components/ui/icons';
import { dashboardPathOf, loginPathOf, loginReturningTo } from '@/config/paths';
import type { SessionUser } from '@/lib/session';

export function ActionPanel({
  user,
  ownsBusiness,
  children,
}: {
  user: SessionUser | null;
  ownsBusiness: boolean;
  /** The chat-start button and online dot (composed in by the app route). */
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  let text: string;
  let action: { to: string; label: string } | null;
  if (!user) {
    text = 'Book as a guest, or log in to keep track of your appointments and chat with businesses.';
    // Signing in comes back to this page (issue 21 item 5).
    action = { to: loginReturningTo(loginPathOf('customer'), `${pathname}${search}`), label: 'Log in' };
  } else if (user.role === 'customer') {
    text = `Signed in as ${user.name}. Your bookings appear on your dashboard.`;
    action = { to: dashboardPathOf(user.role), label: 'My bookings' };
  } else if (ownsBusiness) {
    text = 'This is your public page: customers see it exactly like this.';
    action = { to: dashboardPathOf(user.role), label: 'Manage business' };
  } else {
    text =
      'You are signed in as a business owner: bookings you make here are sent with your contact details as a guest.';
    action = null;
  }
  return (
    <aside
      aria-label="Your account"
      className="flex flex-col gap-3 rounded-2xl border border-indigo-100 bg-indigo-50/60 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <p className="flex items-start gap-2.5 text-sm text-indigo-950">
        <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" />
        {text}
      </p>
      {action || children ? (
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          {children}
          {action ? (
            <Link to={action.to} className={buttonClasses('secondary', 'sm', 'shrink-0')}>
              {action.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}
