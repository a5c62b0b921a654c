// /business/customers/:key (decisions.md 9.4, issue 35): one customer of the business, from the
// Customers tab: their figures, the business's private note and tags (edit-customer-note), a
// Message button when they have an account (chat), and their bookings with the business, newest
// first, as the business's other booking lists show them.
import { FAILURE_MESSAGES, todayInZone } from '@booklane/shared/domain';
import type { Business, CustomerDetailResponse } from '@booklane/shared/schemas';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeftIcon, CalendarIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { businessDashboardTabPath, dashboardPathOf } from '@/config/paths';
import { useOwnBusiness, useOwnsBusiness } from '@/entities/business/api/get-my-business';
import { BookingSummary } from '@/entities/booking/ui/booking-summary';
import { useBusinessCustomer } from '@/entities/customer/api/get-customer';
import { customerFacts } from '@/entities/customer/model/customer-words';
import { CustomerContact } from '@/entities/customer/ui/customer-contact';
import { CustomerFacts } from '@/entities/customer/ui/customer-facts';
import { MessageCustomerButton } from '@/features/chat/components/message-customer-button';
import { CustomerNoteForm } from '@/features/edit-customer-note/components/customer-note-form';
import { errorReason, hasStatus } from '@/lib/api-client';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';

function BackLink() {
  return (
    <Link
      to={businessDashboardTabPath('customers')}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline sm:min-h-0"
    >
      <ArrowLeftIcon className="h-4 w-4" />
      All customers
    </Link>
  );
}

function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading the customer..." className="space-y-4">
      <div className="h-9 w-64 animate-pulse rounded bg-slate-200" aria-hidden="true" />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-16 animate-pulse rounded-xl border border-slate-200 bg-white" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white" aria-hidden="true" />
    </div>
  );
}

function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`min-w-0 space-y-3 ${className}`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CustomerView({ business, detail }: { business: Business; detail: CustomerDetailResponse }) {
  // Chats are the owner's (staff answer bookings, not messages): the button is theirs alone.
  const owns = useOwnsBusiness(business._id);
  const { customer, bookings } = detail;
  const facts = customerFacts(
    customer,
    { currency: business.currency, customCurrency: business.customCurrency },
    todayInZone(new Date(), business.timezone).slice(0, 4),
  );
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle
          subtitle={
            <span className="flex flex-wrap items-center gap-2">
              {customer.userId ? <Badge tone="indigo">Account</Badge> : <Badge tone="slate">Guest</Badge>}
              <CustomerContact customer={customer} />
            </span>
          }
        >
          {customer.name}
        </PageTitle>
        {customer.userId && owns ? (
          // Below the title on a phone: the title's own bottom margin, again under the button.
          <div className="mb-6">
            <MessageCustomerButton customerId={customer.userId} name={customer.name} />
          </div>
        ) : null}
      </div>
      <div className="space-y-8">
        <CustomerFacts facts={facts} variant="cards" />
        <div className="grid gap-8 lg:grid-cols-3">
          <Section
            title="Private note and tags"
            className="lg:col-start-3 lg:row-start-1 lg:self-start lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:p-5 lg:shadow-sm"
          >
            <CustomerNoteForm
              key={customer.key}
              businessId={business._id}
              customerKey={customer.key}
              initial={{ note: customer.note, tags: customer.tags }}
            />
          </Section>
          <Section title={`Bookings with you (${bookings.length})`} className="lg:col-span-2 lg:row-start-1">
            {zoneNote ? <p className="text-sm text-slate-600">Times in {zoneNote}.</p> : null}
            {bookings.length === 0 ? (
              <EmptyState icon={<CalendarIcon />} title="No bookings" headingLevel={3}>
                Their bookings with you show up here.
              </EmptyState>
            ) : (
              <ul className="space-y-3" aria-label={`Bookings of ${customer.name}`}>
                {bookings.map((booking) => (
                  <li key={booking._id}>
                    <BookingSummary
                      booking={booking}
                      headingLevel={3}
                      currency={business.currency}
                      customCurrency={business.customCurrency}
                      zoneNote={zoneNote}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}

export default function BusinessCustomerPage() {
  const { key = '' } = useParams();
  const business = useOwnBusiness();
  const detail = useBusinessCustomer(business.data?._id, key);

  let content: ReactNode;
  if (business.isLoading || (business.data && detail.isPending)) {
    content = <PageSkeleton />;
  } else if (business.error) {
    content = (
      <>
        <PageTitle>Customer</PageTitle>
        <Alert
          title={FAILURE_MESSAGES.loadBusinessData(errorReason(business.error))}
          onRetry={() => void business.refetch()}
        />
      </>
    );
  } else if (!business.data) {
    content = (
      <>
        <PageTitle>Customer</PageTitle>
        <EmptyState
          title="No business yet"
          action={
            <Link to={dashboardPathOf('business')} className={buttonClasses('primary')}>
              Create your business
            </Link>
          }
        >
          Create your business to start taking bookings.
        </EmptyState>
      </>
    );
  } else if (hasStatus(detail.error, 404)) {
    content = (
      <PageTitle subtitle="Nobody by this name, email or phone booked with you. Find them in your customers.">
        Customer not found
      </PageTitle>
    );
  } else if (detail.error || !detail.data) {
    content = (
      <>
        <PageTitle>Customer</PageTitle>
        <Alert
          title={FAILURE_MESSAGES.loadBusinessData(errorReason(detail.error))}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  } else {
    content = <CustomerView business={business.data} detail={detail.data} />;
  }

  return (
    <>
      <BackLink />
      {content}
    </>
  );
}
