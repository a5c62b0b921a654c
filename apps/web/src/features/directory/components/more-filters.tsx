// The directory's filters behind "More filters" (issue 39): the city or area, the price range and a
// free time. Loaded when the toggle is opened, hovered or focused (more-filters-panel.tsx).
import { DIRECTORY_MESSAGES } from '@booklane/shared/domain';
import { useId } from 'react';
import type { DirectoryFree } from '@/entities/business/api/get-directory-page';
import type { FilterParams, TextFilters } from '../filters';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-classes';

export type MoreFiltersProps = {
  /** What the text boxes hold (applied after a pause in typing). */
  texts: TextFilters;
  applied: FilterParams;
  rangeInverted: boolean;
  setText: (key: keyof TextFilters, value: string) => void;
  setFilter: (change: Partial<FilterParams>) => void;
};

export function MoreFilters({ texts, applied, rangeInverted, setText, setFilter }: MoreFiltersProps) {
  const cityId = useId();
  const minPriceId = useId();
  const maxPriceId = useId();
  const freeId = useId();
  const rangeErrorId = useId();
  const price = (key: 'minPrice' | 'maxPrice', id: string, label: string, placeholder: string) => (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={key}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={texts[key]}
        onChange={(event) => setText(key, event.target.value)}
        placeholder={placeholder}
        aria-invalid={rangeInverted || undefined}
        aria-describedby={rangeInverted ? rangeErrorId : undefined}
        className={FIELD_CLASSES}
      />
    </>
  );

  return (
    <>
      <div className="col-span-2">
        <label htmlFor={cityId} className={LABEL_CLASSES}>
          City or area
        </label>
        <input
          id={cityId}
          name="city"
          type="text"
          value={texts.city}
          onChange={(event) => setText('city', event.target.value)}
          placeholder="e.g. Brooklyn"
          autoComplete="address-level2"
          className={FIELD_CLASSES}
        />
      </div>
      <fieldset className="col-span-2 min-w-0 sm:col-span-1">
        <legend className={LABEL_CLASSES}>Price</legend>
        <div className="flex items-center gap-2">
          {price('minPrice', minPriceId, 'Lowest price', 'Min')}
          <span aria-hidden="true" className="text-slate-500">
            –
          </span>
          {price('maxPrice', maxPriceId, 'Highest price', 'Max')}
        </div>
        {rangeInverted ? (
          <p id={rangeErrorId} role="alert" className="mt-1 text-sm text-red-700">
            {DIRECTORY_MESSAGES.priceRange}
          </p>
        ) : null}
      </fieldset>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor={freeId} className={LABEL_CLASSES}>
          Free
        </label>
        <select
          id={freeId}
          name="free"
          value={applied.free}
          onChange={(event) => setFilter({ free: event.target.value as DirectoryFree })}
          className={FIELD_CLASSES}
        >
          <option value="">Any time</option>
          <option value="today">Free today</option>
          <option value="week">Free this week</option>
        </select>
      </div>
    </>
  );
}
