// The chat calls of spec section 7 and their live pushes (decisions.md section 6), through the real
// app on a real port with socket.io clients, on every configured database.
import { AUTH_MESSAGES, MESSAGE_MAX_LENGTH, VALIDATION_MESSAGES as M } from '@booklane/shared/domain';
import { type Chat, type Message } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { bookings } from '../src/db/schema';
import { buildApp } from '../src/app';
import { client, createBusiness, registerBusinessOwner, registerCustomer, type Account } from './helpers/api';
import { createScratch, describeEachBackend } from './helpers/backends';
import {
  closeAllSockets,
  connectAs,
  listen,
  nextEvent,
  probe,
  record,
  recordedBefore,
} from './helpers/sockets';

describeEachBackend('chats', (scratch) => {
  let app: FastifyInstance;
  let url: string;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
    url = await listen(app);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => app?.close());

  const openChat = async (customer: Account, businessId: string) => {
    const res = await api().request('GET', `/api/chats/business/${businessId}`, { token: customer.token });
    expect(res.statusCode).toBe(200);
    return res.json() as Chat;
  };
  const send = async (account: Account, chatId: string, content: string) => {
    const res = await api().request('POST', `/api/chats/${chatId}/messages`, {
      token: account.token,
      body: { content, messageType: 'text' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Message;
  };

  it('carries a whole conversation between a customer and a business, live', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Chatty Salon' });
    const customer = await registerCustomer(app, { name: 'Cora Customer' });
    const customerSocket = await connectAs(url, customer.token);
    const ownerSocket = await connectAs(url, owner.token);
    const customerEvents = record(customerSocket);
    const ownerEvents = record(ownerSocket);

    // Get or create: the same chat every time, from the customer's side.
    const chat = await openChat(customer, business._id);
    expect(chat).toMatchObject({
      business: { _id: business._id, name: 'Chatty Salon', logo: null },
      customer: { _id: customer.user.id, name: 'Cora Customer', profileImage: null },
      lastMessage: null,
      lastMessageAt: null,
      unreadCount: 0,
    });
    expect((await openChat(customer, business._id))._id).toBe(chat._id);

    // The customer writes; neither socket joined the chat room, both hear of it.
    const ownerHears = nextEvent(ownerSocket, 'newMessage');
    const customerHears = nextEvent(customerSocket, 'newMessage');
    const sentBack = nextEvent(customerSocket, 'message_sent');
    const ownerUnread = nextEvent(ownerSocket, 'unreadSummary');
    const first = await send(customer, chat._id, '  Hello, do you have time on Friday?  ');
    expect(first).toMatchObject({
      chatId: chat._id,
      content: 'Hello, do you have time on Friday?',
      sender: { _id: customer.user.id, name: 'Cora Customer' },
      senderType: 'customer',
      messageType: 'text',
      status: 'sent',
    });
    expect(await ownerHears).toEqual({ chatId: chat._id, message: first });
    expect(await customerHears).toEqual({ chatId: chat._id, message: first });
    expect(await sentBack).toEqual(first);
    expect(await ownerUnread).toEqual({ totalUnread: 1 });

    const ownerUnread2 = nextEvent(ownerSocket, 'unreadSummary');
    await send(customer, chat._id, 'Around 3 pm would be great.');
    expect(await ownerUnread2).toEqual({ totalUnread: 2 });

    // The owner opens the same chat from the customer's side of their business.
    const fromOwner = await api().request('GET', `/api/chats/customer/${customer.user.id}`, {
      token: owner.token,
    });
    expect(fromOwner.statusCode).toBe(200);
    expect(fromOwner.json()).toMatchObject({
      _id: chat._id,
      unreadCount: 2,
      lastMessage: { content: 'Around 3 pm would be great.' },
    });

    // The owner answers: the customer's total goes up, not the owner's.
    const customerUnread = nextEvent(customerSocket, 'unreadSummary');
    const customerGetsReply = nextEvent(
      customerSocket,
      'newMessage',
      (p) => p.message.senderType === 'business',
    );
    const reply = await send(owner, chat._id, 'Friday 3 pm works.');
    expect(reply).toMatchObject({
      senderType: 'business',
      sender: { _id: owner.user.id, name: 'Olive Owner' },
    });
    expect((await customerGetsReply).message).toEqual(reply);
    expect(await customerUnread).toEqual({ totalUnread: 1 });

    // Lists and summaries show each side its own unread count.
    const customerList = await api().request('GET', '/api/chats/customer', { token: customer.token });
    expect(customerList.statusCode).toBe(200);
    expect(customerList.json()).toMatchObject({
      totalUnread: 1,
      chats: [{ _id: chat._id, unreadCount: 1, lastMessage: { content: 'Friday 3 pm works.' } }],
    });
    expect(customerList.json().chats[0].lastMessageAt).toBe(reply.createdAt);
    const ownerList = await api().request('GET', '/api/chats/business', { token: owner.token });
    expect(ownerList.json()).toMatchObject({ totalUnread: 2, chats: [{ _id: chat._id, unreadCount: 2 }] });
    const summary = (account: Account) =>
      api()
        .request('GET', '/api/chats/unread/summary', { token: account.token })
        .then((r) => r.json());
    expect(await summary(customer)).toEqual({ totalUnread: 1 });
    expect(await summary(owner)).toEqual({ totalUnread: 2 });

    // Mark-read zeroes the caller's side only and tells the caller's sockets.
    const marked = nextEvent(ownerSocket, 'chatMarkedAsRead');
    const ownerZero = nextEvent(ownerSocket, 'unreadSummary');
    const read = await api().request('PUT', `/api/chats/${chat._id}/mark-read`, { token: owner.token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ chatId: chat._id, unreadCount: 0, totalUnread: 0 });
    expect(await marked).toEqual({ chatId: chat._id, unreadCount: 0 });
    expect(await ownerZero).toEqual({ totalUnread: 0 });
    expect(await summary(owner)).toEqual({ totalUnread: 0 });
    expect(await summary(customer)).toEqual({ totalUnread: 1 });

    // Marking again changes no total: chatMarkedAsRead comes, unreadSummary does not.
    const pushesBefore = ownerEvents.filter((e) => e.event === 'unreadSummary').length;
    const markedAgain = nextEvent(ownerSocket, 'chatMarkedAsRead');
    await api().request('PUT', `/api/chats/${chat._id}/mark-read`, { token: owner.token });
    await markedAgain;
    // Whatever the call pushed the owner came before the answer to a later probe.
    const afterMark = await recordedBefore(ownerEvents, ownerSocket, 'chat_error', () => probe(ownerSocket));
    expect(afterMark.filter((e) => e.event === 'unreadSummary')).toHaveLength(pushesBefore);

    // The sender never got an unreadSummary for their own messages.
    expect(customerEvents.filter((e) => e.event === 'unreadSummary')).toEqual([
      { event: 'unreadSummary', payload: { totalUnread: 1 } },
    ]);

    // Joined sockets get each message once, not once per room.
    const joined = nextEvent(customerSocket, 'chat_joined');
    customerSocket.emit('join_chat', chat._id);
    expect(await joined).toEqual({ chatId: chat._id });
    const ownerJoined = nextEvent(ownerSocket, 'chat_joined');
    ownerSocket.emit('join_chat', { chatId: chat._id } as unknown as string);
    await ownerJoined;
    const last = nextEvent(ownerSocket, 'newMessage', (p) => p.message.content === 'See you then!');
    const lastMessage = await send(customer, chat._id, 'See you then!');
    await last;
    const copies = (events: typeof ownerEvents) =>
      events.filter(
        (e) =>
          e.event === 'newMessage' && (e.payload as { message: Message }).message._id === lastMessage._id,
      );
    // A second copy would have been sent with the first, before the answers to later probes.
    expect(
      copies(await recordedBefore(ownerEvents, ownerSocket, 'chat_error', () => probe(ownerSocket))),
    ).toHaveLength(1);
    expect(
      copies(await recordedBefore(customerEvents, customerSocket, 'chat_error', () => probe(customerSocket))),
    ).toHaveLength(1);

    // The history reads back in order.
    const history = await api().request('GET', `/api/chats/${chat._id}/messages`, { token: owner.token });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ page: 1, hasMore: false });
    expect(history.json().messages.map((m: Message) => m.content)).toEqual([
      'Hello, do you have time on Friday?',
      'Around 3 pm would be great.',
      'Friday 3 pm works.',
      'See you then!',
    ]);

    // Either party deletes the chat with its messages; the owner's unread total drops with it.
    const ownerAfterDelete = nextEvent(ownerSocket, 'unreadSummary');
    const deleted = await api().request('DELETE', `/api/chats/${chat._id}`, { token: customer.token });
    expect(deleted.statusCode).toBe(200);
    expect(await ownerAfterDelete).toEqual({ totalUnread: 0 });
    expect(
      (await api().request('GET', `/api/chats/${chat._id}/messages`, { token: owner.token })).statusCode,
    ).toBe(404);
    expect((await api().request('GET', '/api/chats/customer', { token: customer.token })).json()).toEqual({
      chats: [],
      totalUnread: 0,
    });
    expect(await summary(customer)).toEqual({ totalUnread: 0 });
    // A later get-or-create starts afresh.
    const again = await openChat(customer, business._id);
    expect(again._id).not.toBe(chat._id);
    expect(again.lastMessage).toBeNull();
  });

  it('pages a long history newest page first, each page in order', async () => {
    const { owner, business } = await createBusiness(app);
    const customer = await registerCustomer(app);
    const chat = await openChat(customer, business._id);
    for (let i = 1; i <= 120; i++) await send(i % 3 === 0 ? owner : customer, chat._id, `message ${i}`);

    const page = async (query: string) => {
      const res = await api().request('GET', `/api/chats/${chat._id}/messages${query}`, {
        token: customer.token,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { messages: Message[]; hasMore: boolean; page: number };
      return { ...body, contents: body.messages.map((m) => m.content) };
    };
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `message ${from + i}`);

    const first = await page('');
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.contents).toEqual(range(71, 120));
    expect((await page('?page=2&limit=50')).contents).toEqual(range(21, 70));
    const third = await page('?page=3&limit=50');
    expect(third).toMatchObject({ page: 3, hasMore: false });
    expect(third.contents).toEqual(range(1, 20));
    expect(await page('?page=4')).toMatchObject({ messages: [], hasMore: false, page: 4 });
    expect((await page('?page=2&limit=60')).contents).toEqual(range(1, 60));
    expect(await page('?page=2&limit=60')).toMatchObject({ hasMore: false });
    expect((await page('?page=1&limit=60')).hasMore).toBe(true);
    // A bad limit falls back to the page size; a huge one is capped at 100.
    expect((await page('?limit=abc')).contents).toHaveLength(50);
    expect((await page('?limit=100000')).contents).toHaveLength(100);
    expect(await page('?page=99999999999')).toMatchObject({ messages: [], hasMore: false });
    // Every message says who sent it.
    expect(first.messages.find((m) => m.content === 'message 72')).toMatchObject({
      senderType: 'business',
      sender: { _id: owner.user.id },
    });
  });

  it('keeps counts and order under simultaneous sends from both sides', async () => {
    const { owner, business } = await createBusiness(app);
    const customer = await registerCustomer(app);
    const chat = await openChat(customer, business._id);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(i % 4 === 0 ? owner : customer, chat._id, `burst ${i}`)),
    );
    const history = (
      await api().request('GET', `/api/chats/${chat._id}/messages?limit=100`, { token: customer.token })
    ).json() as { messages: Message[] };
    expect(history.messages).toHaveLength(40);
    const times = history.messages.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const newest = history.messages[history.messages.length - 1];
    const list = (await api().request('GET', '/api/chats/customer', { token: customer.token })).json();
    expect(list.chats[0]).toMatchObject({
      lastMessage: { content: newest?.content },
      lastMessageAt: newest?.createdAt,
      unreadCount: 10,
    });
    expect((await api().request('GET', '/api/chats/business', { token: owner.token })).json()).toMatchObject({
      totalUnread: 30,
    });
  });

  it('marks read up to the message the reader saw: one that came after it stays unread', async () => {
    const customer = await registerCustomer(app);
    const { owner, business } = await createBusiness(app);
    const chat = await openChat(customer, business._id);
    await send(owner, chat._id, 'Your table is ready');
    const seen = await send(owner, chat._id, 'See you at 8');
    // The customer closes the chat as a third message arrives: its read mark names what it saw.
    await send(owner, chat._id, 'Bring the voucher!');
    const socket = await connectAs(url, customer.token);
    const marked = nextEvent(socket, 'chatMarkedAsRead');
    const summary = nextEvent(socket, 'unreadSummary');
    const read = await api().request('PUT', `/api/chats/${chat._id}/mark-read`, {
      token: customer.token,
      body: { upTo: seen._id },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ chatId: chat._id, unreadCount: 1, totalUnread: 1 });
    expect(await marked).toEqual({ chatId: chat._id, unreadCount: 1 });
    expect(await summary).toEqual({ totalUnread: 1 });
    const list = (await api().request('GET', '/api/chats/customer', { token: customer.token })).json();
    expect(list).toMatchObject({ totalUnread: 1, chats: [{ _id: chat._id, unreadCount: 1 }] });
    // The customer's own messages after it never count; without `upTo` all is read.
    await send(customer, chat._id, 'Thanks!');
    const all = await api().request('PUT', `/api/chats/${chat._id}/mark-read`, { token: customer.token });
    expect(all.json()).toMatchObject({ unreadCount: 0, totalUnread: 0 });
    // A message of another chat, or none, as `upTo`: the chat is read.
    await send(owner, chat._id, 'One more');
    const elsewhere = await api().request('PUT', `/api/chats/${chat._id}/mark-read`, {
      token: customer.token,
      body: { upTo: '00000000-0000-4000-8000-000000000000' },
    });
    expect(elsewhere.json()).toMatchObject({ unreadCount: 0, totalUnread: 0 });
  });

  it('lists chats by their latest message', async () => {
    const customer = await registerCustomer(app);
    const a = await createBusiness(app, { name: 'A Studio' });
    const b = await createBusiness(app, { name: 'B Studio' });
    const c = await createBusiness(app, { name: 'C Studio' });
    const chatA = await openChat(customer, a.business._id);
    const chatB = await openChat(customer, b.business._id);
    await openChat(customer, c.business._id); // no message yet: listed last
    await send(customer, chatB._id, 'first to B');
    await send(customer, chatA._id, 'then to A');
    await send(b.owner, chatB._id, 'B answers last');
    const list = (await api().request('GET', '/api/chats/customer', { token: customer.token })).json();
    expect(list.chats.map((ch: Chat) => ch.business.name)).toEqual(['B Studio', 'A Studio', 'C Studio']);
    expect(list.chats[2]).toMatchObject({ lastMessage: null, lastMessageAt: null });
    expect(list.totalUnread).toBe(1);
  });

  it('refuses what the rules forbid', async () => {
    const { owner, business } = await createBusiness(app);
    const other = await createBusiness(app);
    const customer = await registerCustomer(app);
    const stranger = await registerCustomer(app);
    const chat = await openChat(customer, business._id);
    await send(customer, chat._id, 'hi');

    // Only the two parties see the chat: everyone else gets 404 on every call.
    for (const intruder of [stranger, other.owner]) {
      for (const [method, path, body] of [
        ['GET', `/api/chats/${chat._id}/messages`, undefined],
        ['POST', `/api/chats/${chat._id}/messages`, { content: 'let me in', messageType: 'text' }],
        ['PUT', `/api/chats/${chat._id}/mark-read`, undefined],
        ['DELETE', `/api/chats/${chat._id}`, undefined],
      ] as const) {
        const res = await api().request(method, path, { token: intruder.token, body });
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Chat not found' });
      }
    }
    // Unknown and malformed ids look the same.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await api().request('GET', `/api/chats/${id}/messages`, { token: customer.token });
      expect(res.statusCode).toBe(404);
    }
    // Nothing without a token.
    for (const path of [
      '/api/chats/customer',
      '/api/chats/unread/summary',
      `/api/chats/${chat._id}/messages`,
    ]) {
      expect((await api().request('GET', path)).statusCode).toBe(401);
    }

    // Message text: trimmed, 1 to 1000 characters, with the shared messages.
    const post = (content: unknown) =>
      api().request('POST', `/api/chats/${chat._id}/messages`, {
        token: customer.token,
        body: { content, messageType: 'text' },
      });
    for (const [content, message] of [
      ['', M.messageEmpty],
      ['   \n\t ', M.messageEmpty],
      [undefined, M.messageEmpty],
      ['x'.repeat(MESSAGE_MAX_LENGTH + 1), M.messageTooLong],
    ] as const) {
      const res = await post(content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, details: [{ path: 'content', message }] });
    }
    expect((await post('x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    expect((await post(` ${'y'.repeat(MESSAGE_MAX_LENGTH)} `)).statusCode).toBe(201);
    const badType = await api().request('POST', `/api/chats/${chat._id}/messages`, {
      token: customer.token,
      body: { content: 'hi', messageType: 'video' },
    });
    expect(badType.statusCode).toBe(400);

    // Roles: a business cannot start a chat as a customer; a customer cannot open a customer's chat.
    const ownerStarts = await api().request('GET', `/api/chats/business/${other.business._id}`, {
      token: owner.token,
    });
    expect(ownerStarts.statusCode).toBe(403);
    expect(ownerStarts.json()).toMatchObject({ message: AUTH_MESSAGES.customerChatOnly });
    expect(
      (await api().request('GET', `/api/chats/customer/${customer.user.id}`, { token: stranger.token }))
        .statusCode,
    ).toBe(403);
    expect((await api().request('GET', '/api/chats/business', { token: customer.token })).statusCode).toBe(
      403,
    );
    expect((await api().request('GET', '/api/chats/customer', { token: owner.token })).statusCode).toBe(403);
    // Unknown business.
    const unknown = await api().request('GET', '/api/chats/business/00000000-0000-4000-8000-000000000000', {
      token: customer.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Business not found' });
  });

  it('limits how fast one user sends messages', async () => {
    // Its own scratch: two embedded databases must never share one directory.
    const own = await createScratch(scratch().backend);
    const limited = await buildApp(own.config());
    try {
      const { business } = await createBusiness(limited);
      const customer = await registerCustomer(limited);
      const other = await registerCustomer(limited);
      const chatOf = async (account: Account) =>
        (
          await client(limited).request('GET', `/api/chats/business/${business._id}`, {
            token: account.token,
          })
        ).json() as Chat;
      const chat = await chatOf(customer);
      const post = (account: Account, chatId: string) =>
        client(limited).request('POST', `/api/chats/${chatId}/messages`, {
          token: account.token,
          body: { content: 'quick', messageType: 'text' },
        });
      for (let i = 0; i < 60; i++) expect((await post(customer, chat._id)).statusCode).toBe(201);
      const refused = await post(customer, chat._id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Counted per user: another customer still writes.
      expect((await post(other, (await chatOf(other))._id)).statusCode).toBe(201);
    } finally {
      await limited.close();
      await own.dispose();
    }
  });

  it('lets a business open a chat only with its own customers', async () => {
    const { owner, business } = await createBusiness(app);
    const booked = await registerCustomer(app);
    const unrelated = await registerCustomer(app);
    const open = (customerId: string) =>
      api().request('GET', `/api/chats/customer/${customerId}`, { token: owner.token });

    expect((await open(unrelated.user.id)).statusCode).toBe(404);
    expect((await open(owner.user.id)).statusCode).toBe(404); // not a customer
    expect((await open('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // A customer with a booking (any status) may be contacted first.
    await app.ctx.database.db.insert(bookings).values({
      businessId: business._id,
      customerId: booked.user.id,
      status: 'cancelled',
      slotKey: 'test',
      serviceName: 'Cut',
    });
    const res = await open(booked.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      business: { _id: business._id },
      customer: { _id: booked.user.id },
      unreadCount: 0,
    });
    // The customer finds the same chat.
    expect((await openChat(booked, business._id))._id).toBe(res.json()._id);
    // A business without a business record has no customers.
    const bare = await registerBusinessOwner(app);
    expect(
      (await api().request('GET', `/api/chats/customer/${booked.user.id}`, { token: bare.token })).statusCode,
    ).toBe(404);
    expect((await api().request('GET', '/api/chats/business', { token: bare.token })).json()).toEqual({
      chats: [],
      totalUnread: 0,
    });
  });
});
