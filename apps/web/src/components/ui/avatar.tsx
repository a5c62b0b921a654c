// A picture with fallbacks: tries each source in turn when one fails to load, then shows the
// initials of the name (spec section 2: logo, else avatar, else initials; the logo falls back
// through two other logo URLs).
import { initials } from '@booklane/shared/domain';
import { useState } from 'react';

type Size = 'sm' | 'md' | 'lg' | 'xl';
const sizes: Record<Size, string> = {
  sm: 'h-9 w-9 text-sm',
  md: 'h-12 w-12 text-base',
  lg: 'h-16 w-16 text-xl',
  xl: 'h-20 w-20 text-2xl sm:h-24 sm:w-24 sm:text-3xl',
};

// Initials get one of a few accent gradients, picked from the name so a business keeps its colour.
const GRADIENTS = [
  'from-indigo-500 to-violet-600',
  'from-sky-500 to-indigo-600',
  'from-violet-500 to-fuchsia-600',
  'from-emerald-500 to-teal-600',
  'from-amber-500 to-orange-600',
  'from-rose-500 to-pink-600',
];
function gradientFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return GRADIENTS[hash % GRADIENTS.length] as string;
}

export function Avatar({
  sources,
  name,
  size = 'md',
  shape = 'circle',
  maxInitials,
  alt = '',
}: {
  /** Image URLs to try, best first. */
  sources: readonly string[];
  name: string;
  size?: Size;
  shape?: 'circle' | 'rounded';
  /** Letters shown without a picture: 2 for people (spec), 1 for a business initial. */
  maxInitials?: number;
  /** Decorative by default: the name is usually written next to it. */
  alt?: string;
}) {
  // Which source failed last is remembered with the list it belongs to, so a new list starts over.
  const key = sources.join('\n');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const index = failed.key === key ? failed.count : 0;
  const src = sources[index];
  const radius = shape === 'circle' ? 'rounded-full' : 'rounded-xl';

  if (src) {
    return (
      <img
        key={src}
        src={src}
        alt={alt}
        onError={() => setFailed({ key, count: index + 1 })}
        className={`${sizes[size]} ${radius} shrink-0 bg-white object-cover ring-1 ring-slate-200`}
      />
    );
  }
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={`${sizes[size]} ${radius} inline-flex shrink-0 select-none items-center justify-center bg-gradient-to-br ${gradientFor(name)} font-semibold text-white`}
    >
      {initials(name, maxInitials) || '?'}
    </span>
  );
}
