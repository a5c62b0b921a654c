import { businessPageHref, categoryLabel, type DirectoryBusiness } from '@booklane/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { RatingSummary } from '@/components/ui/star-rating';
import { logoSources } from '@/lib/logo-url';

export function BusinessCard({ business }: { business: DirectoryBusiness }) {
  const titleId = useId();
  return (
    <li className="group flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md">
      <div className="flex items-start gap-4">
        <Avatar sources={logoSources(business.logo)} name={business.name} maxInitials={1} shape="rounded" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate text-lg font-semibold text-slate-900">
            {business.name}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge tone="indigo">{categoryLabel(business.category)}</Badge>
            <RatingSummary rating={business.rating} />
          </div>
        </div>
      </div>
      {business.description ? (
        <p className="mt-4 line-clamp-2 text-sm text-slate-600">{business.description}</p>
      ) : null}
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
        <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
        <span className="min-w-0 break-words">{business.address || 'Address not provided'}</span>
      </p>
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
