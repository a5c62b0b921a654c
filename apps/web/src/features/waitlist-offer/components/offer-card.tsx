// A held place through its link (decisions.md 9.3), for a customer or a guest: what it is, until
// when it is held (a countdown; at zero the offer is read again), and "Book it" (the claim: booked,
// or requested when the business confirms this service's bookings) or "No thanks" (the place goes
// to the next in line). An offer that ended says how: booked, passed on, expired, taken back.
import { hourCycleFor } from '@booklane/shared/domain';
import type { WaitlistOffer } from '@booklane/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import { dashboardPathOf, PATHS } from '@/config/paths';
import {
  claimedText,
  HoldTimer,
  offerEndedText,
  OfferSummary,
  useClaimWaitlistOffer,
  useDeclineWaitlistOffer,
} from '@/entities/waitlist';
import { failureText } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { bookedResult, refusedResult, reloadCustomerBookings, type ClaimResult } from '../claim-result';

const DECLINE_FAILED = 'Could not pass on this place. Please try again.';

function Card({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Your waitlist place"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {children}
    </section>
  );
}

function Booked({ pending, account }: { pending: boolean; account: boolean }) {
  return (
    <Alert
      tone="success"
      title={claimedText(pending)}
      action={
        account ? (
          <Link to={dashboardPathOf('customer')} className={buttonClasses('primary', 'sm', TOUCH_BUTTON)}>
            Go to your dashboard
          </Link>
        ) : undefined
      }
    >
      {account
        ? 'Your booking is in your dashboard.'
        : 'The confirmation email has the details, with a link to change or cancel it.'}
    </Alert>
  );
}

function Ended({ message }: { message: string }) {
  return (
    <Alert
      tone="info"
      action={
        <Link to={PATHS.explore} className={buttonClasses('secondary', 'sm', TOUCH_BUTTON)}>
          Explore businesses
        </Link>
      }
    >
      {message}
    </Alert>
  );
}

export function OfferCard({ offer, onRefresh }: { offer: WaitlistOffer; onRefresh: () => void }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const claim = useClaimWaitlistOffer();
  const decline = useDeclineWaitlistOffer();
  const [result, setResult] = useState<ClaimResult | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const hourCycle = hourCycleFor(offer.business);

  const onClaim = () =>
    claim.mutate(offer.token, {
      onSuccess: (booking) => {
        reloadCustomerBookings(queryClient);
        setResult(bookedResult(booking));
      },
      onError: (err) => setResult(refusedResult(err)),
    });

  const onDecline = () =>
    decline.mutate(offer.token, {
      onSuccess: (answer) => {
        setAsking(false);
        setDeclined(answer.message);
      },
      onError: (err) => {
        setAsking(false);
        setDeclineError(failureText(err, DECLINE_FAILED, { errorField: true }));
      },
    });

  // This visit's answer first, then what the offer says of itself.
  let outcome: ReactNode = null;
  if (result?.kind === 'booked') outcome = <Booked pending={result.pending} account={result.account} />;
  else if (declined) outcome = <Ended message={declined} />;
  else if (result?.kind === 'refused' && offer.status !== 'held')
    outcome = <Ended message={result.message} />;
  else if (offer.status === 'claimed') {
    outcome = <Booked pending={offer.service.needsApproval} account={user?.role === 'customer'} />;
  } else if (offer.status !== 'held') outcome = <Ended message={offerEndedText(offer.status) ?? ''} />;

  return (
    <Card>
      {outcome}
      <OfferSummary offer={offer} />
      {outcome === null ? (
        <>
          <HoldTimer
            expiresAt={offer.expiresAt}
            timeZone={offer.business.timezone}
            hourCycle={hourCycle}
            onEnd={onRefresh}
            className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900"
          />
          {result?.kind === 'refused' ? <Alert>{result.message}</Alert> : null}
          {declineError ? <Alert>{declineError}</Alert> : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={onClaim}
              disabled={claim.isPending || decline.isPending}
              className={buttonClasses('primary', 'lg')}
            >
              {claim.isPending ? <Spinner /> : null}
              Book it
            </button>
            <button
              type="button"
              onClick={() => {
                setDeclineError(null);
                setAsking(true);
              }}
              disabled={claim.isPending || decline.isPending}
              className={buttonClasses('secondary', 'lg')}
            >
              No thanks
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            title="Pass on this place?"
            message="It goes to the next person in line, and you leave the waitlist for this day."
            confirmLabel="No thanks"
            cancelLabel="Keep it"
            busy={decline.isPending}
            onConfirm={onDecline}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : null}
    </Card>
  );
}
