// The route table: the chats operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const CHAT_OPERATIONS = {
  // ---- chats ------------------------------------------------------------------------------
  openChatWithBusiness: {
    method: 'GET',
    path: '/api/chats/business/{businessId}',
    auth: 'user',
    tag: 'Chats',
    summary: 'A customer gets (or starts) their chat with a business',
  },
  openChatWithCustomer: {
    method: 'GET',
    path: '/api/chats/customer/{customerId}',
    auth: 'business',
    tag: 'Chats',
    summary: 'An owner gets (or starts) the chat with a customer who booked or wrote before',
  },
  listCustomerChats: {
    method: 'GET',
    path: '/api/chats/customer',
    auth: 'customer',
    tag: 'Chats',
    summary: "The signed-in customer's chats, most recent first, with the unread total",
  },
  listBusinessChats: {
    method: 'GET',
    path: '/api/chats/business',
    auth: 'business',
    tag: 'Chats',
    summary: "The signed-in owner's chats, most recent first, with the unread total",
  },
  getUnreadSummary: {
    method: 'GET',
    path: '/api/chats/unread/summary',
    auth: 'user',
    tag: 'Chats',
    summary: 'How many messages the signed-in user has not read',
  },
  listMessages: {
    method: 'GET',
    path: '/api/chats/{chatId}/messages',
    auth: 'user',
    tag: 'Chats',
    summary: 'A page of a chat’s messages (page 1 is the newest), each page in order',
  },
  sendMessage: {
    method: 'POST',
    path: '/api/chats/{chatId}/messages',
    auth: 'user',
    tag: 'Chats',
    summary: 'Send a message; both parties get it live',
  },
  markChatRead: {
    method: 'PUT',
    path: '/api/chats/{chatId}/mark-read',
    auth: 'user',
    tag: 'Chats',
    summary: "Zero the caller's unread count of a chat",
  },
  deleteChat: {
    method: 'DELETE',
    path: '/api/chats/{chatId}',
    auth: 'user',
    tag: 'Chats',
    summary: 'Delete a chat and its messages for both parties',
  },
} as const satisfies Record<string, OperationInfo>;
