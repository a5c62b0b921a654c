// "More filters": a toggle that shows the city or area, price and free time fields (more-filters.tsx),
// whose code loads when it is opened, or before, when the toggle is hovered or focused. Open from
// the start when one of them is in the address; closed otherwise (so on the server, which renders
// the directory without a query, and on hydration).
import { lazy, Suspense, useId } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { MoreFiltersProps } from './more-filters';

const loadMoreFilters = () => import('./more-filters');
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));
const preload = () => void loadMoreFilters();

const PANEL_CLASSES = 'col-span-2 grid grid-cols-2 gap-3 lg:col-span-4 lg:grid-cols-4';

/** A field's place while its code loads: the height of its label and box. */
function FieldPlaceholder({ wide = false }: { wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : 'col-span-2 sm:col-span-1'}>
      <div className="mb-1.5 h-5 w-24 rounded bg-slate-100" />
      <div className="h-[46px] rounded-lg border border-slate-200 bg-slate-50 sm:h-[42px]" />
    </div>
  );
}

export function MoreFiltersPanel({
  open,
  onToggle,
  count,
  ...fields
}: MoreFiltersProps & { open: boolean; onToggle: () => void; count: number }) {
  const panelId = useId();
  return (
    <>
      <div className="col-span-2 lg:col-span-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          onPointerEnter={preload}
          onFocus={preload}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {count > 0 ? `More filters (${count})` : 'More filters'}
          <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id={panelId} hidden={!open} className={open ? PANEL_CLASSES : undefined}>
        {open ? (
          <Suspense
            fallback={
              <>
                <FieldPlaceholder wide />
                <FieldPlaceholder />
                <FieldPlaceholder />
              </>
            }
          >
            <MoreFilters {...fields} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
