// The page of the undo link sent to the old address when someone asks to change the account's
// email (docs/decisions/0030). No sign-in: whoever made the change may hold the session. It undoes
// once, on arrival; every session of the account ends (a browser signed in to it learns so on its
// next call).
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useUndoEmailChange } from '../api/undo-email-change';
import { AuthCard } from './auth-card';

export function UndoEmailChange() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const undo = useUndoEmailChange();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    undo.mutate({ token });
  }, [token, undo]);

  return (
    <AuthCard
      role={user?.role ?? 'customer'}
      title="Undo the change of email"
      subtitle="Your account keeps the address this link was sent to."
    >
      {!token ? (
        <Alert title="This link is not complete">Please open the link from the email again.</Alert>
      ) : undo.isSuccess ? (
        <div className="space-y-5">
          <Alert tone="success" title="Change undone">
            {undo.data.message}
          </Alert>
          <Link to={PATHS.forgotPassword} className={buttonClasses('primary', 'lg', 'w-full')}>
            Choose a new password
          </Link>
        </div>
      ) : undo.isError ? (
        <div className="space-y-5">
          <Alert title="This link does not work">
            {failureText(undo.error, 'Could not undo the change. Please try again.')}
          </Alert>
          <Link to={PATHS.forgotPassword} className={buttonClasses('secondary', 'lg', 'w-full')}>
            Choose a new password
          </Link>
        </div>
      ) : (
        <LoadingBlock label="Undoing the change..." />
      )}
    </AuthCard>
  );
}
