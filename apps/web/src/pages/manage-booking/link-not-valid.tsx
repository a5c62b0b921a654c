// An unknown, altered or expired manage link (404, decisions.md 8.3): says so plainly and leads
// to the directory. Links work until 7 days after the booking; the latest email has a good one.
import { BOOKING_MESSAGES, MANAGE_LINK_VALID_DAYS } from '@booklane/shared/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AlertCircleIcon } from '@/components/ui/icons';
import { PATHS } from '@/config/paths';

export function LinkNotValid() {
  useEffect(() => {
    document.title = 'Booking link not valid · Booklane';
  }, []);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <AlertCircleIcon className="h-6 w-6" />
      </div>
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{BOOKING_MESSAGES.manageLinkInvalid}</h1>
      <p className="mt-2 max-w-md text-slate-600">
        It may be incomplete, or the booking ended more than {MANAGE_LINK_VALID_DAYS} days ago. The latest
        email about your booking has a working link; the business can also help.
      </p>
      <Link to={PATHS.explore} className={buttonClasses('primary', 'md', 'mt-6 min-h-11 sm:min-h-10')}>
        Explore businesses
      </Link>
    </div>
  );
}
