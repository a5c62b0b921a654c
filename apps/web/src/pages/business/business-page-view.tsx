// The business page (spec section 2): loads the business (by username or id), its active
// services and its team (decisions.md 9.1); the booking itself is composed in by the route (onBook).
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { failureText, hasStatus } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useOwnsBusiness } from '@/entities/business/api/get-my-business';
import { useSession } from '@/lib/session';
import { useBusiness, type BusinessLookup } from '@/entities/business/api/get-business';
import { backTarget } from '@/entities/business/model/page-rules';
import { ActionPanel } from './action-panel';
import { HeaderRating } from '@/entities/review/ui/header-rating';
import { BusinessHeader } from '@/entities/business/ui/business-header';
import { BusinessPageSkeleton } from './business-page-skeleton';
import { ReviewsSection } from '@/features/review/components/reviews-section';
import { ServicesSection } from './services-section';
import { TeamSection } from '@/entities/team-member/ui/team-section';

export function BusinessPageView({
  lookup,
  onBook,
  onBookIntent,
  renderChat,
}: {
  lookup: BusinessLookup;
  onBook: (service: Service, business: Business) => void;
  /** A Book button is pointed at or focused: the route may start loading the booking form. */
  onBookIntent?: () => void;
  /** The chat-start button and online dot, composed in by the route (chat and presence features). */
  renderChat?: (business: Business) => ReactNode;
}) {
  const { user } = useSession();
  const business = useBusiness(lookup);
  const ownsBusiness = useOwnsBusiness(business.data?._id);
  const back = backTarget(user?.role);

  const notFound = business.isError && hasStatus(business.error, 404);
  useDocumentTitle(
    business.data
      ? business.data.name
      : business.isError
        ? notFound
          ? ERROR_MESSAGES.businessNotFound
          : 'Business page'
        : null,
  );

  if (business.isPending) return <BusinessPageSkeleton />;

  if (business.isError) {
    return (
      <div className="mx-auto max-w-xl py-8">
        <h1 className="sr-only">
          {notFound ? ERROR_MESSAGES.businessNotFound : ERROR_MESSAGES.loadBusinessDetails}
        </h1>
        <Alert
          title={
            notFound
              ? ERROR_MESSAGES.businessNotFound
              : failureText(business.error, ERROR_MESSAGES.loadBusinessDetails)
          }
          action={
            <div className="flex flex-wrap gap-2">
              <Link to={back.to} className={buttonClasses('secondary', 'sm')}>
                {back.label}
              </Link>
              {notFound ? null : (
                <button
                  type="button"
                  onClick={() => void business.refetch()}
                  className={buttonClasses('ghost', 'sm')}
                >
                  Try again
                </button>
              )}
            </div>
          }
        >
          {notFound ? 'This page does not exist or the business has moved.' : 'Please try again in a moment.'}
        </Alert>
      </div>
    );
  }

  const data = business.data;
  return (
    <div className="space-y-6">
      <BusinessHeader business={data} back={back} rating={<HeaderRating businessId={data._id} />} />
      <ActionPanel user={user} ownsBusiness={ownsBusiness}>
        {renderChat?.(data)}
      </ActionPanel>
      <ServicesSection
        business={data}
        onBook={(service) => onBook(service, data)}
        onBookIntent={onBookIntent}
      />
      <TeamSection businessId={data._id} />
      <ReviewsSection business={data} ownsBusiness={ownsBusiness} />
    </div>
  );
}
