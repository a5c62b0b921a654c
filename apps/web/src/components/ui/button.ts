// Button and link-button looks, one place for the accent (the theme's `accent` colours, which the
// embedded booking sets to the business's own, docs/decisions/0041), sizes and the focus ring. On phones
// (below the `sm` width) every size is a touch target of at least 44 by 44 px (WCAG 2.5.5);
// from `sm` up the denser desktop sizes apply.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'subtle';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent shadow-sm hover:bg-accent-hover disabled:hover:bg-accent',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  subtle: 'bg-indigo-50 text-indigo-700 hover:bg-indigo-100',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-11 min-w-11 px-3 py-1.5 text-sm sm:min-h-9 sm:min-w-9',
  md: 'min-h-11 min-w-11 px-4 py-2 text-sm sm:min-h-10 sm:min-w-10',
  lg: 'min-h-12 px-5 py-2.5 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
