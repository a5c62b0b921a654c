// Privacy rights (decisions.md 9.6, issue 39, docs/decisions/0042): what an account's export holds
// and how an account deletes itself.

import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../domain/constants';
import { PRIVACY_MESSAGES as P } from '../domain/privacy';
import { bookingSchema } from './booking';
import { idSchema, instantSchema } from './common';
import { userSchema } from './user';

/** One review the account wrote, with the business's answer. */
const exportedReviewSchema = z.object({
  _id: idSchema,
  bookingId: idSchema,
  business: z.object({ _id: idSchema, name: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  answer: z.string().nullable(),
  createdAt: instantSchema,
});

/** One message of a chat: who wrote it (`customer` or `business`) and what. */
const exportedMessageSchema = z.object({
  _id: idSchema,
  senderType: z.enum(['customer', 'business']),
  content: z.string(),
  createdAt: instantSchema,
});

/** A chat of the account (as the customer, or as the business's owner) with all its messages. */
const exportedChatSchema = z.object({
  _id: idSchema,
  business: z.object({ _id: idSchema, name: z.string() }),
  customer: z.object({ _id: idSchema, name: z.string() }),
  createdAt: instantSchema,
  messages: z.array(exportedMessageSchema),
});

/** The business an owner's account holds (its profile as stored). */
const exportedBusinessSchema = z.object({
  _id: idSchema,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  description: z.string(),
  createdAt: instantSchema,
});

/** `GET /api/users/me/export`: everything Booklane keeps of the account, as one JSON document. */
export const accountExportSchema = z.object({
  exportedAt: instantSchema,
  profile: userSchema,
  /** The owner's business, null for a customer account (its customers' bookings: the CSV exports). */
  business: exportedBusinessSchema.nullable(),
  /** The account's own bookings as their customer, every status, by day and time. */
  bookings: z.array(bookingSchema),
  reviews: z.array(exportedReviewSchema),
  chats: z.array(exportedChatSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * `DELETE /api/users/me`: the account's password. An account without one (external sign-in)
 * sends none and must have signed in within the last minutes instead.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH, P.deletePasswordWrong).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
