import {
  defaultBreakHour,
  AUTH_MESSAGES,
  categoriesNamedBy,
  FREE_WINDOW_DAYS,
  type DirectoryFreeWindow,
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
import type {
  BusinessesRepository,
  BusinessRow,
  DirectoryFilter,
  DirectoryRow,
} from './businesses.repository';
import { NO_PUBLIC_CHANGES, type PublicChanges } from '../public-changes';

/** Words of a search that count (the rest of a very long query is ignored). */
const SEARCH_WORDS_MAX = 8;

/**
 * The free filter's bounds (docs/decisions/0043): the best matches of the other filters it looks
 * at, at most, and how many of them it asks about at a time, in their order.
 */
const FREE_CANDIDATES_MAX = 240;
const FREE_CHECK_BATCH = 12;

/**
 * Whether the business has a bookable time in its `days` days from its today (the availability
 * rules; the availability module answers it, wired in the composition root).
 */
type FreeTimeCheck = (businessId: string, days: number) => Promise<boolean>;

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
    /** The directory's free filter; without it (tools), `free` filters nothing out. */
    private readonly hasFreeTime: FreeTimeCheck = () => Promise.resolve(true),
  ) {}

  /**
   * The directory's best `limit` matches (`GET /businesses`: never every business, issue 32); a
   * search matches each of its words (docs/decisions/0022).
   */
  async list(filter: DirectorySearch & { limit: number }): Promise<DirectoryBusiness[]> {
    return (await this.businesses.list(directoryFilter(filter), filter.limit)).map((row) =>
      toDirectoryBusiness(row, this.clock()),
    );
  }

  /**
   * A page of the directory (`page` from 1) and the number of matches in all. A search that
   * matches nothing as typed is spelled again with the directory's closest words; when that finds
   * businesses, they are the answer, with `didYouMean` (decisions.md 9.6).
   */
  async page(query: DirectoryPageQuery): Promise<DirectoryPage> {
    const filter = directoryFilter(query);
    const answer = await this.pageOf(filter, query);
    if (answer.total > 0 || !filter.words.length) return answer;
    const respelled = await this.respell(filter.words);
    if (!respelled) return answer;
    const again = await this.pageOf({ ...filter, words: respelled }, query);
    return again.total > 0 ? { ...again, didYouMean: respelled.map((w) => w.text).join(' ') } : answer;
  }

  private async pageOf(filter: DirectoryFilter, query: DirectoryPageQuery): Promise<DirectoryPage> {
    const offset = (query.page - 1) * query.limit;
    if (query.free)
      return this.freePage(filter, FREE_WINDOW_DAYS[query.free], { offset, limit: query.limit });
    const { rows, total } = await this.businesses.page(filter, { limit: query.limit, offset });
    return {
      businesses: rows.map((row) => toDirectoryBusiness(row, this.clock())),
      total,
      hasMore: offset + rows.length < total,
    };
  }

  /**
   * The free filter (docs/decisions/0043): the other filters' matches are asked in their order,
   * FREE_CHECK_BATCH at a time (each business stops at its first free time), until the page and
   * one more are found, or FREE_CANDIDATES_MAX matches were asked. `total` counts the free ones
   * found so far and is exact once every match was asked; otherwise `totalIsLowerBound` says so.
   */
  private async freePage(
    filter: DirectoryFilter,
    days: number,
    page: { offset: number; limit: number },
  ): Promise<DirectoryPage> {
    const wanted = page.offset + page.limit + 1;
    const free: string[] = [];
    let asked = 0;
    let exhausted = false;
    while (free.length < wanted && asked < FREE_CANDIDATES_MAX) {
      const ids = await this.businesses.rankedIds(filter, {
        offset: asked,
        limit: Math.min(FREE_CHECK_BATCH, FREE_CANDIDATES_MAX - asked),
      });
      asked += ids.length;
      const answers = await Promise.all(ids.map((id) => this.hasFreeTime(id, days)));
      free.push(...ids.filter((_, i) => answers[i]));
      if (ids.length < FREE_CHECK_BATCH) {
        exhausted = true;
        break;
      }
    }
    const ids = free.slice(page.offset, page.offset + page.limit);
    const rows = await this.businesses.directoryRows(ids, filter);
    return {
      businesses: rows.map((row) => toDirectoryBusiness(row, this.clock())),
      total: free.length,
      hasMore: free.length > page.offset + page.limit,
      ...(exhausted ? {} : { totalIsLowerBound: true }),
    };
  }

  /**
   * The search's words, each one no listed business holds spelled as the directory's closest
   * word to it; undefined when none could be.
   */
  private async respell(words: SearchWord[]): Promise<SearchWord[] | undefined> {
    let changed = false;
    const respelled: SearchWord[] = [];
    for (const word of words) {
      const closest =
        word.categories.length || (await this.businesses.holds(word))
          ? undefined
          : await this.businesses.closestWord(word.text);
      if (closest) changed = true;
      respelled.push(closest ? { text: closest, categories: categoriesNamedBy(closest) } : word);
    }
    return changed ? respelled : undefined;
  }

  async byUsername(username: string): Promise<Business> {
    // A name that cannot be a username names nothing: no need to ask the database.
    if (!USERNAME_PATTERN.test(username.toLowerCase())) throw notFound(NOT_FOUND_MESSAGES.business);
    const row = await this.businesses.findByUsername(username);
    // An owner who deleted their account took the business's page with it (docs/decisions/0042).
    if (!row || row.unpublishedAt) throw notFound(NOT_FOUND_MESSAGES.business);
    return toBusinessDto(row, this.clock());
  }

  async byId(id: string): Promise<Business> {
    const row = await this.businesses.findById(id);
    if (!row || row.unpublishedAt) throw notFound(NOT_FOUND_MESSAGES.business);
    return toBusinessDto(row, this.clock());
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
      ...(owned ? [{ ...toBusinessDto(owned, this.clock()), membership: 'owner' as const }] : []),
      ...staffed
        .filter((s) => s.business.id !== owned?.id)
        .map((s) => ({
          ...toBusinessDto(s.business, this.clock()),
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
    return toBusinessDto(row, this.clock());
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
    return toBusinessDto(row, this.clock());
  }

  /** After the registration committed: the public reads drop what they knew. */
  async signedUp(businessId: string): Promise<void> {
    await this.changed.business(businessId);
  }

  private newBusinessValues(owner: UserRow, input: CreateBusinessRequest) {
    const { timezone, schedule, breakHours, email, ...fields } = input;
    return {
      ...fields,
      email: email ?? owner.email,
      ownerId: owner.id,
      timezone: timezone ?? this.defaultTimeZone,
      schedule: schedule ?? null,
      // The spec's default hours come with its lunch break (decisions.md 9.1: "the business's
      // default is the spec's lunch break"), which the owner edits or removes on the Schedule tab.
      breakHours: breakHours ?? [defaultBreakHour()],
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
    return toBusinessDto(row, this.clock());
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
    return toBusinessDto(row, this.clock());
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

  /**
   * The daily job's batch (past-date-overrides.ts): every business's date overrides of days
   * already over go from its row. What anyone reads of a business is unchanged (answers leave
   * past days out already), so no cached answer is dropped.
   */
  async dropPastDateOverrides(): Promise<void> {
    await this.businesses.dropPastDateOverrides(this.clock());
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

type DirectorySearch = {
  search?: string;
  category?: Category;
  sort?: DirectorySort;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  city?: string | undefined;
};

type SearchWord = { text: string; categories: Category[] };

/** `GET /api/directory`'s query as the service reads it. */
type DirectoryPageQuery = DirectorySearch & {
  page: number;
  limit: number;
  free?: DirectoryFreeWindow | undefined;
};

function toDirectoryBusiness(row: DirectoryRow, now: Date): DirectoryBusiness {
  const business = { ...toBusinessDto(row.business, now), rating: reviewSummary(row.stars) };
  const match = row.matchingService;
  return match
    ? { ...business, matchingService: { _id: match.id, name: match.name, price: match.price } }
    : business;
}

/** The words of a search (at most SEARCH_WORDS_MAX), each with the categories it names, and the other filters. */
function directoryFilter(filter: DirectorySearch): DirectoryFilter & { words: SearchWord[] } {
  const words = (filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, SEARCH_WORDS_MAX)
    .map((text) => ({ text, categories: categoriesNamedBy(text) }));
  return {
    words,
    category: filter.category,
    sort: filter.sort,
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    city: filter.city,
  };
}
