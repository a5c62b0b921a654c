// Pure helpers of the service form: its starting values and the choices it offers, from the
// shared rules (spec sections 3-5).
import {
  BOOKING_INTERVAL_DEFAULT,
  BOOKING_TYPE_RULES,
  COMMON_BOOKING_INTERVALS,
  defaultSchedule,
} from '@booklane/shared/domain';
import {
  serviceFieldSchemas,
  defaultServiceFormValues,
  serviceToInput,
  type Service,
  type ServiceForm,
} from '@booklane/shared/schemas';

/** The form's values: a stored service, or the spec's defaults for a new one. */
export function serviceFormValues(service: Service | null): ServiceForm {
  if (!service) return defaultServiceFormValues();
  const values = serviceToInput(service);
  return {
    ...values,
    // The editor always needs hours to show; off, they are not used (and the type may reset them).
    customSchedule: values.customSchedule ?? defaultSchedule(),
    breakHours: values.breakHours ?? [],
  };
}

/** The common interval nearest to `minutes`, for switching back to the common choices. */
export function nearestCommonInterval(minutes: number): number {
  if (!Number.isFinite(minutes)) return BOOKING_INTERVAL_DEFAULT;
  let best: number = COMMON_BOOKING_INTERVALS[0];
  for (const choice of COMMON_BOOKING_INTERVALS) {
    if (Math.abs(choice - minutes) < Math.abs(best - minutes)) best = choice;
  }
  return best;
}

export function isCommonInterval(minutes: number): boolean {
  return (COMMON_BOOKING_INTERVALS as readonly number[]).includes(minutes);
}

/**
 * Which of the availability fields (decisions.md 8.4) a booking type offers: buffers widen a
 * timed booking; the minimum notice applies to anything with a date or a time.
 */
export function availabilityFieldsOf(bookingType: ServiceForm['bookingType']): {
  buffers: boolean;
  minimumNotice: boolean;
} {
  const rules = BOOKING_TYPE_RULES[bookingType ?? 'datetime'];
  return { buffers: rules.offersIntervals, minimumNotice: rules.needsDate || rules.needsTime };
}

/** `90` -> `1 hour 30 minutes`, `2880` -> `2 days`; `0` -> `no notice`. */
export function durationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return 'no notice';
  const whole = Math.round(minutes);
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const rest = whole % 60;
  const part = (n: number, unit: string) => (n ? [`${n} ${unit}${n === 1 ? '' : 's'}`] : []);
  return [...part(days, 'day'), ...part(hours, 'hour'), ...part(rest, 'minute')].join(' ');
}

const HIDEABLE = [
  'advanceBookingLimit',
  'bookingInterval',
  'maxSlotsPerTimeSlot',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'minimumNoticeMinutes',
] as const;

/**
 * The values to validate and save. A field the form hides (the booking type does not offer it,
 * or the slot limit is off) is not the user's to fix: when it holds a value left invalid before
 * it was hidden, it goes back to its starting value, so saving is never blocked by an error
 * nobody can see.
 */
export function settleHiddenFields(values: ServiceForm, initial: ServiceForm): ServiceForm {
  const rules = BOOKING_TYPE_RULES[values.bookingType ?? 'datetime'];
  const offered = availabilityFieldsOf(values.bookingType);
  const hidden: Record<(typeof HIDEABLE)[number], boolean> = {
    advanceBookingLimit: !rules.needsDate,
    bookingInterval: !rules.offersIntervals,
    maxSlotsPerTimeSlot: !values.hasSlotLimit,
    bufferBeforeMinutes: !offered.buffers,
    bufferAfterMinutes: !offered.buffers,
    minimumNoticeMinutes: !offered.minimumNotice,
  };
  const settled = { ...values };
  for (const field of HIDEABLE) {
    if (hidden[field] && !serviceFieldSchemas[field].safeParse(values[field]).success) {
      settled[field] = initial[field];
    }
  }
  return settled;
}

/** `10 min before, 15 min after`, for a service card; null without buffers. */
export function bufferText(
  service: Pick<Service, 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): string | null {
  const parts = [
    ...(service.bufferBeforeMinutes > 0 ? [`${service.bufferBeforeMinutes} min before`] : []),
    ...(service.bufferAfterMinutes > 0 ? [`${service.bufferAfterMinutes} min after`] : []),
  ];
  return parts.length > 0 ? `Buffer ${parts.join(', ')}` : null;
}
