// "Show more …" under a list loaded a page at a time (TanStack Query's infinite queries): shown
// while more pages follow, busy while the next one loads.
import { buttonClasses } from './button';
import { Spinner } from './spinner';

type Pages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export function ShowMoreButton({
  pages,
  label,
  loadingLabel,
  className,
}: {
  pages: Pages;
  label: string;
  loadingLabel: string;
  className?: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <button
      type="button"
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
      className={buttonClasses('secondary', 'md', className)}
    >
      {pages.isFetchingNextPage ? <Spinner /> : null}
      {pages.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}
