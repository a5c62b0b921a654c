// A guest leaves the waitlist through the link of their email (decisions.md 9.3): what it does, a
// "Leave the waitlist" button, then the server's answer ("You have left the waitlist.") or its
// refusal ("This waitlist link does not work.").
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import { PATHS } from '@/config/paths';
import { useLeaveWaitlistAsGuest } from '@/entities/waitlist';
import { failureText, hasStatus } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';

const LEAVE_FAILED = 'Could not leave the waitlist. Please try again.';

export function GuestLeaveCard({ token }: { token: string }) {
  const leave = useLeaveWaitlistAsGuest();
  // A link that does not work never will: no button to try it again.
  const deadLink = hasStatus(leave.error, 404);
  // Such a link names nothing: the tab says so too (null keeps the page's own title).
  useDocumentTitle(deadLink ? 'Waitlist link not valid' : null);
  const explore = (
    <Link to={PATHS.explore} className={buttonClasses('secondary', 'sm', TOUCH_BUTTON)}>
      Explore businesses
    </Link>
  );
  return (
    <section
      aria-label="Leave the waitlist"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {leave.data ? (
        <Alert tone="success" action={explore}>
          {leave.data.message}
        </Alert>
      ) : (
        <>
          <p className="text-slate-700">
            You are on a waitlist through this link. If you leave, you give up your place in line and we will
            not email you when a place frees up. You can join again from the business&apos;s page.
          </p>
          {leave.error ? (
            <Alert action={deadLink ? explore : undefined}>
              {failureText(leave.error, LEAVE_FAILED, { errorField: true })}
            </Alert>
          ) : null}
          {deadLink ? null : (
            <button
              type="button"
              onClick={() => leave.mutate(token)}
              disabled={leave.isPending}
              className={buttonClasses('danger', 'md', `${TOUCH_BUTTON} w-full sm:w-auto`)}
            >
              {leave.isPending ? <Spinner /> : null}
              Leave the waitlist
            </button>
          )}
        </>
      )}
    </section>
  );
}
