import { messagesQuerySchema, sendMessageRequestSchema } from '@booklane/shared';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../http/auth';
import { parse, parseId } from '../../http/validate';
import { BUSINESS_NOT_FOUND, CHAT_NOT_FOUND, CUSTOMER_NOT_FOUND, type ChatsService } from './chats.service';

type Params = { chatId?: string; businessId?: string; customerId?: string };

/** The chat calls of spec section 7 (decisions.md section 6). */
export async function chatsRoutes(app: FastifyInstance, chats: ChatsService) {
  const chatId = (params: unknown) => parseId((params as Params).chatId, CHAT_NOT_FOUND);

  // Any signed-in user reaches the service, which answers a business account with the spec's text.
  app.get('/api/chats/business/:businessId', { preHandler: requireUser() }, async (request) =>
    chats.openWithBusiness(
      currentUser(request),
      parseId((request.params as Params).businessId, BUSINESS_NOT_FOUND),
    ),
  );

  app.get('/api/chats/customer/:customerId', { preHandler: requireUser('business') }, async (request) =>
    chats.openWithCustomer(
      currentUser(request),
      parseId((request.params as Params).customerId, CUSTOMER_NOT_FOUND),
    ),
  );

  app.get('/api/chats/customer', { preHandler: requireUser('customer') }, async (request) =>
    chats.list(currentUser(request)),
  );

  app.get('/api/chats/business', { preHandler: requireUser('business') }, async (request) =>
    chats.list(currentUser(request)),
  );

  app.get('/api/chats/unread/summary', { preHandler: requireUser() }, async (request) =>
    chats.unreadSummary(currentUser(request)),
  );

  app.get('/api/chats/:chatId/messages', { preHandler: requireUser() }, async (request) =>
    chats.messages(currentUser(request), chatId(request.params), parse(messagesQuerySchema, request.query)),
  );

  app.post('/api/chats/:chatId/messages', { preHandler: requireUser() }, async (request, reply) => {
    const id = chatId(request.params);
    const body = parse(sendMessageRequestSchema, request.body);
    return reply.status(201).send(await chats.send(currentUser(request), id, body));
  });

  app.put('/api/chats/:chatId/mark-read', { preHandler: requireUser() }, async (request) => {
    const result = await chats.markRead(currentUser(request), chatId(request.params));
    return { message: 'Chat marked as read', ...result };
  });

  app.delete('/api/chats/:chatId', { preHandler: requireUser() }, async (request) => {
    const id = chatId(request.params);
    await chats.delete(currentUser(request), id);
    return { message: 'Chat deleted', chatId: id };
  });
}
