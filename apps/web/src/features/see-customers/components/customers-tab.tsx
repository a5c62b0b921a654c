// The Customers tab (decisions.md 9.4, issue 35): everyone who booked with the business, accounts
// and guests alike, one entry per person, found by name, email or phone as the owner types, a page
// at a time ("Load more"). Each row opens the customer's page. The owner downloads the whole list
// as CSV.
import { FAILURE_MESSAGES, todayInZone } from '@booklane/shared/domain';
import type { Business, CustomerSummary } from '@booklane/shared/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DownloadButton } from '@/components/ui/download-button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { ContactIcon } from '@/components/ui/report-icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { Spinner } from '@/components/ui/spinner';
import { businessCustomerPath } from '@/config/paths';
import { useCustomerList } from '@/entities/customer/api/get-customers';
import { customerFacts } from '@/entities/customer/model/customer-words';
import { CustomerContact } from '@/entities/customer/ui/customer-contact';
import { CustomerFacts } from '@/entities/customer/ui/customer-facts';
import { TagChips } from '@/entities/customer/ui/tag-chips';
import { fetchApiFile } from '@/lib/api-file';
import { errorReason } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * How long the search waits after the last keystroke before it asks.
 */
const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

function CustomerRow({
  customer,
  business,
  thisYear,
}: {
  customer: CustomerSummary;
  business: Business;
  thisYear: string;
}) {
  const facts = customerFacts(
    customer,
    { currency: business.currency, customCurrency: business.customCurrency },
    thisYear,
  );
  return (
    <li
      className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-indigo-500 hover:border-indigo-300"
      data-testid="customer-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold text-slate-900">
            {/* The whole card is the link's target (its ::after covers it); the name is its text. */}
            <Link
              to={businessCustomerPath(customer.key)}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-indigo-700 focus-visible:outline-none"
            >
              {customer.name}
            </Link>
          </h3>
          <CustomerContact customer={customer} className="text-sm text-slate-600" />
        </div>
        {customer.userId ? null : (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            Guest
          </span>
        )}
      </div>
      <div className="mt-3">
        <CustomerFacts facts={facts} variant="row" />
      </div>
      {customer.tags.length ? (
        <div className="mt-3">
          <TagChips tags={customer.tags} label={`Tags of ${customer.name}`} />
        </div>
      ) : null}
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="space-y-3" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="h-32 animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-56 rounded bg-slate-100" />
          <div className="mt-5 h-8 w-full rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

export function CustomersTab({ business, canExport }: { business: Business; canExport: boolean }) {
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const list = useCustomerList(business._id, text);
  const customers = list.data?.pages.flatMap((page) => page.customers) ?? [];
  const thisYear = todayInZone(new Date(), business.timezone).slice(0, 4);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-slate-900">Customers</h2>
          <p className="text-sm text-slate-600">
            Everyone who booked with you, guests too. Open someone to see their bookings and keep a private
            note.
          </p>
        </div>
        {canExport ? (
          <DownloadButton
            load={() => fetchApiFile('exportBusinessCustomers', { params: { id: business._id } })}
            fallbackName="customers.csv"
            failure="Could not export the customers"
          >
            Export customers (CSV)
          </DownloadButton>
        ) : null}
      </div>

      <div className="relative sm:max-w-md">
        <label htmlFor="customer-search" className="mb-1.5 block text-sm font-medium text-slate-800">
          Search by name, email or phone
        </label>
        <SearchIcon className="pointer-events-none absolute bottom-3 left-3 h-5 w-5 text-slate-400" />
        <input
          id="customer-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
        />
        {list.isFetching && !list.isFetchingNextPage && list.data ? (
          <Spinner className="absolute bottom-3.5 right-3 h-4 w-4 text-indigo-600" />
        ) : null}
      </div>

      {list.isPending ? (
        <div role="status" aria-label="Loading customers...">
          <ListSkeleton />
        </div>
      ) : list.error && !list.data ? (
        <Alert
          title={FAILURE_MESSAGES.loadBusinessData(errorReason(list.error))}
          onRetry={() => void list.refetch()}
        />
      ) : customers.length === 0 ? (
        text ? (
          <EmptyState icon={<SearchIcon />} title="No one matches your search" headingLevel={3}>
            Nobody who booked has “{text}” in their name, email or phone.
          </EmptyState>
        ) : (
          <EmptyState icon={<ContactIcon />} title="No customers yet" headingLevel={3}>
            People who book with you show up here, with their visits and what they spent.
          </EmptyState>
        )
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {text ? `Customers matching ${text}` : 'All customers'}
          </p>
          <ul className="space-y-3" aria-label="Customers">
            {customers.map((customer) => (
              <CustomerRow key={customer.key} customer={customer} business={business} thisYear={thisYear} />
            ))}
          </ul>
          <div className="flex justify-center">
            <ShowMoreButton pages={list} label="Load more" loadingLabel="Loading more..." />
          </div>
        </>
      )}
    </div>
  );
}
