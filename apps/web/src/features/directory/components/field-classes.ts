/** A text box or select of the directory's search form. */
export const FIELD_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm';

/** A field's label above it. */
export const LABEL_CLASSES = 'mb-1.5 block text-sm font-medium text-slate-800';
