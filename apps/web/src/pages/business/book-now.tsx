// The business page's first screen and its Book bar (issue 39 item 2, docs/decisions/0046): the
// next free time under the name and rating, and a Book button that leads to the services (or, for a
// business with one service, opens its booking). On a phone the Book button is a bar fixed to the
// bottom of the screen, there from the first screen on and while scrolling (the page leaves room
// for it below its end); from `sm` up the header's button takes its place.
import { type Business, type Service } from '@booklane/shared/schemas';
import type { MouseEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { useNextFree } from '@/entities/business/api/get-next-free';
import { nextFreeText } from '@/entities/business/model/next-free';
import { useActiveServices } from '@/entities/service/api/get-services';
import { useRenderClock } from '@/lib/server-view';

/** Where a Book button leads without a script, or with more than one service: the services. */
const SERVICES_ANCHOR = '#services-heading';

/** The line keeps its height while the time is on its way, so nothing below it moves (CLS 0). */
function NextFreeLine({ business }: { business: Business }) {
  const nextFree = useNextFree(business._id);
  const { now } = useRenderClock();
  return (
    <p className="flex min-h-6 items-center gap-2 text-sm font-medium text-slate-800" data-testid="next-free">
      <ClockIcon className="h-4 w-4 shrink-0 text-emerald-600" />
      {nextFree.data ? (
        <span>{nextFreeText(nextFree.data, business, now)}</span>
      ) : (
        <span
          className="h-4 w-36 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
          aria-hidden="true"
        />
      )}
    </p>
  );
}

type BookProps = {
  business: Business;
  onBook: (service: Service) => void;
  onBookIntent?: () => void;
};

/** A Book link: to the services, or straight into the one service's booking once the page runs. */
function BookLink({ business, onBook, onBookIntent, className }: BookProps & { className: string }) {
  const services = useActiveServices(business._id);
  const only = services.data?.length === 1 ? services.data[0] : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!only) return;
    event.preventDefault();
    onBook(only);
  };
  return (
    <a
      href={SERVICES_ANCHOR}
      onClick={onClick}
      onPointerEnter={onBookIntent}
      onPointerDown={onBookIntent}
      onFocus={onBookIntent}
      className={className}
    >
      Book
    </a>
  );
}

/** Under the name and rating: the next free time, and (from `sm` up) the Book button. */
export function FirstScreenBook(props: BookProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <NextFreeLine business={props.business} />
      <BookLink {...props} className={buttonClasses('primary', 'md', 'hidden px-8 sm:inline-flex')} />
    </div>
  );
}

/** The phone's Book bar, fixed at the bottom of the screen (hidden from `sm` up). */
export function StickyBookBar(props: BookProps) {
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:hidden"
      data-testid="book-bar"
    >
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{props.business.name}</p>
        <BookLink {...props} className={buttonClasses('primary', 'lg', 'min-w-32 shrink-0')} />
      </div>
    </div>
  );
}
