// The business page's photos (issue 39 item 2, docs/decisions/0046): a row that swipes (CSS scroll
// snap), with Previous and Next buttons and the arrow keys, Home and End on the focused row. Each
// photo is a <picture> of its stored widths as AVIF and WebP with `sizes` for the slide's width,
// and its shape set (width, height, aspect ratio) so nothing moves as it loads; all but the first
// load lazily. The count says which photos are in view ("2 / 5" on a phone, "1–3 / 5" when three
// fit), and the count and buttons go when every photo is in view.
import type { BusinessPhoto } from '@booklane/shared/schemas';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { photoFallback, photoSrcSet } from '../model/photo-sources';

/** One slide per screen on a phone, two from `sm`, three from `lg` (the slides' widths below). */
const SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

const ARROW = 'M15 18l-6-6 6-6';

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={`h-5 w-5 ${flip ? 'rotate-180' : ''}`} aria-hidden="true">
      <path d={ARROW} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The photos in view: the one at the row's left edge (the current one) to the last wholly shown. */
type InView = { first: number; last: number };

/** A slide's left and right edges in the row's scroll coordinates. */
const edgesOf = (row: HTMLElement) =>
  Array.from(row.children).map((child) => {
    const start = (child as HTMLElement).offsetLeft - row.offsetLeft;
    return { start, end: start + (child as HTMLElement).offsetWidth };
  });

/**
 * The photos in view with the row scrolled to `scrollLeft`: the slide nearest the left edge (where
 * a swipe or a button snaps one), then every following slide wholly inside the row. Null before
 * there is a layout (the server's render, a test without one): one photo in view is assumed.
 */
function inViewAt(row: HTMLElement, scrollLeft: number): InView | null {
  const width = row.clientWidth;
  if (width === 0) return null;
  const edges = edgesOf(row);
  let first = 0;
  edges.forEach(({ start }, index) => {
    if (Math.abs(start - scrollLeft) < Math.abs(edges[first]!.start - scrollLeft)) first = index;
  });
  let last = first;
  // A pixel of slack: layouts round.
  while (last + 1 < edges.length && edges[last + 1]!.end <= scrollLeft + width + 1) last++;
  return { first, last };
}

export function PhotoGallery({ photos, businessName }: { photos: BusinessPhoto[]; businessName: string }) {
  const headingId = useId();
  const rowRef = useRef<HTMLUListElement>(null);
  const [view, setView] = useState<InView & { measured: boolean }>({ first: 0, last: 0, measured: false });
  const last = photos.length - 1;
  const current = view.first;

  const measure = (scrollLeft?: number) => {
    const row = rowRef.current;
    const seen = row ? inViewAt(row, scrollLeft ?? row.scrollLeft) : null;
    if (seen) setView({ ...seen, measured: true });
    return seen;
  };
  // Measured once laid out, and again whenever the row changes width (a turned phone, a wider window).
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const remeasure = () => {
      const seen = inViewAt(row, row.scrollLeft);
      if (seen) setView({ ...seen, measured: true });
    };
    remeasure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(remeasure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [photos.length]);

  const slideAt = (index: number) => rowRef.current?.children[index] as HTMLElement | undefined;
  const go = (index: number) => {
    const target = Math.max(0, Math.min(last, index));
    const row = rowRef.current;
    const slide = slideAt(target);
    if (!row || !slide) return;
    const left = slide.offsetLeft - row.offsetLeft;
    // Scrolls the row only (never the page); the snap points do the rest.
    row.scrollTo?.({ left, behavior: 'smooth' });
    // Where the row will stop (it scrolls no further than its end), said at once.
    const stop = Math.max(0, Math.min(left, row.scrollWidth - row.clientWidth));
    if (!measure(stop)) setView({ first: target, last: target, measured: false });
  };
  const onScroll = () => void measure();
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" data-testid="photo-gallery">
      {/* As tall as the buttons with or without them: hiding them moves nothing. */}
      <div className="mb-3 flex min-h-11 items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          Photos
        </h2>
        {photos.length > 1 && !(view.first === 0 && view.last === last) ? (
          <div
            // Before it is measured: two photos always fit side by side from `sm` up.
            className={`flex items-center gap-2 ${!view.measured && photos.length === 2 ? 'sm:hidden' : ''}`}
          >
            <p className="text-sm text-slate-600" aria-live="polite" aria-atomic="true">
              {view.last > view.first ? `${view.first + 1}–${view.last + 1}` : current + 1} / {photos.length}
              <span className="sr-only"> shown</span>
            </p>
            <button
              type="button"
              onClick={() => go(current - 1)}
              disabled={current === 0}
              aria-label="Previous photo"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-40"
            >
              <Arrow />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              disabled={view.last === last}
              aria-label="Next photo"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-40"
            >
              <Arrow flip />
            </button>
          </div>
        ) : null}
      </div>
      <ul
        ref={rowRef}
        // Focusable so the keys move it; the name says how.
        tabIndex={0}
        aria-label={`Photos of ${businessName}: use the arrow keys to move`}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-2 [scrollbar-width:thin] focus-visible:outline-2 focus-visible:outline-indigo-600 sm:mx-0 sm:scroll-px-0 sm:px-0 motion-safe:scroll-smooth"
      >
        {photos.map((photo, index) => (
          <li
            key={photo._id}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${photos.length}`}
            className="w-[88%] shrink-0 snap-start sm:w-[calc(50%-0.375rem)] lg:w-[360px]"
          >
            <picture>
              <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={SIZES} />
              <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={SIZES} />
              <img
                src={photoFallback(photo)}
                width={photo.width}
                height={photo.height}
                alt={photo.alt || `Photo ${index + 1} of ${businessName}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
                className="aspect-[4/3] h-auto w-full rounded-2xl bg-slate-100 object-cover"
              />
            </picture>
          </li>
        ))}
      </ul>
    </section>
  );
}
