import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { ChatsService } from '../../modules/chats/chats.service';

/** The chat calls of spec section 7 (decisions.md section 6). */
export function chatsRoutes(app: FastifyInstance, chats: ChatsService) {
  // Any signed-in user reaches the service, which answers a business account with the spec's text.
  route(app, 'openChatWithBusiness', ({ user, params }) => chats.openWithBusiness(user, params.businessId));
  route(app, 'openChatWithCustomer', ({ user, params }) => chats.openWithCustomer(user, params.customerId));
  route(app, 'listCustomerChats', ({ user }) => chats.list(user));
  route(app, 'listBusinessChats', ({ user }) => chats.list(user));
  route(app, 'getUnreadSummary', ({ user }) => chats.unreadSummary(user));
  route(app, 'listMessages', ({ user, params, query }) => chats.messages(user, params.chatId, query));
  route(app, 'sendMessage', ({ user, params, body }) => chats.send(user, params.chatId, body));
  route(app, 'markChatRead', async ({ user, params, body }) => ({
    message: 'Chat marked as read',
    ...(await chats.markRead(user, params.chatId, body.upTo)),
  }));
  route(app, 'deleteChat', async ({ user, params }) => {
    await chats.delete(user, params.chatId);
    return { message: 'Chat deleted', chatId: params.chatId };
  });
}
