// Any address that is no page of the app (/customer/foo/bar, /a/b/c): inside the app's layout,
// so the navigation bar stays, with a way to the directory (and, signed in, to the dashboard).
// A single unknown segment is a business username: the business page says 'Business not found'.
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { dashboardPathOf, PATHS } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { user } = useSession();
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <SearchIcon className="h-6 w-6" />
      </div>
      <h1 tabIndex={-1} className="text-xl font-bold text-slate-900 sm:text-2xl">
        Page not found
      </h1>
      <p className="mt-2 max-w-md break-words text-slate-600">
        There is no page at <span className="font-medium text-slate-900">{pathname}</span>. The link may be
        mistyped or out of date. Businesses are listed in the directory.
      </p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        <Link to={PATHS.explore} className={buttonClasses('primary', 'md')}>
          Explore businesses
        </Link>
        {user ? (
          <Link to={dashboardPathOf(user.role)} className={buttonClasses('secondary', 'md')}>
            Go to my dashboard
          </Link>
        ) : null}
      </div>
    </div>
  );
}
