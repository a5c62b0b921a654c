// /waitlist/offers/:token (decisions.md 9.3): a place freed and held for a person in line, through
// the link of the offer's email, the live banner or the dashboard; no sign-in. It shows the place
// and its countdown and books it or passes it on; a signed-in customer's page follows the offer's
// pushes. An unknown, altered or forged link says so.
import { WAITLIST_MESSAGES } from '@booklane/shared/domain';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { TOUCH_BUTTON } from '@/components/ui/touch-button';
import { useMyWaitlistUpdates, useWaitlistOffer } from '@/entities/waitlist';
import { OfferCard } from '@/features/waitlist-offer/components/offer-card';
import { hasStatus } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export default function WaitlistOfferPage() {
  const token = useParams().token ?? '';
  const { user } = useSession();
  const offer = useWaitlistOffer(token);
  useMyWaitlistUpdates(user?.role === 'customer');

  if (offer.isPending) return <LoadingBlock label="Loading your waitlist place..." />;
  if (offer.isError && !offer.data) {
    if (hasStatus(offer.error, 404)) {
      return (
        <div className="mx-auto max-w-xl">
          <PageTitle subtitle="It may be incomplete: open it again from the email. The business can also help.">
            {WAITLIST_MESSAGES.offerLinkInvalid}
          </PageTitle>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl">
        <PageTitle>Your waitlist place</PageTitle>
        <Alert
          title="Your waitlist place could not be loaded."
          onRetry={() => void offer.refetch()}
          retryClassName={buttonClasses('secondary', 'sm', TOUCH_BUTTON)}
        >
          Please try again in a moment.
        </Alert>
      </div>
    );
  }

  const held = offer.data.status === 'held';
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle
        subtitle={
          held ? 'A place freed up and is held for you. Book it before the time runs out.' : undefined
        }
      >
        Your waitlist place
      </PageTitle>
      <OfferCard offer={offer.data} onRefresh={() => void offer.refetch()} />
    </div>
  );
}
