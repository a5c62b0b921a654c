// Chats and messages (spec sections 3 and 7, decisions.md section 6).

import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { idSchema, instantSchema } from './common';

export const SENDER_TYPES = ['customer', 'business'] as const;
export const senderTypeSchema = z.enum(SENDER_TYPES);
export type SenderType = z.infer<typeof senderTypeSchema>;

/** Only text messages exist; the field is kept because the spec's payload carries it. */
export const MESSAGE_TYPES = ['text'] as const;
export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** `sending` exists only on the sender's screen (optimistic); the server answers `sent` or `delivered`. */
const MESSAGE_STATUSES = ['sending', 'sent', 'delivered'] as const;
const messageStatusSchema = z.enum(MESSAGE_STATUSES);

/** The message text: trimmed, 1-1000 characters. */
const messageContentSchema = z
  .string({ error: M.messageEmpty })
  .trim()
  .min(1, M.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, M.messageTooLong);

/** `POST /chats/{chatId}/messages` and the chat input. */
export const sendMessageRequestSchema = z.object({
  content: messageContentSchema,
  messageType: messageTypeSchema.default('text'),
});
export type SendMessageRequest = z.output<typeof sendMessageRequestSchema>;

/** The author of a message; older clients may hold only the id. */
const messageSenderSchema = z.union([z.object({ _id: idSchema, name: z.string() }), idSchema]);

export const messageSchema = z.object({
  _id: idSchema,
  chatId: idSchema,
  content: z.string(),
  sender: messageSenderSchema,
  senderType: senderTypeSchema,
  messageType: messageTypeSchema.default('text'),
  createdAt: instantSchema,
  status: messageStatusSchema,
});
export type Message = z.output<typeof messageSchema>;

/** A chat as listed to one of its two parties; `unreadCount` is that party's. */
export const chatSchema = z.object({
  _id: idSchema,
  business: z.object({ _id: idSchema, name: z.string(), logo: z.string().nullable() }),
  customer: z.object({ _id: idSchema, name: z.string(), profileImage: z.string().nullable() }),
  lastMessage: z.object({ content: z.string() }).nullable(),
  lastMessageAt: instantSchema.nullable(),
  unreadCount: z.number().int().min(0),
});
export type Chat = z.infer<typeof chatSchema>;

/** `GET /chats/customer`, `GET /chats/business`. */
export const chatListResponseSchema = z.object({
  chats: z.array(chatSchema),
  totalUnread: z.number().int().min(0),
});
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

/** `GET /chats/unread/summary`, and the `unreadSummary` event. */
export const unreadSummarySchema = z.object({ totalUnread: z.number().int().min(0) });
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

// Query values arrive as strings; a bad or missing value falls back to the default and a too
// large one is capped, rather than failing the whole page.
function pageNumber(fallback: number, max: number) {
  return z.coerce
    .number()
    .catch(fallback)
    .transform((n) => (Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback));
}

/** `GET /chats/{chatId}/messages?page&limit`: page 1 is the newest. */
export const messagesQuerySchema = z.object({
  page: pageNumber(1, Number.MAX_SAFE_INTEGER),
  limit: pageNumber(MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE_MAX),
});
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

/** A page of messages in chronological order; `hasMore` tells whether older pages exist. */
export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  hasMore: z.boolean(),
  page: z.number().int().min(1),
});
export type MessagesPage = z.output<typeof messagesPageSchema>;

/** `PUT /chats/{chatId}/mark-read` answer: the caller's new unread total. */
/**
 * `PUT /chats/{chatId}/mark-read`: optionally the newest message the reader has seen. Messages of
 * the other party after it stay unread, so one that arrives as the chat closes is not marked read
 * unseen. Without it, the whole chat is read (the spec's call).
 */
export const markChatReadRequestSchema = z.object({ upTo: idSchema.optional() });

export const markChatReadResponseSchema = z.object({
  message: z.string(),
  chatId: idSchema,
  /** What stays unread of this chat for the caller (0 unless newer messages came after `upTo`). */
  unreadCount: z.number().int().min(0),
  totalUnread: z.number().int().min(0),
});

/** `DELETE /chats/{chatId}` answer. */
export const deleteChatResponseSchema = z.object({ message: z.string(), chatId: idSchema });
