// A signed-in account whose address is not confirmed yet (decisions.md 8.5) sees, under the
// navigation bar, where the link went and a way to have it sent again. The account works
// meanwhile; guest bookings made with the address join it once it is confirmed.
import { useEffect } from 'react';
import { MailIcon } from '@/components/ui/icons';
import { useProfile } from '@/entities/user/api/get-profile';
import { session, useSession } from '@/lib/session';
import { ResendVerificationButton } from './resend-verification-button';

export function EmailVerificationNotice() {
  const { user } = useSession();
  const unverified = user?.emailVerified === false;
  if (!unverified) return null;
  return <Notice email={user.email} />;
}

function Notice({ email }: { email: string }) {
  // The address may have been confirmed elsewhere (the link opened on a phone): the profile says.
  const profile = useProfile();
  useEffect(() => {
    if (profile.data?.emailVerified) session.updateUser(profile.data);
  }, [profile.data]);
  return (
    <div role="region" aria-label="Confirm your address" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex min-w-0 items-start gap-2">
          <MailIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">
            Please confirm your email address: we sent a link to <strong>{email}</strong>.
          </span>
        </p>
        <ResendVerificationButton compact />
      </div>
    </div>
  );
}
