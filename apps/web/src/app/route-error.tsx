import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PATHS } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';

export function RouteError() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  useDocumentTitle(
    isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong',
  );
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{text}</h1>
      <p className="mt-2 text-slate-600">Please reload the page, or go back to the start.</p>
      <Link
        to={PATHS.explore}
        className="mt-6 inline-block rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white"
      >
        Explore Businesses
      </Link>
    </main>
  );
}
