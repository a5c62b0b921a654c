// The page of a team invitation's link (decisions.md 9.2): "Join {business} as {member}", and
// whether the link still works. Signed out, the invited person logs in with a business account
// (and comes back here) or creates one on the spot; signed in with a business account, one button
// joins the team and opens the business's dashboard. A customer account is asked to log out first.
import { STAFF_MESSAGES } from '@booklane/shared/domain';
import type { TeamInvite, TeamInviteState } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PasswordStrength } from '@/components/account/password-strength';
import { TermsAgreement } from '@/components/account/terms-agreement';
import { PasswordField, TextField } from '@/components/ui/field';
import { UsersIcon } from '@/components/ui/action-icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { joinTeamPath, loginPathOf, loginReturningTo, PATHS } from '@/config/paths';
import { refreshOwnBusiness, useMembership } from '@/entities/business/api/get-my-business';
import { useTeamInvite } from '@/entities/team-member/api/get-team-invite';
import { failureText, hasStatus } from '@/lib/api-client';
import { session, useSession, type SessionUser } from '@/lib/session';
import { acceptTeamInvite } from '../api/accept-team-invite';
import { createStaffAccount } from '../api/create-staff-account';
import { staffAccountErrors, type StaffAccount, type StaffAccountErrors } from '../staff-account';

/** Why a link no longer works, in the server's words. */
const STATE_TEXTS: Record<Exclude<TeamInviteState, 'valid'>, string> = {
  used: STAFF_MESSAGES.inviteUsed,
  expired: STAFF_MESSAGES.inviteExpired,
  replaced: STAFF_MESSAGES.inviteReplaced,
};

export function JoinTeam({ token }: { token: string }) {
  const invite = useTeamInvite(token);
  const data = invite.data;
  const title = data ? `Join ${data.businessName} as ${data.memberName}` : 'Join a team';
  return (
    <Frame
      title={invite.isError ? 'This invitation link does not work' : title}
      subtitle="See the business's calendar and handle your own bookings."
    >
      {invite.isLoading ? (
        <LoadingBlock label="Loading the invitation..." />
      ) : invite.isError ? (
        hasStatus(invite.error, 404) ? (
          <Alert title={STAFF_MESSAGES.inviteInvalid}>
            Please check that you opened the whole link from the email.
          </Alert>
        ) : (
          <Alert
            title={failureText(invite.error, 'Failed to load the invitation.')}
            onRetry={() => void invite.refetch()}
          />
        )
      ) : data ? (
        <Invitation invite={data} token={token} />
      ) : null}
    </Frame>
  );
}

function Frame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Booklane`;
  }, [title]);
  return (
    <div className="mx-auto w-full max-w-md py-2 sm:py-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
            <UsersIcon className="h-6 w-6" />
          </div>
          <h1 className="break-words text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
        <div className="space-y-5">{children}</div>
      </div>
    </div>
  );
}

function Invitation({ invite, token }: { invite: TeamInvite; token: string }) {
  const { user } = useSession();
  const membership = useMembership(invite.businessId);
  const join = useJoin(invite, token);
  // Kept here, above the signed-in and signed-out views: creating the account signs in midway.
  if (join.isPending || join.isSuccess) return <LoadingBlock label="Joining the team..." />;
  if (membership) {
    return (
      <>
        <Alert tone="success" title={`You are on the team of ${invite.businessName}.`} />
        <Link to={PATHS.businessDashboard} className={buttonClasses('primary', 'lg', 'w-full')}>
          Go to your dashboard
        </Link>
      </>
    );
  }
  if (invite.state !== 'valid') {
    return (
      <Alert tone="warning" title={STATE_TEXTS[invite.state]}>
        The business can send you a new invitation from its Team tab.
      </Alert>
    );
  }
  const failure = join.isError ? (
    <Alert title="You did not join the team">
      {failureText(join.error, 'Failed to join the team. Please try again.')}
    </Alert>
  ) : null;
  if (!user) {
    return (
      <SignedOut
        invite={invite}
        token={token}
        onCreate={(account) => join.mutate(account)}
        failure={failure}
      />
    );
  }
  if (user.role !== 'business') {
    return (
      <>
        <Alert tone="warning" title="This invitation is for a business account">
          You are signed in as a customer ({user.email}). Log out, then log in with a business account or
          create one.
        </Alert>
        <button
          type="button"
          onClick={() => session.signOut()}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          Log out
        </button>
      </>
    );
  }
  return <SignedIn invite={invite} user={user} onJoin={() => join.mutate(undefined)} failure={failure} />;
}

/**
 * Joins (creating the account first when one is given), then opens the dashboard with the
 * business the account now works at.
 */
function useJoin(invite: TeamInvite, token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (account: StaffAccount | undefined) => {
      if (account) {
        const auth = await createStaffAccount(account);
        session.signIn(auth.token, auth.user);
      }
      await acceptTeamInvite(token);
      await refreshOwnBusiness(queryClient);
    },
    onSuccess: async () => {
      toast.success(`You joined the team of ${invite.businessName}.`);
      await navigate(PATHS.businessDashboard, { replace: true });
    },
  });
}

function SignedIn({
  invite,
  user,
  onJoin,
  failure,
}: {
  invite: TeamInvite;
  user: SessionUser;
  onJoin: () => void;
  failure: ReactNode;
}) {
  return (
    <>
      <p className="text-sm text-slate-700">
        You are signed in as <strong className="font-semibold">{user.name}</strong> ({user.email}). Join the
        team of {invite.businessName} as {invite.memberName} with this account?
      </p>
      {failure}
      <button type="button" onClick={onJoin} className={buttonClasses('primary', 'lg', 'w-full')}>
        Join the team
      </button>
      <button
        type="button"
        onClick={() => session.signOut()}
        className={buttonClasses('ghost', 'md', 'w-full')}
      >
        Not you? Log out
      </button>
    </>
  );
}

function SignedOut({
  invite,
  token,
  onCreate,
  failure,
}: {
  invite: TeamInvite;
  token: string;
  onCreate: (account: StaffAccount) => void;
  failure: ReactNode;
}) {
  const [account, setAccount] = useState<StaffAccount>({
    name: invite.memberName,
    email: invite.email,
    password: '',
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<StaffAccountErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = staffAccountErrors(account);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // After the errors render: the first wrong field takes the focus.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onCreate(account);
  };
  const set = (field: keyof StaffAccount) => (event: ChangeEvent<HTMLInputElement>) =>
    setAccount((current) => ({ ...current, [field]: event.target.value }));
  return (
    <>
      <p className="text-sm text-slate-700">
        {invite.businessName} invited {invite.email} to its team. Log in with your business account, or create
        one, to join.
      </p>
      <Link
        to={loginReturningTo(loginPathOf('business'), joinTeamPath(token))}
        className={buttonClasses('primary', 'lg', 'w-full')}
      >
        Log in as a business
      </Link>
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="space-y-4"
        aria-labelledby="join-create-heading"
      >
        <h2 id="join-create-heading" className="text-lg font-semibold text-slate-900">
          Create your account
        </h2>
        <TextField
          label="Your name"
          autoComplete="name"
          value={account.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={account.email}
          onChange={set('email')}
          error={errors.email}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={account.password}
            onChange={set('password')}
            error={errors.password}
          />
          <PasswordStrength password={account.password} />
        </div>
        <TermsAgreement
          checked={account.acceptTerms}
          onChange={(event) => setAccount((current) => ({ ...current, acceptTerms: event.target.checked }))}
          error={errors.acceptTerms}
        />
        {failure}
        <button type="submit" className={buttonClasses('secondary', 'lg', 'w-full')}>
          Create account and join
        </button>
      </form>
    </>
  );
}
