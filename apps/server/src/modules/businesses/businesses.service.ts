import {
  AUTH_MESSAGES,
  categoriesNamedBy,
  NOT_FOUND_MESSAGES,
  reviewSummary,
  todayInZone,
  type Category,
} from '@booklane/shared/domain';
import {
  USERNAME_PATTERN,
  type Business,
  type BusinessRating,
  type DateOverride,
  type CreateBusinessRequest,
  type DirectoryBusiness,
  type DirectoryPage,
  type DirectorySort,
  type MyBusiness,
  type BreakHour,
  type BusinessSignUp,
  createBusinessRequestSchema,
  type Schedule,
  type UpdateBusinessRequest,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { conflict, notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import { toBusinessDto } from './business-dto';
import type { BusinessesRepository, BusinessRow, DirectoryRow } from './businesses.repository';
import { NO_PUBLIC_CHANGES, type PublicChanges } from '../public-changes';

/** Words of a search that count (the rest of a very long query is ignored). */
const SEARCH_WORDS_MAX = 8;

/**
 * Methods that take a `user` act for that user and check access first; the others are reads and
 * writes for other services, which have done their own checks.
 */
export class BusinessesService {
  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly access: AccessService,
    private readonly defaultTimeZone: string,
    private readonly clock: Clock,
    /** Told after each change of what anyone can read of a business. */
    private readonly changed: PublicChanges = NO_PUBLIC_CHANGES,
    /**
     * A new business's first team member, named after its owner (decisions.md 9.1), written in
     * the business's transaction. Tools that need no team leave it out.
     */
    private readonly team?: {
      transact: Transact;
      addFirstMember(businessId: string, name: string, tx: DbOrTx): Promise<unknown>;
    },
  ) {}

  /**
   * The directory's best `limit` matches (`GET /businesses`: never every business, issue 32); a
   * search matches each of its words (docs/decisions/0022).
   */
  async list(filter: DirectorySearch & { limit: number }): Promise<DirectoryBusiness[]> {
    return (await this.businesses.list(directoryFilter(filter), filter.limit)).map(toDirectoryBusiness);
  }

  /** A page of the directory (`page` from 1) and the number of matches in all. */
  async page(filter: DirectorySearch & { page: number; limit: number }): Promise<DirectoryPage> {
    const offset = (filter.page - 1) * filter.limit;
    const { rows, total } = await this.businesses.page(directoryFilter(filter), {
      limit: filter.limit,
      offset,
    });
    return { businesses: rows.map(toDirectoryBusiness), total, hasMore: offset + rows.length < total };
  }

  async byUsername(username: string): Promise<Business> {
    // A name that cannot be a username names nothing: no need to ask the database.
    if (!USERNAME_PATTERN.test(username.toLowerCase())) throw notFound(NOT_FOUND_MESSAGES.business);
    const row = await this.businesses.findByUsername(username);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    return toBusinessDto(row);
  }

  async byId(id: string): Promise<Business> {
    const row = await this.businesses.findById(id);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    return toBusinessDto(row);
  }

  /** The business's rating: the average of its reviews and their number. */
  async rating(businessId: string): Promise<BusinessRating> {
    return reviewSummary(await this.businesses.stars(businessId));
  }

  /** Every business page and when it last changed, for the sitemap. */
  async pageList(): Promise<Array<{ username: string; updatedAt: Date }>> {
    return this.businesses.pageList();
  }

  /**
   * The caller's business first (one per account, decisions.md section 3), then the businesses it
   * works at as a team member (decisions.md 9.2).
   */
  async mine(user: UserRow): Promise<MyBusiness[]> {
    const [owned, staffed] = await Promise.all([
      this.businesses.findByOwner(user.id),
      this.businesses.staffOf(user.id),
    ]);
    return [
      ...(owned ? [{ ...toBusinessDto(owned), membership: 'owner' as const }] : []),
      ...staffed
        .filter((s) => s.business.id !== owned?.id)
        .map((s) => ({
          ...toBusinessDto(s.business),
          membership: 'staff' as const,
          teamMemberId: s.teamMemberId,
        })),
    ];
  }

  async create(owner: UserRow, input: CreateBusinessRequest): Promise<Business> {
    if (await this.businesses.findByOwner(owner.id)) throw conflict('You already have a business.');
    if (await this.businesses.findByUsername(input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
    const team = this.team;
    const row = team
      ? await team.transact((tx) => this.insertWithFirstMember(owner, input, tx))
      : await this.businesses.insert(this.newBusinessValues(owner, input));
    // Lost a race to another request with the same username (or a second business of the owner).
    if (!row) throw conflict(AUTH_MESSAGES.usernameTaken);
    await this.changed.business(row.id);
    return toBusinessDto(row);
  }

  // ---- a business made with its owner's account (issue 33) --------------------------------

  /** Refuses a username already taken before the account is created (409 in the spec's words). */
  async checkSignUp(input: BusinessSignUp): Promise<void> {
    if (await this.businesses.findByUsername(input.username)) throw conflict(AUTH_MESSAGES.usernameTaken);
  }

  /**
   * The business of an account being registered, inside the account's transaction: defaults as
   * `POST /businesses` gives them, named after the owner unless named, its first team member too.
   * A username taken meanwhile throws (409), so the account is not created either.
   */
  async createForNewOwner(owner: UserRow, input: BusinessSignUp, tx: DbOrTx): Promise<Business> {
    const request = createBusinessRequestSchema.parse({
      username: input.username,
      name: input.name ?? owner.name,
      timezone: input.timezone,
      category: input.category,
    });
    const row = await this.insertWithFirstMember(owner, request, tx);
    if (!row) throw conflict(AUTH_MESSAGES.usernameTaken);
    return toBusinessDto(row);
  }

  /** After the registration committed: the public reads drop what they knew. */
  async signedUp(businessId: string): Promise<void> {
    await this.changed.business(businessId);
  }

  private newBusinessValues(owner: UserRow, input: CreateBusinessRequest) {
    const { timezone, schedule, email, ...fields } = input;
    return {
      ...fields,
      email: email ?? owner.email,
      ownerId: owner.id,
      timezone: timezone ?? this.defaultTimeZone,
      schedule: schedule ?? null,
    };
  }

  /** Inserts the business and, when there is a team, its first member named after the owner. */
  private async insertWithFirstMember(
    owner: UserRow,
    input: CreateBusinessRequest,
    tx: DbOrTx,
  ): Promise<BusinessRow | undefined> {
    const inserted = await this.businesses.insert(this.newBusinessValues(owner, input), tx);
    if (inserted) await this.team?.addFirstMember(inserted.id, owner.name, tx);
    return inserted;
  }

  async update(user: UserRow, businessId: string, input: UpdateBusinessRequest): Promise<Business> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const current = await this.businesses.findById(businessId);
    if (!current) throw notFound(NOT_FOUND_MESSAGES.business);
    if (input.username !== current.username) {
      const other = await this.businesses.findByUsername(input.username);
      if (other && other.id !== current.id) throw conflict(AUTH_MESSAGES.usernameTaken);
    }
    // Left out, the zone and the self-service policy stay as they are (older clients send neither).
    const { timezone, cancellationNoticeHours, waitlistHoldMinutes, reminderLeadMinutes, ...fields } = input;
    const row = await this.businesses.update(current.id, {
      ...fields,
      timezone: timezone ?? current.timezone,
      cancellationNoticeHours: cancellationNoticeHours ?? current.cancellationNoticeHours,
      waitlistHoldMinutes: waitlistHoldMinutes ?? current.waitlistHoldMinutes,
      reminderLeadMinutes: reminderLeadMinutes ?? current.reminderLeadMinutes,
      updatedAt: this.clock(),
    });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    await this.changed.business(row.id);
    return toBusinessDto(row);
  }

  async updateSchedule(
    user: UserRow,
    businessId: string,
    schedule: Schedule,
    breakHours?: BreakHour[],
  ): Promise<Business> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const row = await this.businesses.update(businessId, {
      schedule,
      ...(breakHours ? { breakHours } : {}),
      updatedAt: this.clock(),
    });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    await this.changed.business(businessId);
    return toBusinessDto(row);
  }

  /** The colour of the embedded booking and its button (decisions.md 9.5); null: Booklane's own. */
  async updateBrand(
    user: UserRow,
    businessId: string,
    brandColor: string | null,
  ): Promise<{ brandColor: string | null }> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const row = await this.businesses.update(businessId, { brandColor, updatedAt: this.clock() });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    await this.changed.business(businessId);
    return { brandColor: row.brandColor };
  }

  /**
   * Replaces the business's date overrides (decisions.md 8.4); dates already past are dropped.
   * Answers the stored row.
   */
  async setDateOverrides(user: UserRow, businessId: string, overrides: DateOverride[]): Promise<BusinessRow> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const current = await this.businesses.findById(businessId);
    if (!current) throw notFound(NOT_FOUND_MESSAGES.business);
    const today = todayInZone(this.clock(), current.timezone);
    const row = await this.businesses.update(businessId, {
      dateOverrides: overrides.filter((override) => override.date >= today),
      updatedAt: this.clock(),
    });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    await this.changed.business(businessId);
    return row;
  }

  // ---- for other services -----------------------------------------------------------------

  /** The business row (inside the caller's transaction when `tx` is given). */
  async findById(id: string, tx?: DbOrTx): Promise<BusinessRow | undefined> {
    return this.businesses.findById(id, tx);
  }

  /** The business of an owner (one per account). */
  async findByOwner(ownerId: string): Promise<BusinessRow | undefined> {
    return this.businesses.findByOwner(ownerId);
  }

  /** Stores a new logo URL; answers the URL it replaced (the uploads service checked access). */
  async setLogo(businessId: string, logo: string): Promise<{ previous: string | null }> {
    const current = await this.businesses.findById(businessId);
    if (!current) throw notFound(NOT_FOUND_MESSAGES.business);
    const row = await this.businesses.update(businessId, { logo, updatedAt: this.clock() });
    if (!row) throw notFound(NOT_FOUND_MESSAGES.business);
    await this.changed.business(businessId);
    return { previous: current.logo };
  }
}

type DirectorySearch = { search?: string; category?: Category; sort?: DirectorySort };

function toDirectoryBusiness(row: DirectoryRow): DirectoryBusiness {
  return { ...toBusinessDto(row.business), rating: reviewSummary(row.stars) };
}

/** The words of a search (at most SEARCH_WORDS_MAX), each with the categories it names. */
function directoryFilter(filter: DirectorySearch) {
  const words = (filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_MAX)
    .map((text) => ({ text, categories: categoriesNamedBy(text) }));
  return { words, category: filter.category, sort: filter.sort };
}
