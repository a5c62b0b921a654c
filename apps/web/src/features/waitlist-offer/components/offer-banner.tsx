// The live offer banner of a signed-in customer, on every page (decisions.md 9.3): when a place is
// held for them (`waitlistOffer`, status held) it says which, and for how long, ticking each second
// ("A place freed up: Haircut at Luxe Hair, Tue, Mar 3 at 3:00 PM. Held for you for 14:59"), with
// "Book it" (the claim, in one tap, then its answer here), "Details" (the offer's page) and a
// dismiss button. A later push for the same offer updates it: claimed or declined elsewhere, it
// goes; expired or taken back, it says so. A polite live region, not a dialog: the arrival and the
// answers are announced, the ticking never is (the time it ends is read instead).
// While a modal dialog is open (the booking sheet the customer joined the waitlist from), the
// banner shows inside it: the page under a modal dialog cannot be tapped.
// Loaded lazily by the layout for customers only; the realtime module loads with its listener.
import { WAITLIST_MESSAGES } from '@booklane/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { CheckCircleIcon, ClockIcon, CloseIcon, InfoIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { dashboardPathOf, waitlistOfferPath } from '@/config/paths';
import {
  claimedText,
  countdownText,
  heldUntilText,
  MY_WAITLIST_KEY,
  offerEndedText,
  placeText,
  useClaimWaitlistOffer,
  useCountdown,
  useMyWaitlist,
} from '@/entities/waitlist';
import { useLazyRealtimeEvent } from '@/lib/realtime/lazy';
import { useNow } from '@/lib/use-now';
import { bannerOffers, fromEntries, fromPush, type BannerOffer } from '../banner-model';
import { bookedResult, refusedResult, reloadCustomerBookings, type ClaimResult } from '../claim-result';
import { useTopDialog } from '../hooks/use-top-dialog';

const CARD = 'pointer-events-auto rounded-xl border bg-white p-4 shadow-lg';

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label="Dismiss the waitlist offer"
      className="-m-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:h-9 sm:w-9"
    >
      <CloseIcon className="h-4 w-4" />
    </button>
  );
}

function what(offer: BannerOffer): string {
  return `${offer.serviceName} at ${offer.businessName}, ${placeText(offer, offer.hourCycle)}`;
}

/** The answer of this page (a claim, a hold that ran out, an end pushed) in place of the offer. */
function Answer({
  offer,
  note,
  onDismiss,
}: {
  offer: BannerOffer;
  note: ClaimResult;
  onDismiss: () => void;
}) {
  const booked = note.kind === 'booked';
  return (
    <div
      className={`${CARD} ${booked ? 'border-emerald-200' : 'border-slate-200'}`}
      data-testid="waitlist-banner"
    >
      <div className="flex items-start gap-3">
        {booked ? (
          <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
        ) : (
          <InfoIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" />
        )}
        <div className="min-w-0 flex-1 text-sm text-slate-900">
          {booked ? (
            <>
              <p className="font-semibold">{claimedText(note.pending)}</p>
              <p className="mt-0.5 text-slate-700">{what(offer)}.</p>
              <Link
                to={dashboardPathOf('customer')}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-indigo-700 hover:underline sm:min-h-0"
              >
                See your bookings
              </Link>
            </>
          ) : (
            <p>{note.message}</p>
          )}
        </div>
        <DismissButton onDismiss={onDismiss} />
      </div>
    </div>
  );
}

function HeldOffer({
  offer,
  onClaim,
  onAnswer,
  onDismiss,
}: {
  offer: BannerOffer;
  /** A claim is on its way: the offer stays while its push ("claimed") overtakes the answer. */
  onClaim: () => void;
  onAnswer: (note: ClaimResult) => void;
  onDismiss: () => void;
}) {
  const queryClient = useQueryClient();
  const claim = useClaimWaitlistOffer();
  const now = useNow();
  const left = useCountdown(offer.expiresAt, () =>
    onAnswer({ kind: 'refused', message: WAITLIST_MESSAGES.offerExpired }),
  );
  const onBook = () => {
    onClaim();
    claim.mutate(offer.token, {
      onSuccess: (booking) => {
        reloadCustomerBookings(queryClient);
        onAnswer(bookedResult(booking));
      },
      onError: (err) => onAnswer(refusedResult(err)),
    });
  };
  return (
    <div className={`${CARD} border-indigo-200`} data-testid="waitlist-banner">
      <div className="flex items-start gap-3">
        <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-600" />
        <div className="min-w-0 flex-1 text-sm text-slate-900">
          <p>
            <span className="font-semibold">A place freed up:</span> {what(offer)}.
          </p>
          <p className="mt-0.5 text-slate-700">
            Held for you{' '}
            <span aria-hidden="true" className="font-semibold tabular-nums text-amber-800">
              for {countdownText(left)}
            </span>
            <span className="sr-only">
              until {heldUntilText(offer.expiresAt, offer.timeZone, offer.hourCycle, now)}
            </span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onBook}
              disabled={claim.isPending || left === 0}
              className={buttonClasses('primary', 'sm')}
            >
              {claim.isPending ? <Spinner /> : null}
              Book it
            </button>
            <Link to={waitlistOfferPath(offer.token)} className={buttonClasses('secondary', 'sm')}>
              Details
            </Link>
          </div>
        </div>
        <DismissButton onDismiss={onDismiss} />
      </div>
    </div>
  );
}

export default function WaitlistOfferBanner() {
  const queryClient = useQueryClient();
  const listed = useMyWaitlist({ poll: false });
  const [pushed, setPushed] = useState<ReadonlyMap<string, BannerOffer>>(() => new Map());
  const [notes, setNotes] = useState<ReadonlyMap<string, ClaimResult>>(() => new Map());
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(() => new Set());
  const path = useLocation().pathname;

  // An answer keeps its offer on screen, even once the entries no longer list it.
  const note = (offer: BannerOffer, result: ClaimResult) => {
    setNotes((was) => new Map(was).set(offer.token, result));
    setPushed((was) => (was.has(offer.token) ? was : new Map(was).set(offer.token, offer)));
  };
  const kept = new Set([...notes.keys(), ...claiming]);
  const offers = bannerOffers(pushed, fromEntries(listed.data), kept, dismissed).filter(
    // The offer's own page says all of it.
    (offer) => path !== waitlistOfferPath(offer.token),
  );

  useLazyRealtimeEvent(
    'chatConnection',
    'waitlistOffer',
    (offer) => {
      const pushedOffer = fromPush(offer);
      setPushed((was) => new Map(was).set(offer.token, pushedOffer));
      void queryClient.invalidateQueries({ queryKey: MY_WAITLIST_KEY });
      // An offer on screen that ran out or was taken back says so; one claimed or declined elsewhere goes.
      const shown = offers.some((o) => o.token === offer.token && o.status === 'held');
      const ended = offerEndedText(offer.status);
      if (shown && ended && offer.status !== 'declined' && !notes.has(offer.token)) {
        note(pushedOffer, { kind: 'refused', message: ended });
      }
    },
    true,
  );

  // Its live region moves with it, so what arrives while a dialog is open is announced there.
  const dialog = useTopDialog();

  const banner = (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:justify-start sm:p-6">
      <div role="status" aria-label="Waitlist offers" className="flex w-full max-w-md flex-col gap-2">
        {offers.map((offer) => {
          const dismiss = () => setDismissed((was) => new Set(was).add(offer.token));
          const answer = notes.get(offer.token);
          return answer ? (
            <Answer key={offer.token} offer={offer} note={answer} onDismiss={dismiss} />
          ) : (
            <HeldOffer
              key={offer.token}
              offer={offer}
              onClaim={() => {
                setClaiming((was) => new Set(was).add(offer.token));
                setPushed((was) => (was.has(offer.token) ? was : new Map(was).set(offer.token, offer)));
              }}
              onAnswer={(result) => note(offer, result)}
              onDismiss={dismiss}
            />
          );
        })}
      </div>
    </div>
  );
  return dialog ? createPortal(banner, dialog) : banner;
}
