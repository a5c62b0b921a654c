// How to reach a booked business (a guest's manage page): its cancellation policy, phone and email,
// and a way to its page. Loaded afresh: the booking carries only the business's name.
import { businessPageHref, cancellationPolicyText, FALLBACK_NAMES } from '@booklane/shared/domain';
import { type Booking } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Link } from 'react-router';
import { Address } from '@/components/ui/address';
import { buttonClasses } from '@/components/ui/button';
import { InfoIcon, MailIcon, PhoneIcon, StoreIcon } from '@/components/ui/icons';
import { useBusinessById } from '../api/get-business';

export function BusinessContactCard({ booking }: { booking: Pick<Booking, 'business'> }) {
  const titleId = useId();
  const business = useBusinessById(booking.business._id);
  const name = booking.business?.name || FALLBACK_NAMES.business;
  const data = business.data;
  return (
    <aside
      aria-labelledby={titleId}
      className="space-y-4 self-start rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <StoreIcon className="h-5 w-5 text-indigo-600" />
        {name}
      </h2>
      {data ? (
        <>
          <p className="flex items-start gap-2 text-slate-700">
            <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-indigo-600" />
            {cancellationPolicyText(data.cancellationNoticeHours)}
          </p>
          {data.phone || data.email ? (
            <ul className="space-y-2">
              {data.phone ? (
                <li>
                  <a
                    href={`tel:${data.phone}`}
                    className="inline-flex min-h-11 items-center gap-2 font-medium text-indigo-700 hover:underline sm:min-h-0"
                  >
                    <PhoneIcon className="h-4 w-4 shrink-0" />
                    {data.phone}
                  </a>
                </li>
              ) : null}
              {data.email ? (
                <li>
                  <a
                    href={`mailto:${data.email}`}
                    className="inline-flex min-h-11 min-w-0 items-center gap-2 font-medium text-indigo-700 hover:underline sm:min-h-0"
                  >
                    <MailIcon className="h-4 w-4 shrink-0" />
                    <span className="min-w-0 break-words">
                      <Address value={data.email} />
                    </span>
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </>
      ) : business.isPending ? (
        <p className="text-slate-600">Loading the business’s details…</p>
      ) : null}
      <Link
        to={businessPageHref(booking.business)}
        className={buttonClasses('secondary', 'md', 'min-h-11 w-full sm:min-h-10')}
      >
        View business page
      </Link>
    </aside>
  );
}
