// What a change writes to the outbox beside itself, in its own transaction: today the emails
// (rows of `notifications`, the delivery log and queue in one, docs/decisions/0013).
import type { notifications } from './schema';

export type NewNotificationRow = typeof notifications.$inferInsert;

/** Rows a change adds to the outbox. */
export type OutboxRows = { notifications: NewNotificationRow[] };
