// The spec's default hours, in a module of their own (schedule.ts re-exports them): the booking
// types need them, and a page showing a service's booking type need not download the schedule's
// rules with them (issue 37).
import type { DaySchedule, Schedule } from '../schemas/schedule';

/** A fresh copy of the spec's default hours: Mon-Fri 09:00-17:00 open, Sat-Sun 10:00-15:00 closed. */
export function defaultSchedule(): Schedule {
  const weekday = (): DaySchedule => ({ start: '09:00', end: '17:00', isOpen: true });
  const weekend = (): DaySchedule => ({ start: '10:00', end: '15:00', isOpen: false });
  return {
    monday: weekday(),
    tuesday: weekday(),
    wednesday: weekday(),
    thursday: weekday(),
    friday: weekday(),
    saturday: weekend(),
    sunday: weekend(),
  };
}
