// Ready answers of the public reads (docs/decisions/0018-public-read-cache-and-one-round-trip-bookings.md): the directory, a
// business by username or id, a business's services as visitors see them and a service's
// availability are kept as the bytes sent, with a strong ETag (a hash of those bytes), so a repeat
// answer costs a map lookup and a repeat visit that still holds the same bytes gets 304.
//
// Never wrong:
// - A write drops the answers it changes (by tag) in this process at once and, with Redis, in
//   every other process before the writer is answered (each process acknowledges; see
//   RedisInvalidation). A lost message or a Redis outage cannot leave an answer stale for longer
//   than TTL_MS (AVAILABILITY_TTL_MS for an availability answer, which also ends when the clock
//   would change it): entries expire, and a process whose subscription is down serves nothing.
// - A read that started before a write touching its tags is sent but not kept (the sequence check
//   in `fill`), so an answer computed from older rows never outlives the write that replaced them.
// - Only what anyone may see is kept: routes whose answer depends on the caller (a business's
//   services, which its owner sees in full) are cached for requests without credentials only.
import crypto from 'node:crypto';
import { CONTRACT, type OperationContract } from '@booklane/shared/api';
import { type OperationId } from '@booklane/shared/api/operations';
import { type ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock';
import type { PublicChanges } from '../modules/public-changes';
import {
  acceptedCoding,
  codedEtag,
  compress,
  COMPRESS_MIN_BYTES,
  type Coding,
  type EncodedBodies,
} from './compression';

/**
 * The longest a kept answer lives when no message drops it.
 * @internal Exported for the tests.
 */
export const TTL_MS = 5_000;
/**
 * The longest a kept availability answer lives when its handler says when the clock changes it
 * (`AnswerLife`): writes drop it before then (docs/decisions/0018).
 * @internal Exported for the tests.
 */
export const AVAILABILITY_TTL_MS = 60_000;
/** Bytes of kept answers at most; the oldest go first. */
const MAX_BYTES = 16 * 1024 * 1024;
/** Tags whose last invalidation is remembered (for the sequence check) before the memory resets. */
const MAX_REMEMBERED_TAGS = 10_000;

/** An answer or a page as sent: its bytes, ETag and compressed copies (http/compression.ts). */
export type ReadyBody = {
  body: Buffer;
  etag: string;
  /** Its compressed copies, each made when a client first accepts its coding. */
  encoded?: EncodedBodies;
};

type Entry = ReadyBody & {
  expiresAt: number;
  tags: readonly string[];
  /** The answer differs for callers with credentials (Vary: Authorization). */
  vary: boolean;
  /** In the cache now: the bytes of a copy made later count towards MAX_BYTES. */
  kept?: boolean;
};

/** How one operation's answers are kept. */
type Policy = {
  /** The tags that drop the answer, from its parsed path parameters and the answer. */
  tags(params: Record<string, string>, answer: unknown, query: Record<string, unknown>): string[];
  /** The answer depends on who asks: kept for, and served to, requests without credentials only. */
  anonymousOnly?: boolean;
  /**
   * The answer depends on the clock, in whole minutes (slot times, notice, days): it lives until
   * the end of the minute it was computed in, and at most TTL_MS.
   */
  perMinute?: boolean;
  /** Requests whose answer is one caller's own view (checked by the handler): never kept nor served here. */
  personal?(query: Record<string, unknown>): boolean;
  /** With the handler's `AnswerLife`: the longest the answer lives (instead of TTL_MS). */
  longestLifeMs?: number;
};

/**
 * What a handler tells the cache about its answer (`request.publicReadLife`): the business whose
 * bookings may change it (any of its services' bookings hold its members' time, decisions.md 9.1),
 * and the first moment the clock alone changes it (null: the policy's per-minute rule).
 */
type AnswerLife = { businessId: string; changesAtMs: number | null };

const DIRECTORY = 'directory';
const ALL_AVAILABILITY = 'availability';
const businessTag = (id: string) => `business:${id}`;
const serviceTag = (id: string) => `service:${id}`;
const reviewsTag = (businessId: string) => `reviews:${businessId}`;
/** Every availability answer of a business's services: what any of its bookings may change. */
const businessAvailabilityTag = (businessId: string) => `availability:${businessId}`;

/** What drops the directory's server-rendered page: the writes that drop its answers. */
export const DIRECTORY_PAGE_TAGS: readonly string[] = [DIRECTORY];
/** The same for a search for free times (`free=`), which a booking changes too. */
export const DIRECTORY_FREE_PAGE_TAGS: readonly string[] = [DIRECTORY, ALL_AVAILABILITY];

/** What drops a business's server-rendered page: any change of what its public reads show. */
export const businessPageTags = (businessId: string) => [businessTag(businessId), reviewsTag(businessId)];

const POLICIES: Partial<Record<OperationId, Policy>> = {
  listBusinesses: { tags: () => [DIRECTORY] },
  // With `free`, what a booking changes too (docs/decisions/0043).
  listDirectoryPage: {
    tags: (_, __, query) => [...(query.free ? DIRECTORY_FREE_PAGE_TAGS : DIRECTORY_PAGE_TAGS)],
  },
  getBusinessByUsername: { tags: (_, answer) => [businessTag((answer as { _id: string })._id)] },
  getBusiness: { tags: (params) => [businessTag(params.businessId!)] },
  listServices: { tags: (params) => [businessTag(params.businessId!)], anonymousOnly: true },
  getServiceAvailability: {
    tags: (params, answer) =>
      (answer as ServiceAvailability | undefined) ? [serviceTag(params.id!), ALL_AVAILABILITY] : [],
    perMinute: true,
    // Until the clock changes it (availabilityChangesAt) or a write drops it (docs/decisions/0018).
    longestLifeMs: AVAILABILITY_TTL_MS,
    // A booking being moved, seen by one of its parties (docs/decisions/0030).
    personal: (query) => query.excludeBooking !== undefined,
  },
  listTeamMembers: { tags: (params) => [businessTag(params.id!)] },
  listBusinessPhotos: { tags: (params) => [businessTag(params.id!)] },
  // The page's "Next free": what a booking of its service changes too (docs/decisions/0046).
  getNextFreeTime: {
    tags: (params, answer) => {
      const serviceId = (answer as { next: { serviceId: string } | null } | undefined)?.next?.serviceId;
      return [businessTag(params.id!), ALL_AVAILABILITY, ...(serviceId ? [serviceTag(serviceId)] : [])];
    },
    perMinute: true,
  },
  listBusinessReviews: { tags: (params) => [reviewsTag(params.id!)] },
};

/** A policy with the operation's key: what `serve` and `fill` take. */
export type PublicReadPolicy = Policy & {
  /** The key an answer is kept under, from the request's path parameters and query (`publicReadKey`). */
  key(params: unknown, query: unknown): string | undefined;
};

/** How an operation's answers are kept: the ones the contract marks `cacheable`, and only those. */
export function publicReadPolicy(id: OperationId): PublicReadPolicy | undefined {
  const policy = POLICIES[id];
  const contract: OperationContract = CONTRACT[id];
  if (Boolean(contract.cacheable) !== Boolean(policy))
    throw new Error(`${id}: the contract's cacheable flag and the public read policies disagree`);
  return (
    policy && {
      ...policy,
      key: (params, query) =>
        policy.personal?.((query ?? {}) as Record<string, unknown>)
          ? undefined
          : publicReadKey(id, params, query),
    }
  );
}

/** `{ b: 2, a: 1, c: undefined }` -> `[["a",1],["b",2]]`: one spelling of one value. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/**
 * The key a public answer is kept under: the operation and its path parameters and query as the
 * contract parses them (issue 32). Parameters it does not declare are dropped by the parse, and
 * the values are the parsed ones, in one order: `?_=random`, a reordered query, `?page=1` or
 * `?search=` spelled out, another case of a username or an id, or a percent-encoded letter find
 * the same answer instead of computing (and keeping) a new one. Undefined when the request does
 * not parse: it answers 400 or 404 and nothing is kept.
 * @internal Exported for the tests.
 */
export function publicReadKey(id: OperationId, params: unknown, query: unknown): string | undefined {
  const contract: OperationContract = CONTRACT[id];
  const parsedParams = contract.params?.safeParse(params ?? {});
  if (parsedParams && !parsedParams.success) return undefined;
  const parsedQuery = contract.query?.safeParse(query ?? {});
  if (parsedQuery && !parsedQuery.success) return undefined;
  return `${id} ${canonical(parsedParams?.data ?? {})} ${canonical(parsedQuery?.data ?? {})}`;
}

/** Spreads invalidations to the other processes; resolves once they have applied them. */
export interface InvalidationBus {
  publish(tags: readonly string[]): Promise<void>;
  /** False while this process may be missing other processes' invalidations. */
  readonly listening: boolean;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache sequence when this public read missed the cache (undefined: not to be kept). */
    publicReadSince?: number;
    /** The key its answer is kept under (`publicReadKey`). */
    publicReadKey?: string;
    /** Set by the handler: what else drops its answer, and when the clock does (`AnswerLife`). */
    publicReadLife?: AnswerLife;
  }
}

/**
 * Weak comparison, as If-None-Match asks for: W/ prefixes do not matter.
 * @internal Exported for the tests.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function entrySize(entry: Entry): number {
  return entry.body.length + (entry.encoded?.br?.length ?? 0) + (entry.encoded?.gzip?.length ?? 0);
}

function strongEtag(body: Buffer): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

export class PublicReadCache implements PublicChanges {
  private readonly entries = new Map<string, Entry>();
  /** The keys of the kept answers by tag. */
  private readonly byTag = new Map<string, Set<string>>();
  /** Answers being computed, by key: the request computing it, and when it has answered. */
  private readonly inFlight = new Map<
    string,
    { owner: FastifyRequest; done: Promise<void>; land: () => void }
  >();
  private bytes = 0;
  /** Increases with every invalidation; `lastDropped` says when each tag was last dropped. */
  private sequence = 0;
  private readonly lastDropped = new Map<string, number>();
  /** Reads that started before this sequence are not kept (the tag memory was reset). */
  private floor = 0;
  private bus: InvalidationBus | undefined;

  constructor(private readonly clock: Clock) {}

  /** Other processes' invalidations come in through `drop`; this process's go out through it. */
  connect(bus: InvalidationBus): void {
    this.bus = bus;
  }

  // ---- PublicChanges (called by the services after their writes commit) ----------------------

  business(businessId: string): Promise<void> {
    return this.invalidate([DIRECTORY, businessTag(businessId), ALL_AVAILABILITY]);
  }

  service(businessId: string, serviceId: string): Promise<void> {
    // The directory too: its search finds businesses by their services.
    return this.invalidate([DIRECTORY, businessTag(businessId), serviceTag(serviceId)]);
  }

  places(businessId: string, serviceId: string): Promise<void> {
    // The business's other services too: a booking holds its member's time across all of them.
    return this.invalidate([serviceTag(serviceId), businessAvailabilityTag(businessId)]);
  }

  reviews(businessId: string): Promise<void> {
    // The business's rating shows on its page and in the directory too (docs/decisions/0023).
    return this.invalidate([reviewsTag(businessId), businessTag(businessId), DIRECTORY]);
  }

  /** Drops the tagged answers here at once, then in every other process. */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.drop(tags);
    await this.bus?.publish(tags);
  }

  /** Drops the tagged answers of this process. */
  drop(tags: readonly string[]): void {
    this.sequence++;
    if (this.lastDropped.size + tags.length > MAX_REMEMBERED_TAGS) {
      this.lastDropped.clear();
      this.floor = this.sequence;
    }
    for (const tag of tags) {
      this.lastDropped.set(tag, this.sequence);
      for (const key of this.byTag.get(tag) ?? []) this.remove(key, this.entries.get(key));
    }
  }

  /** Drops everything (this process may have missed invalidations). */
  clear(): void {
    this.sequence++;
    this.floor = this.sequence;
    this.lastDropped.clear();
    this.entries.clear();
    this.byTag.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  // ---- the HTTP side ---------------------------------------------------------------------------

  /**
   * Answers a public read from a kept answer (200 with its bytes, or 304 when the client holds
   * them); otherwise marks the request to be kept once answered and says false.
   */
  serve(request: FastifyRequest, reply: FastifyReply, policy: PublicReadPolicy): boolean | Promise<boolean> {
    if (!this.applies(request, policy)) return false;
    // Without the other processes' invalidations nothing kept here can be trusted.
    if (this.bus && !this.bus.listening) return false;
    const key = policy.key(request.params, request.query);
    // A request that does not parse is refused by its handler: nothing to keep or wait for.
    if (key === undefined) return false;
    request.publicReadKey = key;
    if (this.sendKept(request, reply, key)) return true;
    // The same answer is being computed for another request: wait for it rather than compute it
    // again (a crowd arriving as an answer expires would otherwise compute it once each).
    const flight = this.inFlight.get(key);
    if (flight) return this.waitFor(request, reply, key, flight.done);
    return this.startFlight(request, key);
  }

  /**
   * Sends the answer the request waited for. If it was not kept (a write overtook it), the first
   * waiter computes it again and the others wait for that one: a crowd computes once per write,
   * not once each.
   */
  private async waitFor(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    done: Promise<void>,
  ): Promise<boolean> {
    for (;;) {
      await done;
      if (this.sendKept(request, reply, key)) return true;
      const next = this.inFlight.get(key);
      if (!next) return this.startFlight(request, key);
      done = next.done;
    }
  }

  /** Sends the kept answer for `key` if it is still good. */
  private sendKept(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock().getTime()) {
      this.send(request, reply, entry);
      return true;
    }
    if (entry) this.remove(key, entry);
    return false;
  }

  /** Marks the request as the one computing `key` (answers false: go on and compute it). */
  private startFlight(request: FastifyRequest, key: string): false {
    request.publicReadSince = this.sequence;
    if (!this.inFlight.has(key)) {
      let land = () => {};
      const done = new Promise<void>((resolve) => {
        land = resolve;
      });
      this.inFlight.set(key, { owner: request, done, land });
    }
    return false;
  }

  /** The request that computes `key` has answered (kept or not, or failed): its waiters go on. */
  settle(request: FastifyRequest): void {
    const key = request.publicReadKey;
    if (request.publicReadSince === undefined || key === undefined) return;
    const flight = this.inFlight.get(key);
    if (flight?.owner !== request) return;
    this.inFlight.delete(key);
    flight.land();
  }

  /**
   * Sends a freshly computed public answer with its ETag (304 when the client holds it), and keeps
   * it when `serve` marked the request and no write overtook the read.
   */
  fill(
    request: FastifyRequest,
    reply: FastifyReply,
    policy: Policy,
    params: unknown,
    answer: unknown,
  ): FastifyReply {
    const body = Buffer.from(JSON.stringify(answer));
    const life = request.publicReadLife;
    const tags = policy.tags(
      (params ?? {}) as Record<string, string>,
      answer,
      (request.query ?? {}) as Record<string, unknown>,
    );
    const entry: Entry = {
      body,
      etag: strongEtag(body),
      expiresAt: this.expiry(policy, life),
      tags: life && tags.length > 0 ? [...tags, businessAvailabilityTag(life.businessId)] : tags,
      vary: policy.anonymousOnly === true,
    };
    const since = request.publicReadSince;
    const key = request.publicReadKey;
    if (since !== undefined && key !== undefined && this.keepable(entry, since)) this.keep(key, entry);
    this.settle(request);
    return this.send(request, reply, entry);
  }

  // ---- pages rendered on the server (the business page, the directory: http/rendered-pages.ts) --

  /** The kept page under `key`, if still good (sent by the caller, with its ETag). */
  keptPage(key: string): ReadyBody | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock().getTime() && !(this.bus && !this.bus.listening)) return entry;
    if (entry) this.remove(key, entry);
    return undefined;
  }

  /** Where the invalidations stand: a page read from now on is kept only if none of its tags is dropped meanwhile. */
  pageSince(): number {
    return this.sequence;
  }

  /**
   * Keeps a page computed since `since` (`pageSince`) from the answers of these tags (the same tags
   * as its reads, so the writes that drop them drop it), unless a write overtook it. The page as
   * sent: its compressed copies are made as clients ask for them, kept with it.
   */
  keepPage(key: string, body: Buffer, tags: readonly string[], since: number): ReadyBody {
    const entry: Entry = {
      body,
      etag: strongEtag(body),
      expiresAt: this.expiry({ tags: () => [] }),
      tags,
      vary: false,
    };
    if (!(this.bus && !this.bus.listening) && this.keepable(entry, since)) this.keep(key, entry);
    return entry;
  }

  /** The request asks for the public answer (not a caller's own view of it). */
  applies(request: FastifyRequest, policy: Policy): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    return !(policy.anonymousOnly && request.headers.authorization);
  }

  private keepable(entry: Entry, since: number): boolean {
    if (since < this.floor || entry.tags.length === 0) return false;
    return entry.tags.every((tag) => (this.lastDropped.get(tag) ?? 0) <= since);
  }

  private expiry(policy: Policy, life?: AnswerLife): number {
    const now = this.clock().getTime();
    if (life && life.changesAtMs !== null && policy.longestLifeMs !== undefined) {
      return Math.min(life.changesAtMs, now + policy.longestLifeMs);
    }
    return policy.perMinute
      ? Math.min(Math.floor(now / 60_000) * 60_000 + 60_000, now + TTL_MS)
      : now + TTL_MS;
  }

  private keep(key: string, entry: Entry): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (entrySize(entry) > MAX_BYTES / 4) return;
    this.entries.set(key, entry);
    entry.kept = true;
    this.bytes += entrySize(entry);
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry | undefined): void {
    if (!entry || this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    entry.kept = false;
    this.bytes -= entrySize(entry);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  private send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    return this.sendReady(request, reply, entry, 'application/json; charset=utf-8', entry.vary);
  }

  /** Sends a rendered page, kept or just rendered (http/static.ts), as a kept answer is sent. */
  sendPage(request: FastifyRequest, reply: FastifyReply, page: ReadyBody): FastifyReply {
    return this.sendReady(request, reply, page, 'text/html; charset=utf-8', false);
  }

  /**
   * Sends ready bytes with their ETag (304 when the client holds them), compressed in the coding
   * the client accepts when they are big enough, each coding with its own ETag.
   */
  private sendReady(
    request: FastifyRequest,
    reply: FastifyReply,
    ready: ReadyBody | Entry,
    type: string,
    varyByCaller: boolean,
  ): FastifyReply {
    const compressible = ready.body.length >= COMPRESS_MIN_BYTES;
    const coding = compressible ? acceptedCoding(request.headers['accept-encoding']) : undefined;
    const etag = codedEtag(ready.etag, coding);
    // Browsers and shared caches may keep it, but must ask again each time (and get 304).
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (compressible || varyByCaller) {
      void reply.header(
        'vary',
        [varyByCaller ? 'authorization' : '', compressible ? 'Accept-Encoding' : '']
          .filter(Boolean)
          .join(', '),
      );
    }
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    if (coding) void reply.header('content-encoding', coding);
    return reply
      .code(200)
      .type(type)
      .send(coding ? this.encoded(ready, coding) : ready.body);
  }

  /** The copy of `ready` in `coding`: made once, and counted in the cache's bytes while kept. */
  private encoded(ready: ReadyBody | Entry, coding: Coding): Buffer {
    const made = ready.encoded?.[coding];
    if (made) return made;
    const copy = compress(ready.body, coding);
    ready.encoded = { ...ready.encoded, [coding]: copy };
    if ('kept' in ready && ready.kept) this.bytes += copy.length;
    return copy;
  }
}
