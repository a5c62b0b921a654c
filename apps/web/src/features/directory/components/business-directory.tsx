// Explore Businesses (spec section 2): loading, 'Failed to load businesses', 'No businesses
// found.', or the cards. Search by name and filter by category go beyond the spec.
import { CATEGORY_OPTIONS, ERROR_MESSAGES, type Category } from '@booklane/shared/domain';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon, StoreIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useDirectory } from '@/entities/business/api/get-directory-page';
import type { DirectoryOrder } from '@/entities/business/api/get-directory-page';
import { readFilters, writeFilters } from '../filters';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { BusinessCard, BusinessCardSkeleton } from '@/entities/business/ui/business-card';

const SEARCH_DEBOUNCE_MS = 300;

export function BusinessDirectory() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const [searchText, setSearchText] = useState(applied.search);
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  // The URL changed from outside (the logo link, back button): the box follows it.
  const [lastApplied, setLastApplied] = useState(applied.search);
  if (applied.search !== lastApplied) {
    setLastApplied(applied.search);
    if (applied.search !== search) setSearchText(applied.search);
  }
  const filters = { search: applied.search, category: applied.category, sort: applied.sort };
  const query = useDirectory(filters);
  const searchId = useId();
  const categoryId = useId();
  const sortId = useId();
  const countId = useId();

  // The debounced text goes to the URL (replace: typing is not a history entry per key).
  useEffect(() => {
    setParams(
      (current) => {
        const now = readFilters(current);
        return now.search === search ? current : writeFilters({ ...now, search });
      },
      { replace: true },
    );
  }, [search, setParams]);

  const setCategory = (category: Category | '') =>
    setParams(writeFilters({ search: searchText, category, sort: applied.sort }), { replace: true });
  const setSort = (sort: DirectoryOrder) =>
    setParams(writeFilters({ search: searchText, category: applied.category, sort }), { replace: true });
  const clearFilters = () => {
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const filtered = Boolean(filters.search.trim() || filters.category);
  const businesses = query.data?.pages.flatMap((page) => page.businesses) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="directory-heading">
      <h2 id="directory-heading" className="sr-only">
        Businesses
      </h2>
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[1fr_13rem_13rem]"
      >
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Search businesses
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
            <input
              id={searchId}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="A name, a service or a street, e.g. haircut"
              autoComplete="off"
              aria-describedby={countId}
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
            />
          </div>
        </div>
        <div>
          <label htmlFor={categoryId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Category
          </label>
          <select
            id={categoryId}
            value={applied.category}
            onChange={(event) => setCategory(event.target.value as Category | '')}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
          >
            <option value="">All categories</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Sort by
          </label>
          <select
            id={sortId}
            value={applied.sort}
            onChange={(event) => setSort(event.target.value as DirectoryOrder)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
          >
            <option value="">{filters.search.trim() ? 'Best match' : 'Name'}</option>
            <option value="rating">Top rated</option>
          </select>
        </div>
      </form>

      <p id={countId} role="status" className="mb-4 text-sm text-slate-600">
        {query.isPending
          ? 'Loading businesses…'
          : query.isError
            ? ''
            : filtered
              ? `${total} ${total === 1 ? 'business matches' : 'businesses match'}`
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
        <Alert title={ERROR_MESSAGES.loadBusinesses} onRetry={() => void query.refetch()}>
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
            ? 'Try another name or category.'
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
                {ERROR_MESSAGES.loadBusinesses}
              </p>
            ) : null}
            <ShowMoreButton
              pages={query}
              label={`Show more businesses (${businesses.length} of ${total})`}
              loadingLabel="Loading more businesses..."
            />
          </div>
        </>
      )}
    </section>
  );
}
