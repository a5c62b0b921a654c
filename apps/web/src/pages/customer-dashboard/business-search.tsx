// The customer dashboard's business search (spec section 2 "Customer dashboard": business search
// by name, business cards, 'View Services'). The server searches, as the directory does (issue
// 32): names, services, categories and addresses, ignoring case and accents, best matches first,
// a page at a time; the dashboard never downloads every business to filter them itself.
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { type DirectoryBusiness } from '@booklane/shared/schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon, StoreIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { LoadingBlock } from '@/components/ui/spinner';
import { businessByIdPath } from '@/config/paths';
import { useDirectory } from '@/entities/business/api/get-directory-page';
import { BusinessAddressLine, BusinessCardHead } from '@/entities/business/ui/business-card';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The directory's own pause after the last key before a search goes out. */
const SEARCH_DEBOUNCE_MS = 300;

function BusinessResult({ business }: { business: DirectoryBusiness }) {
  const titleId = useId();
  return (
    <li className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <BusinessCardHead business={business} titleId={titleId} compact />
      <BusinessAddressLine address={business.address} />
      <Link
        to={businessByIdPath(business._id)}
        aria-describedby={titleId}
        className={buttonClasses('subtle', 'sm', 'mt-4 self-start')}
      >
        View Services
      </Link>
    </li>
  );
}

export function BusinessSearch({ titleId }: { titleId: string }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const query = useDirectory({ search: searched, category: '', sort: '' });
  const results = query.data?.pages.flatMap((page) => page.businesses) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Find a business
      </h2>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search businesses by name or service
        </label>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="A name or a service, e.g. haircut"
          autoComplete="off"
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
        />
      </div>
      {query.isPending ? (
        <LoadingBlock label="Loading businesses..." />
      ) : query.isError ? (
        <Alert title={ERROR_MESSAGES.fetchBusinesses} onRetry={() => void query.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState icon={<StoreIcon className="h-6 w-6" />} title="No businesses found." headingLevel={3}>
          {searched ? `Nothing matches “${searched}”. Try another name or service.` : null}
        </EmptyState>
      ) : (
        <>
          <p className="sr-only" role="status">
            {total} {total === 1 ? 'business' : 'businesses'} found
          </p>
          <ul
            aria-busy={query.isFetching}
            className={`grid gap-4 transition-opacity sm:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-label="Businesses"
          >
            {results.map((business) => (
              <BusinessResult key={business._id} business={business} />
            ))}
          </ul>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-red-700">
              {ERROR_MESSAGES.fetchBusinesses}
            </p>
          ) : null}
          <ShowMoreButton
            pages={query}
            label={`Show more businesses (${results.length} of ${total})`}
            loadingLabel="Loading more businesses..."
          />
        </>
      )}
    </section>
  );
}
