// The typed event maps of the realtime connection (socket.io), spec section 7 and decisions.md
// section 6. Use as `Server<ClientToServerEvents, ServerToClientEvents>` and
// `Socket<ServerToClientEvents, ClientToServerEvents>`. The server must parse every payload it
// receives with the schemas below: a client can send anything.

import { z } from 'zod';
import { idSchema } from '../schemas/common';
import type { Message } from '../schemas/chat';

/** Presence of one business. */
export const businessStatusSchema = z.object({ businessId: idSchema, isOnline: z.boolean() });
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

/** Acknowledgement of `getBusinessStatus`. */
export type BusinessStatusAck = { isOnline: boolean } | { error: string };
export const businessStatusAckSchema = z.union([
  z.object({ isOnline: z.boolean() }),
  z.object({ error: z.string() }),
]);

/** Handshake `auth` of every socket: the stored token (decisions.md section 6). */
export const socketAuthSchema = z.object({ token: z.string().min(1) });
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/** Payloads a client sends. */
export const businessIdPayloadSchema = idSchema;
export const chatIdPayloadSchema = idSchema;
export const businessStatusUpdatePayloadSchema = z.object({ isOnline: z.boolean() });
export type BusinessStatusUpdatePayload = z.infer<typeof businessStatusUpdatePayloadSchema>;

/** Progress of a file sent in a chat, 0-100 (the spec names the event only). */
export type FileUploadProgress = { chatId: string; progress: number };

export interface ClientToServerEvents {
  /** Subscribe to `businessStatusUpdate` of one business. */
  join_business_view: (businessId: string) => void;
  leave_business_view: (businessId: string) => void;
  getBusinessStatus: (businessId: string, ack: (answer: BusinessStatusAck) => void) => void;
  /** A business announces itself online or offline. */
  business_status_update: (payload: BusinessStatusUpdatePayload) => void;
  /** Sent every 60 s by an online business (HEARTBEAT_INTERVAL_MS). */
  business_heartbeat: () => void;
  join_chat: (chatId: string) => void;
  leave_chat: (chatId: string) => void;
}

export interface ServerToClientEvents {
  businessStatusUpdate: (status: BusinessStatus) => void;
  business_online_confirmed: (payload: { businessId: string }) => void;
  /** A bad or expired token; the server disconnects right after. */
  authError: (payload: { message: string }) => void;
  newMessage: (payload: { chatId: string; message: Message }) => void;
  unreadSummary: (payload: { totalUnread: number }) => void;
  chat_joined: (payload: { chatId: string }) => void;
  chat_error: (payload: { message: string }) => void;
  /** The sender's own message as stored, to replace its optimistic copy. */
  message_sent: (message: Message) => void;
  fileUploadProgress: (payload: FileUploadProgress) => void;
  chatMarkedAsRead: (payload: { chatId: string }) => void;
  /** The chat was deleted by either party (an addition to the spec's list, decisions 0007). */
  chatDeleted: (payload: { chatId: string }) => void;
}

export const CLIENT_TO_SERVER_EVENTS = [
  'join_business_view',
  'leave_business_view',
  'getBusinessStatus',
  'business_status_update',
  'business_heartbeat',
  'join_chat',
  'leave_chat',
] as const satisfies ReadonlyArray<keyof ClientToServerEvents>;

export const SERVER_TO_CLIENT_EVENTS = [
  'businessStatusUpdate',
  'business_online_confirmed',
  'authError',
  'newMessage',
  'unreadSummary',
  'chat_joined',
  'chat_error',
  'message_sent',
  'fileUploadProgress',
  'chatMarkedAsRead',
  'chatDeleted',
] as const satisfies ReadonlyArray<keyof ServerToClientEvents>;
