import { businessPageHref, categoryLabel, formatMoney } from '@booklane/shared/domain';
import { type Business, type DirectoryBusiness } from '@booklane/shared/schemas';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { MapPinIcon, TagIcon } from '@/components/ui/icons';
import { RatingSummary } from '@/components/ui/star-rating';
import { logoSources } from '@/lib/logo-url';

type CardBusiness = Pick<Business, 'name' | 'logo' | 'category'>;

/**
 * A business card's head: logo (or initial), name as the card's heading, category, and what the
 * card adds beside the category (the directory's rating). `compact` is the dashboard's smaller card.
 */
export function BusinessCardHead({
  business,
  titleId,
  compact = false,
  children,
}: {
  business: CardBusiness;
  titleId: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`flex items-start ${compact ? 'gap-3' : 'gap-4'}`}>
      <Avatar sources={logoSources(business.logo)} name={business.name} maxInitials={1} shape="rounded" />
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className={`truncate ${compact ? '' : 'text-lg '}font-semibold text-slate-900`}>
          {business.name}
        </h3>
        <div className={children ? 'mt-1 flex flex-wrap items-center gap-x-3 gap-y-1' : 'mt-1'}>
          <Badge tone="indigo">{categoryLabel(business.category)}</Badge>
          {children}
        </div>
      </div>
    </div>
  );
}

/** Where the business is, or that it did not say. */
export function BusinessAddressLine({ address }: { address: string }) {
  return (
    <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
      <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
      <span className="min-w-0 break-words">{address || 'Address not provided'}</span>
    </p>
  );
}

export function BusinessCard({ business }: { business: DirectoryBusiness }) {
  const titleId = useId();
  return (
    <li className="group flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md">
      <BusinessCardHead business={business} titleId={titleId}>
        <RatingSummary rating={business.rating} />
      </BusinessCardHead>
      {business.description ? (
        <p className="mt-4 line-clamp-2 text-sm text-slate-600">{business.description}</p>
      ) : null}
      <BusinessAddressLine address={business.address} />
      {business.matchingService ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-700">
          <TagIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
          <span className="min-w-0 break-words">
            <span className="font-medium text-slate-900">{business.matchingService.name}</span>
            {business.matchingService.price !== null
              ? ` · ${formatMoney(business.matchingService.price, business.currency, business.customCurrency)}`
              : null}
          </span>
        </p>
      ) : null}
      <div className="mt-auto pt-5">
        <Link
          to={businessPageHref(business)}
          aria-describedby={titleId}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          View &amp; Book
        </Link>
      </div>
    </li>
  );
}

/** Placeholder cards while the directory loads. */
export function BusinessCardSkeleton() {
  return (
    <li aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex animate-pulse items-start gap-4">
        <div className="h-12 w-12 rounded-xl bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-5 h-3 w-full animate-pulse rounded bg-slate-100" />
      <div className="mt-2 h-3 w-4/5 animate-pulse rounded bg-slate-100" />
      <div className="mt-6 h-10 w-full animate-pulse rounded-lg bg-slate-200" />
    </li>
  );
}
