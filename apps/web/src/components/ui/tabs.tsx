// Tabs (WAI-ARIA tabs pattern, automatic activation): a tablist of buttons, arrows/Home/End move
// and select, only the selected tab is in the Tab order; each panel is labelled by its tab.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<T extends string> = {
  id: T;
  label: string;
  icon?: ReactNode;
  /** Shown after the label (a count badge); describe it in `badgeLabel` for screen readers. */
  badge?: ReactNode;
};

function tabIds(baseId: string, tab: string) {
  return { tabId: `${baseId}-tab-${tab}`, panelId: `${baseId}-panel-${tab}` };
}

export function TabList<T extends string>({
  baseId,
  tabs,
  selected,
  onSelect,
  label,
}: {
  baseId: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (tab: T) => void;
  label: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.id === selected);
  // A tab list wider than the screen scrolls sideways: the selected tab is brought into view (a
  // link to a far tab, a phone), along the list only, so the page itself does not jump.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[selectedIndex];
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const bounds = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < bounds.left) list.scrollLeft -= bounds.left - box.left + 16;
    else if (box.right > bounds.right) list.scrollLeft += box.right - bounds.right + 16;
  }, [selectedIndex]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const target = next[event.key] as number;
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[target]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-2 sm:mx-0 sm:px-0"
    >
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        const { tabId, panelId } = tabIds(baseId, tab.id);
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={tabId}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`relative -mb-px inline-flex min-w-14 flex-auto shrink-0 flex-col items-center gap-1 whitespace-nowrap border-b-2 px-1.5 py-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:flex-none sm:flex-row sm:gap-1.5 sm:px-3 sm:py-3 sm:text-sm ${
              active
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.icon}
            {tab.label}
            {tab.badge ? <span className="absolute right-0.5 top-0.5 sm:static">{tab.badge}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  baseId,
  tab,
  selected,
  children,
}: {
  baseId: string;
  tab: string;
  selected: boolean;
  children: ReactNode;
}) {
  const { tabId, panelId } = tabIds(baseId, tab);
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      hidden={!selected}
      tabIndex={-1}
      className="pt-6 outline-none"
    >
      {children}
    </div>
  );
}

/** A stable id prefix for one set of tabs. */
export function useTabsId(): string {
  return useId().replace(/:/g, '');
}
