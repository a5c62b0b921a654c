import type { Message } from '@booklane/shared/schemas';

/**
 * What the chat rules tell connected clients, always after the database commit. The realtime
 * server implements it (user rooms, across processes with Redis). Every call is fire and forget:
 * a failed push never fails the request.
 */
export interface ChatEvents {
  /** `newMessage { chatId, message }` to every socket of both parties. */
  newMessage(userIds: readonly string[], chatId: string, message: Message): void;
  /** `message_sent` to the sender's sockets. */
  messageSent(userId: string, message: Message): void;
  /** `unreadSummary { totalUnread }` to a user whose total just changed. */
  unreadSummary(userId: string, totalUnread: number): void;
  /** `chatMarkedAsRead { chatId, unreadCount }` to the sockets of the user who read it. */
  chatMarkedAsRead(userId: string, chatId: string, unreadCount: number): void;
  /**
   * The chat no longer exists: `chatDeleted { chatId }` to every socket of both parties (their
   * lists drop it, an open window closes), and sockets that joined its room leave it.
   */
  chatDeleted(userIds: readonly string[], chatId: string): void;
}
