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
import { backTarget } from '@/entities/business/model/back-target';
import { deferred } from '@/lib/deferred';
import { ActionPanel } from './action-panel';
import { BusinessPageSkeleton } from './business-page-skeleton';
import { ServicesSection } from './services-section';
import { BUSINESS_PAGE_PARTS } from './prefetch-business-page';
import { useBusinessPhotos } from '@/entities/business-photo/api/get-business-photos';
import { FirstScreenBook, StickyBookBar } from './book-now';

// What the page needs to be used at once (the services and their Book buttons) comes with it; the
// header, the rating, the team and the reviews load after it (lib/deferred.tsx: when the browser
// is idle while React takes over the server's markup of them, issue 37).
const BusinessHeader = deferred(() => BUSINESS_PAGE_PARTS.header().then((m) => m.BusinessHeader));
const HeaderRating = deferred(() => BUSINESS_PAGE_PARTS.rating().then((m) => m.HeaderRating));
const TeamSection = deferred(() => BUSINESS_PAGE_PARTS.team().then((m) => m.TeamSection));
const ReviewsSection = deferred(() => BUSINESS_PAGE_PARTS.reviews().then((m) => m.ReviewsSection));
const BusinessContact = deferred(() => BUSINESS_PAGE_PARTS.contact().then((m) => m.BusinessContact));
// Only for a business with photos; on a page the browser renders, its place is kept while it loads.
const PhotoGallery = deferred(
  () => BUSINESS_PAGE_PARTS.gallery().then((m) => m.PhotoGallery),
  <div aria-hidden="true">
    <div className="mb-3 h-11" />
    <div className="aspect-[4/3] w-[88%] rounded-2xl bg-slate-100 sm:w-[calc(50%-0.375rem)] lg:w-[360px]" />
    <div className="h-2" />
  </div>,
);

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
  const photos = useBusinessPhotos(business.data?._id);
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
  const book = { business: data, onBook: (service: Service) => onBook(service, data), onBookIntent };
  // Issue 39 item 2: name, rating, next free time and Book first; then the photos and the services;
  // the contact details, the account panel (with the live status: never "Checking…" or "Offline"
  // above the services) after them. The bottom keeps room for the phone's Book bar.
  return (
    <div className="space-y-6 pb-24 sm:pb-0">
      <BusinessHeader
        business={data}
        back={back}
        rating={<HeaderRating businessId={data._id} />}
        actions={<FirstScreenBook {...book} />}
      />
      {photos.data && photos.data.length > 0 ? (
        <PhotoGallery photos={photos.data} businessName={data.name} />
      ) : null}
      <ServicesSection business={data} onBook={book.onBook} onBookIntent={onBookIntent} />
      <BusinessContact business={data} />
      <ActionPanel user={user} ownsBusiness={ownsBusiness}>
        {renderChat?.(data)}
      </ActionPanel>
      <TeamSection businessId={data._id} />
      <ReviewsSection business={data} ownsBusiness={ownsBusiness} />
      <StickyBookBar {...book} />
    </div>
  );
}
