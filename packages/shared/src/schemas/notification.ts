// Notifications (decisions.md section 8.2): the emails a booking or a chat causes, and the delivery
// log of a booking, `GET /bookings/{id}/notifications`.

import { z } from 'zod';
import { instantSchema } from './common';

/** What a message is about, and who it is for (`customer_*` to the customer or guest). */
export const NOTIFICATION_KINDS = [
  'customer_booking_requested',
  'customer_booking_confirmed',
  'customer_booking_cancelled',
  'customer_booking_rescheduled',
  'customer_booking_reminder',
  /** The business marked it completed: an invitation to review it (docs/decisions/0023). */
  'customer_booking_completed',
  /** A day later, once, unless a review was written meanwhile. */
  'customer_review_reminder',
  'business_booking_created',
  /** A person in line claimed a freed place (decisions.md 9.3): in place of `business_booking_created`. */
  'business_booking_from_waitlist',
  'business_booking_cancelled',
  'business_booking_rescheduled',
  'business_chat_message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Emails about the account itself (decisions.md 8.5): the verification link of a new or changed
 * address and the password-reset link. They belong to no booking, so no delivery log lists them.
 */
const ACCOUNT_EMAIL_KINDS = [
  'account_verify_email',
  'account_password_reset',
  'account_email_change',
  'account_email_change_notice',
] as const;

/** An invitation to join a business's team with a staff account (decisions.md 9.2). */
const TEAM_EMAIL_KINDS = ['team_invite'] as const;

/**
 * The waitlist (decisions.md 9.3): a person joined a service's line for a day; a freed place is
 * offered to them (held), their offer expired, or the business took the place back (withdrawn).
 * The business hears of a claimed place as a booking (`business_booking_from_waitlist`).
 */
const WAITLIST_EMAIL_KINDS = [
  'waitlist_joined',
  'waitlist_offered',
  'waitlist_expired',
  'waitlist_withdrawn',
] as const;

/**
 * Insights and reviews (decisions.md 9.4): the business hears of a new review, the customer of the
 * business's answer to theirs, and an owner gets a summary of each business's week on Monday
 * morning (unless they opted out in their profile).
 */
const INSIGHT_EMAIL_KINDS = [
  'business_review_received',
  'customer_review_answered',
  'business_weekly_summary',
] as const;

/** Every kind of email the outbox sends. */
export const EMAIL_KINDS = [
  ...NOTIFICATION_KINDS,
  ...ACCOUNT_EMAIL_KINDS,
  ...TEAM_EMAIL_KINDS,
  ...WAITLIST_EMAIL_KINDS,
  ...INSIGHT_EMAIL_KINDS,
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * Where a message is: `queued` (waiting for its first attempt or its time), `sent` (accepted by
 * the SMTP server), `stored` (written as an .eml file: no SMTP server is configured), `retrying`
 * (an attempt failed, another is scheduled), `failed` (no more attempts).
 */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'stored', 'failed', 'retrying'] as const;

/** One message of a booking's delivery log. */
export const notificationLogEntrySchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  /** The address it goes to. */
  to: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int().min(0),
  /** Why the last attempt failed (retrying or failed). */
  lastError: z.string().optional(),
  /** When it was sent or stored. */
  sentAt: instantSchema.optional(),
  /** When a message that waits for its time (a reminder) goes out. */
  scheduledFor: instantSchema.optional(),
  createdAt: instantSchema,
});
export type NotificationLogEntry = z.infer<typeof notificationLogEntrySchema>;

/** `GET /bookings/{id}/notifications`, oldest first. */
export const notificationLogSchema = z.array(notificationLogEntrySchema);
