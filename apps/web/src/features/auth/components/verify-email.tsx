// The page of the verification email's link (decisions.md 8.5): it confirms the address once, on
// arrival, and says so; a link that no longer works offers a new one to a signed-in account. It
// confirms only inside a session of the account the link was sent for (docs/decisions/0030):
// signed out, it asks to sign in first and comes back here.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { dashboardPathOf, loginPathOf, loginReturningTo, PATHS } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { useRefreshSessionUser } from '@/entities/user/api/get-profile';
import { useSession } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from './auth-card';
import { ResendVerificationButton } from './resend-verification-button';

export function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const verify = useVerifyEmail();
  const refreshUser = useRefreshSessionUser();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, however often React runs effects (a link works once); signed in only.
    if (!token || !user || started.current) return;
    started.current = true;
    // Either way the session learns whether the address is confirmed now (a second click on the
    // link fails, but the address is confirmed all the same).
    verify.mutate({ token }, { onSettled: () => void refreshUser() });
  }, [token, user, verify, refreshUser]);

  const next = user ? (
    <Link to={dashboardPathOf(user.role)} className={buttonClasses('primary', 'lg', 'w-full')}>
      Go to your dashboard
    </Link>
  ) : (
    <Link to={PATHS.welcome} className={buttonClasses('primary', 'lg', 'w-full')}>
      Log in
    </Link>
  );

  return (
    <AuthCard
      role={user?.role ?? 'customer'}
      title="Confirm your email"
      subtitle="One click, and your address is confirmed."
    >
      {!token ? (
        <Alert title="This link is not complete">Please open the link from the email again.</Alert>
      ) : !user ? (
        <SignInFirst returnTo={`${PATHS.verifyEmail}?token=${encodeURIComponent(token)}`} />
      ) : verify.isSuccess ? (
        <div className="space-y-5">
          <Alert tone="success" title="Email confirmed">
            {verify.data.message}
          </Alert>
          {next}
        </div>
      ) : verify.isError && user?.emailVerified ? (
        <div className="space-y-5">
          <Alert tone="success" title="Email confirmed">
            Your email address is already confirmed.
          </Alert>
          {next}
        </div>
      ) : verify.isError ? (
        <div className="space-y-5">
          <Alert title="This link does not work">
            {failureText(verify.error, 'Could not confirm your email. Please try again.')}
          </Alert>
          {user && user.emailVerified === false ? <ResendVerificationButton /> : next}
        </div>
      ) : (
        <LoadingBlock label="Confirming your email..." />
      )}
    </AuthCard>
  );
}

/** Signed out: the link confirms only for its own account, so sign in to it first and come back. */
function SignInFirst({ returnTo }: { returnTo: string }) {
  return (
    <div className="space-y-5">
      <Alert tone="info" title="Sign in to confirm your email">
        For your safety, this link confirms your address only while you are signed in to the account it was
        sent for.
      </Alert>
      <Link
        to={loginReturningTo(loginPathOf('customer'), returnTo)}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        Log in
      </Link>
      <Link
        to={loginReturningTo(loginPathOf('business'), returnTo)}
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        Log in as a business
      </Link>
    </div>
  );
}
