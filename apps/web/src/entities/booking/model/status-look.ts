// How each booking status looks, on every screen: the badge's tone, and the colours of a booking
// on the calendar (a chip of the month view, a block of the day and week grids). A no-show
// (decisions.md 9.2) is grey and dashed: the time was held, nobody came.
import type { BookingStatus } from '@booklane/shared/domain';

export const BOOKING_STATUS_TONES: Readonly<
  Record<BookingStatus, 'amber' | 'emerald' | 'indigo' | 'red' | 'slate'>
> = {
  pending: 'amber',
  confirmed: 'emerald',
  completed: 'indigo',
  cancelled: 'red',
  'no-show': 'slate',
};

/** Border, background and text of a booking on the calendar (AA contrast on its background). */
export const BOOKING_STATUS_COLOURS: Readonly<Record<BookingStatus, string>> = {
  pending: 'border-amber-400 bg-amber-50 text-amber-950',
  confirmed: 'border-emerald-500 bg-emerald-50 text-emerald-950',
  completed: 'border-indigo-400 bg-indigo-50 text-indigo-950',
  cancelled: 'border-red-300 bg-red-50 text-red-900 line-through',
  'no-show': 'border-dashed border-slate-400 bg-slate-100 text-slate-800',
};
