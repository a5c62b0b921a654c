// Pure helpers of the service form: its starting values and the choices it offers, from the
// shared rules (spec sections 3-5).
import {
  COMMON_BOOKING_INTERVALS,
  defaultBreakHour,
  defaultSchedule,
  defaultServiceFormValues,
  serviceToInput,
  type BreakHourDraft,
  type Service,
  type ServiceForm,
} from '@booklane/shared';

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

/** A new break: 12:00-13:00, Monday to Friday (spec section 3). */
export function newBreakHour(): BreakHourDraft {
  const brk = defaultBreakHour();
  return { ...brk, days: [...brk.days] };
}

/** The common interval nearest to `minutes`, for switching back to the common choices. */
export function nearestCommonInterval(minutes: number): number {
  if (!Number.isFinite(minutes)) return 30;
  let best: number = COMMON_BOOKING_INTERVALS[0];
  for (const choice of COMMON_BOOKING_INTERVALS) {
    if (Math.abs(choice - minutes) < Math.abs(best - minutes)) best = choice;
  }
  return best;
}

export function isCommonInterval(minutes: number): boolean {
  return (COMMON_BOOKING_INTERVALS as readonly number[]).includes(minutes);
}
