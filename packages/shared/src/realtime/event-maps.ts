// The typed event maps of the realtime connection (socket.io), spec section 7 and decisions.md
// section 6. Use as `Server<ClientToServerEvents, ServerToClientEvents>` and
// `Socket<ServerToClientEvents, ClientToServerEvents>`. Types and plain lists only: nothing here
// may import a runtime module (it is part of the web's first-load bundle).

import type { Booking } from '../schemas/booking';
import type { Message } from '../schemas/chat';
import type { WaitlistOffer } from '../schemas/waitlist';
import type { BusinessStatus, BusinessStatusAck, BusinessStatusUpdatePayload } from './events';

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
  /** `unreadCount`: what stays unread of the chat (messages that came after the ones read). */
  chatMarkedAsRead: (payload: { chatId: string; unreadCount?: number }) => void;
  /** The chat was deleted by either party (an addition to the spec's list, decisions 0007). */
  chatDeleted: (payload: { chatId: string }) => void;
  /**
   * A booking of the user changed (beyond the spec, decisions.md 8.3): sent to the business owner
   * and to the customer's account after each commit, on every process.
   */
  bookingChanged: (payload: BookingChange) => void;
  /**
   * What a service can still take changed (a booking made, moved or ended; hours or overrides
   * changed): sent to the business's viewers (`join_business_view`) on every process, so an open
   * booking form refetches `GET /services/{id}/availability` (decisions.md 8.4). `serviceId` null:
   * every service of the business.
   */
  availabilityChanged: (payload: AvailabilityChange) => void;
  /**
   * A place freed and held for the customer's waitlist entry (decisions.md 9.3), sent to their
   * account on every process when the offer is made, and again when it ends (claimed, declined,
   * expired or withdrawn: `status` says which), so an open banner follows it.
   */
  waitlistOffer: (offer: WaitlistOffer) => void;
}

export type AvailabilityChange = { businessId: string; serviceId: string | null };

/** What happened to a booking, and by whom; `booking` is the booking as it is now. */
export type BookingChange = {
  change: 'created' | 'confirmed' | 'completed' | 'cancelled' | 'rescheduled' | 'no-show';
  by: 'business' | 'customer' | 'guest';
  booking: Booking;
};

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
  'bookingChanged',
  'availabilityChanged',
  'waitlistOffer',
] as const satisfies ReadonlyArray<keyof ServerToClientEvents>;
