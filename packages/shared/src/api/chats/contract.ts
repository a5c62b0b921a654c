// The route table: the chats operations' request and response schemas (see ../contract.ts).
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import {
  chatListResponseSchema,
  chatSchema,
  deleteChatResponseSchema,
  markChatReadRequestSchema,
  markChatReadResponseSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageRequestSchema,
  unreadSummarySchema,
} from '../../schemas/chat';
import { idParam, type OperationContract } from '../contract-kit';
import type { CHAT_OPERATIONS } from './operations';

export const CHAT_CONTRACT = {
  // ---- chats ------------------------------------------------------------------------------
  openChatWithBusiness: {
    params: idParam('businessId'),
    responses: { 200: chatSchema },
    errors: [403, 429],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  openChatWithCustomer: {
    params: idParam('customerId'),
    responses: { 200: chatSchema },
    errors: [429],
    notFound: NOT_FOUND_MESSAGES.customer,
  },
  listCustomerChats: { responses: { 200: chatListResponseSchema } },
  listBusinessChats: { responses: { 200: chatListResponseSchema } },
  getUnreadSummary: { responses: { 200: unreadSummarySchema } },
  listMessages: {
    params: idParam('chatId'),
    query: messagesQuerySchema,
    responses: { 200: messagesPageSchema },
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  sendMessage: {
    params: idParam('chatId'),
    body: sendMessageRequestSchema,
    responses: { 201: messageSchema },
    // 409: the other party deleted their account (the chat is closed).
    errors: [409, 429],
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  markChatRead: {
    params: idParam('chatId'),
    body: markChatReadRequestSchema,
    responses: { 200: markChatReadResponseSchema },
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  deleteChat: {
    params: idParam('chatId'),
    responses: { 200: deleteChatResponseSchema },
    notFound: NOT_FOUND_MESSAGES.chat,
  },
} as const satisfies Record<keyof typeof CHAT_OPERATIONS, OperationContract>;
