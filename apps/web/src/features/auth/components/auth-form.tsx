// The frame of the sign-in and registration forms (spec section 2): the failure alert, the
// fields, the full-width submit button (disabled with a spinner and its busy text while
// submitting) and, below the form, the Google and Facebook buttons for the screen's role.
import type { UserRole } from '@booklane/shared/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SocialSignIn } from './social-sign-in';

export function AuthForm({
  role,
  onSubmit,
  pending,
  failure,
  submitLabel,
  pendingLabel,
  children,
}: {
  role: UserRole;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The text of the last failed submit, or null when there is none to show. */
  failure: string | null;
  /** The button's text, and its text while submitting ('Logging in...' and the like). */
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {failure !== null ? <Alert>{failure}</Alert> : null}
        {children}
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
          {pending ? <Spinner /> : null}
          {pending ? pendingLabel : submitLabel}
        </button>
      </form>
      <SocialSignIn role={role} />
    </>
  );
}
