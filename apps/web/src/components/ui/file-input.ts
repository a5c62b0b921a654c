// The look of a file picker (a logo, a team member's photo, a business photo): the browser's own
// control with its button styled as ours, 44 px tall on phones (a touch target) and 36 from `sm` up.
export const FILE_INPUT_CLASSES =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-3 sm:file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600';
