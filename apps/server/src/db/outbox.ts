// What a change writes to the outbox beside itself, in its own transaction: the emails (rows of
// `notifications`, the delivery log and queue in one, docs/decisions/0013), and the lines of the
// booking's history (`booking_events`, decisions.md 9.2).
import type { bookingEvents, notifications } from './schema';

export type NewNotificationRow = typeof notifications.$inferInsert;
export type NewBookingEventRow = typeof bookingEvents.$inferInsert;

/** Rows a change adds beside itself. */
export type OutboxRows = { notifications: NewNotificationRow[]; bookingEvents?: NewBookingEventRow[] };
