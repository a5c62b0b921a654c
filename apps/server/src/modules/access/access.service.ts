// Who may act on what: every check of "is this yours?" in one table, asked by the services (the
// way immich's `requireAccess` works). A service method that acts for a user calls
// `requireAccess(user, permission, id)` before anything else; the answer for an unknown id and for
// someone else's entity (404, or 403 where the API says so) comes from the permission's row.
import { NOT_FOUND_MESSAGES, REVIEW_MESSAGES } from '@booklane/shared/domain';
import { forbidden, notFound } from '../../core/errors';
import type { Caller } from '../../core/caller';
import type { AccessRepository, Parties } from './access.repository';

const MANAGE_OWN_BUSINESS = 'You can only manage your own business.';
const MANAGE_OWN_SERVICES = 'You can only manage the services of your own business.';

type Entity = 'business' | 'service' | 'teamMember' | 'block' | 'booking' | 'chat' | 'review';

type Rule = {
  entity: Entity;
  allows: (user: Caller, parties: Parties) => boolean;
  /** 404 message for an unknown id (and for someone else's, when `forbidden` is not set). */
  notFound: string;
  /** 403 message for someone else's entity; without it, someone else's is as unknown as a missing one. */
  forbidden?: string;
};

const isOwner = (user: Caller, parties: Parties) => user.role === 'business' && parties.ownerId === user.id;
const isCustomer = (user: Caller, parties: Parties) =>
  user.role === 'customer' && parties.customerId === user.id;

const RULES = {
  /** Change the business: details, schedule, logo, new services. */
  'business.manage': {
    entity: 'business',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.business,
    forbidden: MANAGE_OWN_BUSINESS,
  },
  /** Read the business's bookings: another business's are as invisible as a missing one. */
  'business.bookings': { entity: 'business', allows: isOwner, notFound: NOT_FOUND_MESSAGES.business },
  /** Change or delete a service. */
  'service.manage': {
    entity: 'service',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.service,
    forbidden: MANAGE_OWN_SERVICES,
  },
  /** Change or remove a team member (decisions.md 9.1). */
  'teamMember.manage': {
    entity: 'teamMember',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.teamMember,
    forbidden: MANAGE_OWN_BUSINESS,
  },
  /** Remove a block. */
  'block.manage': {
    entity: 'block',
    allows: isOwner,
    notFound: NOT_FOUND_MESSAGES.block,
    forbidden: MANAGE_OWN_BUSINESS,
  },
  /** The business side of a booking: change its status, remove it from the business's lists. */
  'booking.business': { entity: 'booking', allows: isOwner, notFound: NOT_FOUND_MESSAGES.booking },
  /** Either side of a booking: its delivery log. */
  'booking.party': {
    entity: 'booking',
    allows: (user, parties) => isCustomer(user, parties) || isOwner(user, parties),
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
  /** One of the chat's two parties: read, write, mark read, delete, join its room. */
  'chat.party': {
    entity: 'chat',
    allows: (user, parties) => isCustomer(user, parties) || isOwner(user, parties),
    notFound: NOT_FOUND_MESSAGES.chat,
  },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof RULES;

export class AccessService {
  constructor(private readonly access: AccessRepository) {}

  /** Throws the permission's 404 or 403 unless `user` may act on the entity `id`. */
  async requireAccess(user: Caller, permission: Permission, id: string): Promise<void> {
    const rule: Rule = RULES[permission];
    const parties = await this.access[rule.entity](id);
    if (!parties) throw notFound(rule.notFound);
    if (!rule.allows(user, parties)) {
      throw rule.forbidden ? forbidden(rule.forbidden) : notFound(rule.notFound);
    }
  }

  /** Whether `user` (null: a signed-out visitor) may act on the entity `id`. */
  async hasAccess(user: Caller | null, permission: Permission, id: string): Promise<boolean> {
    if (!user) return false;
    const rule: Rule = RULES[permission];
    const parties = await this.access[rule.entity](id);
    return parties !== undefined && rule.allows(user, parties);
  }
}
