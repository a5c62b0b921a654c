// "Delete account" (decisions.md 9.6, issue 39): what deleting does, said before it is done (for a
// business owner: the business leaves the directory, its upcoming bookings are cancelled and its
// customers emailed; download the data first), then the password re-entered. A wrong password is
// the server's words under the field and nothing changes; once deleted, the session ends and the
// app goes to the directory.
import { PRIVACY_MESSAGES, type UserRole } from '@booklane/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/entities/user/model/use-logout';
import { ApiError, failureText } from '@/lib/api-client';
import { deleteAccount } from '../api/delete-account';

/** What deleting the account does, for a customer and for a business owner. */
const CONSEQUENCES: Record<UserRole, string[]> = {
  customer: [
    'Your upcoming bookings are cancelled, and the businesses are told by email.',
    'Your past bookings stay in the businesses’ records without your name, email or phone.',
    'Your chats are closed and you are signed out everywhere.',
    'You can register again with the same email address later.',
  ],
  business: [
    'Your business is unpublished: it leaves the directory and its page is gone.',
    'Its upcoming bookings are cancelled, and every customer is told by email.',
    'Past bookings stay in your customers’ histories without your name, email or phone.',
    'Your chats are closed, your API tokens stop working and you are signed out everywhere.',
  ],
};

export function DeleteAccountDialog({
  role,
  hasPassword,
  exportFirst,
  onClose,
}: {
  role: UserRole;
  /** False for an account that signs in with Google or Facebook (no password to re-enter). */
  hasPassword: boolean;
  /** The download buttons, offered before anything is deleted. */
  exportFirst?: ReactNode;
  onClose: () => void;
}) {
  const logOut = useLogout();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: () => deleteAccount(hasPassword ? { password } : {}),
    // Ends the session as a chosen logout does: home, not the sign-in page the profile's guard
    // would otherwise show once the session is gone.
    onSuccess: () => logOut(),
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400) {
        setFieldError(failureText(err, PRIVACY_MESSAGES.deletePasswordWrong));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && password === '') {
      setFieldError(PRIVACY_MESSAGES.deletePasswordRequired);
      return;
    }
    setFieldError(undefined);
    remove.mutate();
  };
  const formId = 'delete-account';
  const otherFailure =
    remove.isError && !(remove.error instanceof ApiError && remove.error.status === 400)
      ? failureText(remove.error, 'Failed to delete account', { errorText: true })
      : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete account"
      description="This cannot be undone."
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')} data-autofocus>
            Keep my account
          </button>
          <button
            type="submit"
            form={formId}
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            className={buttonClasses('danger')}
          >
            {remove.isPending ? <Spinner /> : null}
            Delete my account
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {CONSEQUENCES[role].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {exportFirst ? (
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <p className="mb-2">Download your data first if you want to keep a copy.</p>
            {exportFirst}
          </div>
        ) : null}
        {hasPassword ? (
          <PasswordField
            label="Password"
            hint="Enter your password to confirm."
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError}
          />
        ) : (
          <p className="text-sm text-slate-700">
            Your account signs in with an external provider: if you signed in more than 10 minutes ago, sign
            out and sign in again first.
          </p>
        )}
        {otherFailure ? <Alert title={otherFailure} /> : null}
      </form>
    </Dialog>
  );
}
