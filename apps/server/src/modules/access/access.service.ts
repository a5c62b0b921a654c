// Who may act on what: every check of "is this yours?" in one table, asked by the services (the
// way immich's `requireAccess` works). A service method that acts for a user calls
// `requireAccess(user, permission, id)` before anything else; the answer for an unknown id and for
// someone else's entity (404, or 403 where the API says so) comes from the permission's row.
import {
  NOT_FOUND_MESSAGES,
  REVIEW_MESSAGES,
  STAFF_MESSAGES,
  WAITLIST_MESSAGES,
} from '@booklane/shared/domain';
import { forbidden, notFound } from '../../core/errors';
import type { Caller } from '../../core/caller';
import type { AccessRepository, Parties } from './access.repository';

const MANAGE_OWN_BUSINESS = 'You can only manage your own business.';
const MANAGE_OWN_SERVICES = 'You can only manage the services of your own business.';

type Entity =
  | 'business'
  | 'service'
  | 'teamMember'
  | 'block'
  | 'booking'
  | 'chat'
  | 'review'
  | 'waitlistEntry'
  | 'webhook';

type Rule = {
  entity: Entity;
  allows: (user: Caller, parties: Parties) => boolean;
  /** 404 message for an unknown id (and for someone else's, when `forbidden` is not set). */
  notFound: string;
  /**
   * 403 message for someone else's entity; without it, someone else's is as unknown as a missing
   * one. A function decides per caller: undefined is the 404.
   */
  forbidden?: string | ((user: Caller, parties: Parties) => string | undefined);
};

const isOwner = (user: Caller, parties: Parties) => user.role === 'business' && parties.ownerId === user.id;
const isCustomer = (user: Caller, parties: Parties) =>
  user.role === 'customer' && parties.customerId === user.id;
/** One of the business's staff accounts (decisions.md 9.2). */
const isStaff = (user: Caller, parties: Parties) =>
  user.role === 'business' && parties.callerMemberId !== null;
/** The staff account of the entity's own team member. */
const isOwnMember = (user: Caller, parties: Parties) =>
  isStaff(user, parties) && parties.teamMemberId !== null && parties.teamMemberId === parties.callerMemberId;
const ownerOrOwnMember = (user: Caller, parties: Parties) =>
  isOwner(user, parties) || isOwnMember(user, parties);

// Staff (decisions.md 9.2) read the business's calendar and bookings and act on their own
// member's bookings and time only: a colleague's is 403 with its reason; everything else of the
// business (profile, services, team, settings, reviews, chats) stays the owner's alone.
const RULES = {
  /** Change the business: details, schedule, logo, new services, business-wide blocks. */
  'business.manage': {
    entity: 'business',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.business,
    forbidden: MANAGE_OWN_BUSINESS,
  },
  /**
   * Read the business's calendar: its bookings and blocks (the owner and its staff); another
   * business's are as invisible as a missing one.
   */
  'business.bookings': {
    entity: 'business',
    allows: (user, parties) => isOwner(user, parties) || isStaff(user, parties),
    notFound: NOT_FOUND_MESSAGES.business,
  },
  /**
   * The business's customers (decisions.md 9.4): read them and keep the private note and tags on
   * each; the owner and its staff, who book for them too.
   */
  'business.customers': {
    entity: 'business',
    allows: (user, parties) => isOwner(user, parties) || isStaff(user, parties),
    notFound: NOT_FOUND_MESSAGES.business,
  },
  /**
   * Take the business's bookings and customers away as files (decisions.md 9.4): the owner's
   * alone; to anyone else, staff included, the exports are as unknown as a missing business.
   */
  'business.exports': { entity: 'business', allows: isOwner, notFound: NOT_FOUND_MESSAGES.business },
  /**
   * Read the business's figures (decisions.md 9.4): the owner all of them, staff (9.2) their own
   * member's only (the insights service narrows them); another business's are as invisible as a
   * missing one.
   */
  'business.insights': {
    entity: 'business',
    allows: (user, parties) => isOwner(user, parties) || isStaff(user, parties),
    notFound: NOT_FOUND_MESSAGES.business,
  },
  /** Change or delete a service. */
  'service.manage': {
    entity: 'service',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.service,
    forbidden: MANAGE_OWN_SERVICES,
  },
  /** Change or remove a team member, invite them, remove their account (decisions.md 9.1, 9.2). */
  'teamMember.manage': {
    entity: 'teamMember',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.teamMember,
    forbidden: MANAGE_OWN_BUSINESS,
  },
  /** Block a team member's time: the owner, or the member's own staff account. */
  'teamMember.blocks': {
    entity: 'teamMember',
    allows: ownerOrOwnMember,
    notFound: NOT_FOUND_MESSAGES.teamMember,
    forbidden: (user, parties) =>
      isStaff(user, parties) ? STAFF_MESSAGES.ownBlocksOnly : MANAGE_OWN_BUSINESS,
  },
  /** Make a booking for a team member: the owner, or the member's own staff account. */
  'teamMember.bookings': {
    entity: 'teamMember',
    allows: ownerOrOwnMember,
    notFound: NOT_FOUND_MESSAGES.teamMember,
    forbidden: (user, parties) => (isStaff(user, parties) ? STAFF_MESSAGES.ownBookingsOnly : undefined),
  },
  /** Remove a block: the owner, or the staff account of the block's member. */
  'block.manage': {
    entity: 'block',
    allows: ownerOrOwnMember,
    notFound: NOT_FOUND_MESSAGES.block,
    forbidden: (user, parties) =>
      isStaff(user, parties) ? STAFF_MESSAGES.ownBlocksOnly : MANAGE_OWN_BUSINESS,
  },
  /**
   * The business side of a booking: change its status, move it, remove it from the business's
   * lists. The owner, or the staff account of the booking's member; a colleague's is 403.
   */
  'booking.business': {
    entity: 'booking',
    allows: ownerOrOwnMember,
    notFound: NOT_FOUND_MESSAGES.booking,
    forbidden: (user, parties) => (isStaff(user, parties) ? STAFF_MESSAGES.ownBookingsOnly : undefined),
  },
  /** Either side of a booking: its delivery log (the business side: as `booking.business`). */
  'booking.party': {
    entity: 'booking',
    allows: (user, parties) => isCustomer(user, parties) || ownerOrOwnMember(user, parties),
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  /** The customer side of a booking: remove it from the customer's lists. */
  'booking.customer': { entity: 'booking', allows: isCustomer, notFound: NOT_FOUND_MESSAGES.booking },
  /** The owner's list of reviews with their reports: another business's is as invisible as a missing one. */
  'business.reviews': { entity: 'business', allows: isOwner, notFound: NOT_FOUND_MESSAGES.business },
  /** The customer who wrote a review (the customer of its booking): change it. */
  'review.author': { entity: 'review', allows: isCustomer, notFound: REVIEW_MESSAGES.notFound },
  /** The owner of the reviewed business: answer it. */
  'review.answer': {
    entity: 'review',
    allows: isOwner,
    notFound: REVIEW_MESSAGES.notFound,
    forbidden: REVIEW_MESSAGES.answerOwnBusiness,
  },
  /**
   * One of the chat's two parties: read, write, mark read, delete, join its room. The business's
   * party is its owner: staff do not read the business's conversations.
   */
  'chat.party': {
    entity: 'chat',
    allows: (user, parties) => isCustomer(user, parties) || isOwner(user, parties),
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  /** The customer waiting (decisions.md 9.3): leave the line; anyone else's is as unknown as a missing one. */
  'waitlistEntry.customer': {
    entity: 'waitlistEntry',
    allows: isCustomer,
    notFound: WAITLIST_MESSAGES.entryNotFound,
  },
  /**
   * The business's webhooks (decisions.md 9.5): list and add them, the owner's alone; to anyone
   * else, staff included, as unknown as a missing business.
   */
  'business.webhooks': { entity: 'business', allows: isOwner, notFound: NOT_FOUND_MESSAGES.business },
  /** Change, pause, remove, test a webhook and read its deliveries: its business's owner alone. */
  'webhook.manage': { entity: 'webhook', allows: isOwner, notFound: NOT_FOUND_MESSAGES.webhook },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof RULES;

/** How the caller belongs to a business: its owner, one of its staff (which member), or not at all. */
export type BusinessRole = { role: 'owner' } | { role: 'staff'; teamMemberId: string } | null;

export class AccessService {
  constructor(private readonly access: AccessRepository) {}

  /** Throws the permission's 404 or 403 unless `user` may act on the entity `id`. */
  async requireAccess(user: Caller, permission: Permission, id: string): Promise<void> {
    const rule: Rule = RULES[permission];
    const parties = await this.access[rule.entity](id, user.id);
    if (!parties) throw notFound(rule.notFound);
    if (!rule.allows(user, parties)) {
      const refusal = typeof rule.forbidden === 'function' ? rule.forbidden(user, parties) : rule.forbidden;
      throw refusal ? forbidden(refusal) : notFound(rule.notFound);
    }
  }

  /** Whether `user` (null: a signed-out visitor) may act on the entity `id`. */
  async hasAccess(user: Caller | null, permission: Permission, id: string): Promise<boolean> {
    if (!user) return false;
    const rule: Rule = RULES[permission];
    const parties = await this.access[rule.entity](id, user.id);
    return parties !== undefined && rule.allows(user, parties);
  }

  /**
   * Whether `user` is the business's owner or one of its staff (and which member): who acted, for
   * a booking's history line, and what a staff account may choose (decisions.md 9.2).
   */
  async roleIn(user: Caller, businessId: string): Promise<BusinessRole> {
    const parties = await this.access.business(businessId, user.id);
    if (!parties || user.role !== 'business') return null;
    if (parties.ownerId === user.id) return { role: 'owner' };
    return parties.callerMemberId ? { role: 'staff', teamMemberId: parties.callerMemberId } : null;
  }

  /** The staff accounts of a business (they hear of its bookings like its owner). */
  async staffAccounts(businessId: string): Promise<string[]> {
    return this.access.staffAccounts(businessId);
  }
}
