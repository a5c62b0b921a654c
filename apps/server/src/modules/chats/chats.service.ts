// The chat rules of decisions.md section 6: one chat per (business, customer), only the two
// parties see it, unread counts per side, messages stored before anything is pushed.
import { AUTH_MESSAGES, NOT_FOUND_MESSAGES, PRIVACY_MESSAGES } from '@booklane/shared/domain';
import {
  type Chat,
  type ChatListResponse,
  type Message,
  type MessagesPage,
  type MessagesQuery,
  type SendMessageRequest,
  type UnreadSummary,
} from '@booklane/shared/schemas';
import type { Transact } from '../../db/client';
import { conflict, forbidden, notFound, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import type { Caller } from '../../core/caller';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { toChatDto, toMessageDto } from './chat-dto';
import type { Clock } from '../../core/clock';
import type { EmailPolicy } from '../notifications/email-policy';
import type { ChatEvents } from './chat-events';
import type { ChatSide, ChatsRepository, ChatView } from './chats.repository';

// ours: the spec names no text for these.

export type ChatLimits = {
  sends: RateLimit;
  /** New conversations one user starts (opening an existing one is free). */
  newChats: RateLimit;
};

/** decisions.md 8.2: at most one email per chat per 15 minutes tells an owner of new messages. */
const OWNER_EMAIL_INTERVAL_MS = 15 * 60_000;

/** How the chat learns that an owner is away (shared presence), and tells them by email. */
export type OwnerAway = {
  isOnline(businessId: string): Promise<boolean>;
  notifier: Pick<EmailPolicy, 'chatMessageToOwner' | 'wake'>;
  clock: Clock;
};

export type { Caller };

/** Who a user is in the chat world: a customer, or the owner of one business. */
type Party = { side: ChatSide; id: string };

export class ChatsService {
  constructor(
    private readonly transact: Transact,
    private readonly chats: ChatsRepository,
    private readonly businesses: BusinessesService,
    private readonly users: UsersService,
    private readonly access: AccessService,
    private readonly events: ChatEvents,
    private readonly limits: ChatLimits,
    private readonly away: OwnerAway,
  ) {}

  /** `GET /chats/business/{businessId}`: a customer opens (or creates) their chat with a business. */
  async openWithBusiness(user: UserRow, businessId: string): Promise<Chat> {
    if (user.role !== 'customer') throw forbidden(AUTH_MESSAGES.customerChatOnly);
    const business = await this.businesses.byId(businessId);
    await this.takeNewChat(user, business._id, user.id);
    return toChatDto(await this.chats.findOrCreate(business._id, user.id), 'customer');
  }

  /** A conversation that does not exist yet takes a place under the user's limit of new chats. */
  private async takeNewChat(user: UserRow, businessId: string, customerId: string): Promise<void> {
    if (await this.chats.exists(businessId, customerId)) return;
    const wait = await this.limits.newChats.hit(user.id);
    if (wait > 0) throw tooMany(wait);
  }

  /**
   * `GET /chats/customer/{customerId}`: a business owner opens (or creates) the chat with a
   * customer who already has a chat or a booking with the business; anyone else is unknown (404).
   */
  async openWithCustomer(user: UserRow, customerId: string): Promise<Chat> {
    const party = await this.partyOf(user);
    if (party?.side !== 'business') throw notFound(NOT_FOUND_MESSAGES.customer);
    const customer = await this.users.findById(customerId);
    if (!customer || customer.role !== 'customer') throw notFound(NOT_FOUND_MESSAGES.customer);
    const known =
      (await this.chats.exists(party.id, customer.id)) ||
      (await this.chats.hasBooking(party.id, customer.id));
    if (!known) throw notFound(NOT_FOUND_MESSAGES.customer);
    await this.takeNewChat(user, party.id, customer.id);
    return toChatDto(await this.chats.findOrCreate(party.id, customer.id), 'business');
  }

  /** `GET /chats/customer` and `GET /chats/business`: the caller's chats, most recent first. */
  async list(user: UserRow): Promise<ChatListResponse> {
    const party = await this.partyOf(user);
    if (!party) return { chats: [], totalUnread: 0 };
    const chats = (await this.chats.listViews(party.side, party.id)).map((v) => toChatDto(v, party.side));
    return { chats, totalUnread: chats.reduce((sum, c) => sum + c.unreadCount, 0) };
  }

  async unreadSummary(user: UserRow): Promise<UnreadSummary> {
    const party = await this.partyOf(user);
    return { totalUnread: party ? await this.chats.totalUnread(party.side, party.id) : 0 };
  }

  /** Whether the user is one of the chat's two parties (sockets may join its room). */
  async isParty(user: Caller, chatId: string): Promise<boolean> {
    return this.access.hasAccess(user, 'chat.party', chatId);
  }

  async messages(user: UserRow, chatId: string, query: MessagesQuery): Promise<MessagesPage> {
    await this.access.requireAccess(user, 'chat.party', chatId);
    const { items, hasMore } = await this.chats.page(chatId, query.page, query.limit);
    return { messages: items.map(toMessageDto), hasMore, page: query.page };
  }

  /**
   * Stores the message, the chat's last message and the other side's unread count in one
   * transaction; only then pushes `newMessage` to both parties, `message_sent` to the sender and
   * the recipient's new `unreadSummary`.
   */
  async send(user: UserRow, chatId: string, input: SendMessageRequest): Promise<Message> {
    const { side, view } = await this.partyView(user, chatId);
    // One of the two deleted their account (docs/decisions/0042): the chat reads, takes nothing new.
    if (view.chat.closedAt) throw conflict(PRIVACY_MESSAGES.chatClosed);
    const wait = await this.limits.sends.hit(user.id);
    if (wait > 0) throw tooMany(wait);
    const recipient = otherParty(view, side);
    // A customer writing to an owner who is not online: the owner may hear of it by email.
    const ownerAway = side === 'customer' && !(await this.away.isOnline(view.business.id));
    const { message, recipientTotal } = await this.transact(async (tx) => {
      const row = await this.chats.appendMessage(
        {
          chatId,
          senderId: user.id,
          senderType: side,
          messageType: input.messageType,
          content: input.content,
        },
        tx,
      );
      if (!row) throw notFound(NOT_FOUND_MESSAGES.chat);
      if (
        ownerAway &&
        (await this.chats.claimOwnerEmail(chatId, this.away.clock(), OWNER_EMAIL_INTERVAL_MS, tx))
      ) {
        const business = await this.businesses.findById(view.business.id, tx);
        if (business) {
          await this.away.notifier.chatMessageToOwner(
            tx,
            { chatId, businessName: business.name, customerName: view.customer.name, content: row.content },
            { name: business.name, email: business.email },
          );
        }
      }
      return {
        message: toMessageDto({ message: row, sender: { id: user.id, name: user.name } }),
        recipientTotal: await this.chats.totalUnread(recipient.side, recipient.partyId, tx),
      };
    });
    if (ownerAway) this.away.notifier.wake();
    this.events.newMessage([view.customer.id, view.business.ownerId], chatId, message);
    this.events.messageSent(user.id, message);
    this.events.unreadSummary(recipient.userId, recipientTotal);
    return message;
  }

  /**
   * `PUT /chats/{chatId}/mark-read`: the caller's side of the chat is read, up to `upTo` when the
   * reader says which message it saw last (the other party's later messages stay unread).
   */
  async markRead(
    user: UserRow,
    chatId: string,
    upTo?: string,
  ): Promise<{ chatId: string; unreadCount: number; totalUnread: number }> {
    const { side, view } = await this.partyView(user, chatId);
    const partyId = side === 'customer' ? view.customer.id : view.business.id;
    const { changed, left, total } = await this.transact(async (tx) => {
      const chat = await this.chats.lock(chatId, tx);
      if (!chat) throw notFound(NOT_FOUND_MESSAGES.chat);
      const unread = side === 'customer' ? chat.customerUnread : chat.businessUnread;
      const left = unread > 0 && upTo ? await this.chats.unreadAfter(chatId, side, upTo, tx) : 0;
      if (left !== unread) await this.chats.setUnread(chatId, side, left, tx);
      return { changed: left !== unread, left, total: await this.chats.totalUnread(side, partyId, tx) };
    });
    this.events.chatMarkedAsRead(user.id, chatId, left);
    if (changed) this.events.unreadSummary(user.id, total);
    return { chatId, unreadCount: left, totalUnread: total };
  }

  /** Deletes the chat and its messages for both parties; a party whose total drops hears of it. */
  async delete(user: UserRow, chatId: string): Promise<void> {
    const { view } = await this.partyView(user, chatId);
    const pushes = await this.transact(async (tx) => {
      const chat = await this.chats.delete(chatId, tx);
      if (!chat) throw notFound(NOT_FOUND_MESSAGES.chat);
      const changed: Array<{ userId: string; total: number }> = [];
      if (chat.customerUnread > 0) {
        changed.push({
          userId: view.customer.id,
          total: await this.chats.totalUnread('customer', view.customer.id, tx),
        });
      }
      if (chat.businessUnread > 0) {
        changed.push({
          userId: view.business.ownerId,
          total: await this.chats.totalUnread('business', view.business.id, tx),
        });
      }
      return changed;
    });
    this.events.chatDeleted([view.customer.id, view.business.ownerId], chatId);
    for (const { userId, total } of pushes) this.events.unreadSummary(userId, total);
  }

  /** The chat and the caller's side in it; 404 for anyone who is not a party (never reveal it exists). */
  private async partyView(user: UserRow, chatId: string): Promise<{ side: ChatSide; view: ChatView }> {
    await this.access.requireAccess(user, 'chat.party', chatId);
    const view = await this.chats.findView(chatId);
    const side = view && sideOf(user, view);
    // Deleted (or its parties changed) since the access check.
    if (!view || !side) throw notFound(NOT_FOUND_MESSAGES.chat);
    return { side, view };
  }

  private async partyOf(user: UserRow): Promise<Party | undefined> {
    if (user.role === 'customer') return { side: 'customer', id: user.id };
    if (user.role !== 'business') return undefined;
    const business = await this.businesses.findByOwner(user.id);
    return business ? { side: 'business', id: business.id } : undefined;
  }
}

function sideOf(user: Caller, view: ChatView): ChatSide | undefined {
  if (user.role === 'customer' && view.customer.id === user.id) return 'customer';
  if (user.role === 'business' && view.business.ownerId === user.id) return 'business';
  return undefined;
}

/** The party who receives what `side` sends: its side, its id among chats, and its user id. */
function otherParty(view: ChatView, side: ChatSide) {
  return side === 'customer'
    ? { side: 'business' as const, partyId: view.business.id, userId: view.business.ownerId }
    : { side: 'customer' as const, partyId: view.customer.id, userId: view.customer.id };
}
