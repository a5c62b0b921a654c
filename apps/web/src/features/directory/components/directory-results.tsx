// The directory's answer (spec section 2): "Did you mean", the count, then loading, 'Failed to load
// businesses', 'No businesses found.', or the cards with "Show more businesses".
import { DIRECTORY_MESSAGES } from '@booklane/shared/domain';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StoreIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import type { useDirectory } from '@/entities/business/api/get-directory-page';
import { BusinessCard, BusinessCardSkeleton } from '@/entities/business/ui/business-card';
import { isFiltered, writeFilters, type FilterParams } from '../filters';

export function DirectoryResults({
  query,
  applied,
  countId,
  clearFilters,
}: {
  query: ReturnType<typeof useDirectory>;
  applied: FilterParams;
  /** The id of the count, which describes the search box. */
  countId: string;
  clearFilters: () => void;
}) {
  const filtered = isFiltered(applied);
  const businesses = query.data?.pages.flatMap((page) => page.businesses) ?? [];
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total ?? 0;
  const didYouMean = firstPage?.didYouMean;
  const atLeast = firstPage?.totalIsLowerBound ? '+' : '';

  return (
    <>
      {didYouMean && !query.isPlaceholderData ? (
        <p className="mb-2 text-sm text-slate-700">
          Did you mean{' '}
          <Link
            to={{ search: `?${writeFilters({ ...applied, search: didYouMean }).toString()}` }}
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            &ldquo;{didYouMean}&rdquo;
          </Link>
          ?
        </p>
      ) : null}

      <p id={countId} role="status" className="mb-4 text-sm text-slate-600">
        {query.isPending
          ? 'Loading businesses…'
          : query.isError
            ? ''
            : filtered
              ? `${total}${atLeast} ${total === 1 && !atLeast ? 'business matches' : 'businesses match'}`
              : `${total} ${total === 1 ? 'business' : 'businesses'}`}
      </p>

      {query.isPending ? (
        // Three rows on a wide screen: the placeholders reach below the fold as the cards do, so
        // the footer is not seen and then pushed away when they come (issue 20).
        <ul aria-busy="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 9 }, (_, i) => (
            <BusinessCardSkeleton key={i} />
          ))}
        </ul>
      ) : query.isError ? (
        <Alert title={DIRECTORY_MESSAGES.loadBusinesses} onRetry={() => void query.refetch()}>
          Please check your connection and try again.
        </Alert>
      ) : businesses.length === 0 ? (
        <EmptyState
          icon={<StoreIcon className="h-6 w-6" />}
          title="No businesses found."
          headingLevel={3}
          action={
            filtered ? (
              <button type="button" onClick={clearFilters} className={buttonClasses('secondary', 'md')}>
                Clear search
              </button>
            ) : undefined
          }
        >
          {filtered
            ? 'Try another name, category or filter.'
            : 'New businesses join Booklane every week. Check back soon!'}
        </EmptyState>
      ) : (
        <>
          <ul
            aria-busy={query.isFetching}
            className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {businesses.map((business) => (
              <BusinessCard key={business._id} business={business} />
            ))}
          </ul>
          <div className="mt-8 flex flex-col items-center gap-2">
            {query.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-red-700">
                {DIRECTORY_MESSAGES.loadBusinesses}
              </p>
            ) : null}
            <ShowMoreButton
              pages={query}
              label={`Show more businesses (${businesses.length} of ${total}${atLeast})`}
              loadingLabel="Loading more businesses..."
            />
          </div>
        </>
      )}
    </>
  );
}
