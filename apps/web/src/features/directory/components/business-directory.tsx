// Explore Businesses (spec section 2): the search form, then the answer (directory-results.tsx).
// Search, category and order go beyond the spec, and so do the price range, city or area and free
// time filters (issue 39), behind "More filters" (more-filters-panel.tsx).
import { CATEGORY_OPTIONS, type Category } from '@booklane/shared/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { useDirectory, type DirectoryOrder } from '@/entities/business/api/get-directory-page';
import {
  isRangeInverted,
  moreFiltersCount,
  readFilters,
  searchedFilters,
  textsOf,
  TEXT_FILTERS,
  writeFilters,
  type FilterParams,
  type TextFilters,
} from '../filters';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DirectoryResults } from './directory-results';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-classes';
import { MoreFiltersPanel } from './more-filters-panel';

const SEARCH_DEBOUNCE_MS = 300;

export function BusinessDirectory() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  // What the text boxes hold; applied (to the URL, then the search) after a pause in typing.
  const [texts, setTexts] = useState<TextFilters>(() => textsOf(applied));
  const typed = useDebouncedValue(texts, SEARCH_DEBOUNCE_MS);
  // The URL changed from outside (the logo link, back button, "Did you mean"): the boxes follow it.
  const [lastApplied, setLastApplied] = useState<TextFilters>(() => textsOf(applied));
  const appliedTexts = textsOf(applied);
  if (TEXT_FILTERS.some((key) => appliedTexts[key] !== lastApplied[key])) {
    setLastApplied(appliedTexts);
    if (TEXT_FILTERS.some((key) => appliedTexts[key] !== typed[key])) setTexts(appliedTexts);
  }
  // A range upside down is said beside the fields and not asked of the server.
  const rangeInverted = isRangeInverted(applied);
  const filters = searchedFilters(applied);
  const query = useDirectory(filters);
  const searchId = useId();
  const categoryId = useId();
  const sortId = useId();
  const countId = useId();
  // Open from the start when one of its filters is in the address (so too on the server, which
  // renders the directory of the address).
  const [moreOpen, setMoreOpen] = useState(() => moreFiltersCount(applied) > 0);

  // The debounced text goes to the URL (replace: typing is not a history entry per key), once per
  // change of it: not again when the URL changes from outside meanwhile.
  const written = useRef(typed);
  useEffect(() => {
    if (written.current === typed) return;
    written.current = typed;
    setParams(
      (current) => {
        const now = readFilters(current);
        return TEXT_FILTERS.every((key) => now[key] === typed[key])
          ? current
          : writeFilters({ ...now, ...typed });
      },
      { replace: true },
    );
  }, [typed, setParams]);

  const setText = (key: keyof TextFilters, value: string) => setTexts((now) => ({ ...now, [key]: value }));
  const setFilter = (change: Partial<FilterParams>) =>
    setParams(writeFilters({ ...applied, ...texts, ...change }), { replace: true });
  const clearFilters = () => {
    setTexts({ search: '', minPrice: '', maxPrice: '', city: '' });
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <section aria-labelledby="directory-heading">
      <h2 id="directory-heading" className="sr-only">
        Businesses
      </h2>
      {/* The fields carry the address's names (filters.ts) and the form sends them there, so a
          search works before the script runs (or without it): the server renders that directory. */}
      <form
        role="search"
        method="get"
        action="/"
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-4"
      >
        <div className="col-span-2">
          <label htmlFor={searchId} className={LABEL_CLASSES}>
            Search businesses
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
            <input
              id={searchId}
              name="q"
              type="search"
              value={texts.search}
              onChange={(event) => setText('search', event.target.value)}
              placeholder="A name, a service or a street, e.g. haircut"
              autoComplete="off"
              aria-describedby={countId}
              className="block w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
            />
          </div>
        </div>
        <div>
          <label htmlFor={categoryId} className={LABEL_CLASSES}>
            Category
          </label>
          <select
            id={categoryId}
            name="category"
            value={applied.category}
            onChange={(event) => setFilter({ category: event.target.value as Category | '' })}
            className={FIELD_CLASSES}
          >
            <option value="">All categories</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={sortId} className={LABEL_CLASSES}>
            Sort by
          </label>
          <select
            id={sortId}
            name="sort"
            value={applied.sort}
            onChange={(event) => setFilter({ sort: event.target.value as DirectoryOrder })}
            className={FIELD_CLASSES}
          >
            <option value="">{filters.search.trim() ? 'Best match' : 'Name'}</option>
            <option value="rating">Top rated</option>
          </select>
        </div>
        <MoreFiltersPanel
          open={moreOpen}
          onToggle={() => setMoreOpen((open) => !open)}
          count={moreFiltersCount(applied)}
          {...{ texts, applied, rangeInverted, setText, setFilter }}
        />
        {/* The results follow the fields as they change; this button is for the keyboard's Enter
            and for a browser without the script. */}
        <button
          type="submit"
          className="sr-only focus:not-sr-only focus:rounded-lg focus:bg-indigo-600 focus:px-4 focus:py-2 focus:text-white"
        >
          Search
        </button>
      </form>

      <DirectoryResults query={query} applied={applied} countId={countId} clearFilters={clearFilters} />
    </section>
  );
}
