// Busy times from a team member's other calendar (decisions.md 9.5): the owner, or the member's
// own staff account, gives its secret iCalendar address; it is read at once and then every
// BUSY_CALENDAR_READ_MINUTES by a job, and its opaque events become the member's blocks (source
// `calendar`), which availability and booking creation count like any block.
//
// The job is durable: each member's next read is a time in their row, claimed by one process at a
// time with a lease (SKIP LOCKED), so it survives restarts and runs once across processes. A read
// is a request to an address a user typed (core/outbound: public addresses only, bounded in time
// and size), made outside any transaction; its result is then written in a short one that
// replaces the member's busy times at once, under the lock booking creation takes on the
// member's time. A failed read keeps the last good busy times and says what went wrong in words.
// The address is write-only: answers name its host alone. Saves are limited per account, and the
// file reads of the whole process take turns (busy-times.ts).
import {
  BUSY_CALENDAR_DAYS_AHEAD,
  BUSY_CALENDAR_MAX_BYTES,
  BUSY_CALENDAR_READ_MINUTES,
  BUSY_CALENDAR_TIMEOUT_MS,
  INTEGRATION_MESSAGES,
  NOT_FOUND_MESSAGES,
  utcToZonedDateTime,
} from '@booklane/shared/domain';
import type { BusyCalendar } from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { badRequest, notFound, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import { assertPublicUrl, OutboundError, outboundRequest } from '../../core/outbound/public-http';
import type { Transact } from '../../db/client';
import { PollingWorker } from '../../jobs/worker';
import type { AccessService } from '../access/access.service';
import type { PublicChanges } from '../public-changes';
import type { BusyCalendarRepository, CalendarTarget } from './busy-calendar.repository';
import { busyTimesOf, NotACalendarError, TooManyEventsError, type BusySpan } from './busy-times';
import { toBusyCalendarDto } from './team-dto';
import type { TeamRepository } from './team.repository';

type Log = { warn(obj: object, msg: string): void };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How often an idle worker looks for calendars due a read. */
const POLL_MS = 30_000;
/** Calendars one batch claims, and how many of them are read at the same time. */
const BATCH = 8;
const PARALLEL = 4;
/** How long a claim lasts: longer than a batch's reads may take (each is bounded by its timeout). */
const LEASE_MS = 2 * MINUTE_MS;
/** The longest status text of a calendar's answer that its error repeats. */
const STATUS_TEXT_MAX = 60;

const E = INTEGRATION_MESSAGES.busyCalendarErrors;

/**
 * What one read found: new busy times (with a notice in words when some were left out), the same
 * as before (304), or a failure in words.
 */
type ReadOutcome =
  | {
      kind: 'read';
      spans: BusySpan[];
      notice: string | null;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: string };

const sameSpans = (a: readonly BusySpan[], b: readonly BusySpan[]) =>
  a.length === b.length &&
  a.every((span, i) => span.fromMs === b[i]!.fromMs && span.untilMs === b[i]!.untilMs);

export class BusyCalendars {
  private worker: PollingWorker | undefined;

  constructor(
    private readonly deps: {
      transact: Transact;
      calendars: BusyCalendarRepository;
      team: TeamRepository;
      access: AccessService;
      /** New busy times change availability: the public reads drop it and the waitlist is told. */
      changed: PublicChanges;
      clock: Clock;
      /** Addresses on loopback or private networks may be read (BUSY_CALENDAR_ALLOW_PRIVATE, tests). */
      allowPrivate: boolean;
      /** How long a read may take (tests shorten it). */
      timeoutMs?: number;
      /** Addresses saved per account: each save reads a stranger's file at once. */
      saves: RateLimit;
      log: Log;
      busy?: () => boolean;
    },
  ) {}

  /** `GET /team-members/{id}/busy-calendar`: the owner, or the member's own staff account. */
  async status(user: Caller, memberId: string): Promise<BusyCalendar> {
    await this.requireOwnerOrSelf(user, memberId);
    return this.statusOf(memberId);
  }

  /**
   * `PUT /team-members/{id}/busy-calendar`: sets the address (after checking that it is a public
   * one) and reads it at once, or removes it (`null`) with its busy times. A read that fails does
   * not fail the request: its answer says what went wrong.
   */
  async set(user: Caller, memberId: string, url: string | null): Promise<BusyCalendar> {
    await this.requireOwnerOrSelf(user, memberId);
    if (url !== null) {
      // Removing is never limited: a member can always stop the reads of their calendar.
      const wait = await this.deps.saves.hit(user.id);
      if (wait > 0) throw tooMany(wait);
      await this.checkAddress(url);
    }
    const { transact, team, calendars, clock } = this.deps;
    const now = clock();
    const { businessId, dropped } = await transact(async (tx) => {
      await team.lockTimeOf([memberId], tx);
      const current = await team.findById(memberId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.teamMember);
      const newAddress = current.busyCalendarUrl !== url;
      // Busy times belong to the address they were read from.
      const dropped = newAddress ? (await calendars.deleteCalendarBlocks(memberId, tx)) > 0 : false;
      await calendars.setAddress(
        memberId,
        { url, newAddress, now, leaseUntil: new Date(now.getTime() + LEASE_MS) },
        tx,
      );
      return { businessId: current.businessId, dropped };
    });
    if (dropped) await this.deps.changed.business(businessId);
    if (url !== null) {
      const target = await calendars.target(memberId);
      if (target) await this.readAndSave(target);
    }
    return this.statusOf(memberId);
  }

  /**
   * One batch of the job: reads the calendars due now, a few at a time. Answers whether more may
   * be due. A read that fails for a reason of ours (the database) is retried once its lease ends.
   */
  async readDue(): Promise<boolean> {
    const due = await this.deps.calendars.claimDue(this.deps.clock(), BATCH, LEASE_MS);
    for (let i = 0; i < due.length; i += PARALLEL) {
      await Promise.all(
        due
          .slice(i, i + PARALLEL)
          .map((target) =>
            this.readAndSave(target).catch((err: unknown) =>
              this.deps.log.warn({ err, memberId: target.memberId }, 'busy calendar read failed'),
            ),
          ),
      );
    }
    return due.length === BATCH;
  }

  /** Starts this process's worker (every process runs one; its first look is at once). */
  start(): void {
    if (this.worker) return;
    this.worker = new PollingWorker(() => this.readDue(), POLL_MS, this.deps.log, this.deps.busy);
    this.worker.start();
  }

  /** Stops the worker after the batch it is on (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }

  // ---- internals ----------------------------------------------------------------------------

  /** Anyone but the owner and the member's own staff account sees no such member. */
  private async requireOwnerOrSelf(user: Caller, memberId: string): Promise<void> {
    if (!(await this.deps.access.hasAccess(user, 'teamMember.blocks', memberId))) {
      throw notFound(NOT_FOUND_MESSAGES.teamMember);
    }
  }

  /**
   * Refuses an address on this machine or a private network. One that does not resolve now is
   * kept: its read says it could not be reached, and every read checks the address again.
   */
  private async checkAddress(url: string): Promise<void> {
    try {
      await assertPublicUrl(url, this.deps.allowPrivate);
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      if (err.reason === 'private-address') throw badRequest(INTEGRATION_MESSAGES.privateAddress, 'url');
      if (err.reason === 'invalid-url') throw badRequest(INTEGRATION_MESSAGES.busyCalendarUrlInvalid, 'url');
    }
  }

  private async statusOf(memberId: string): Promise<BusyCalendar> {
    const { team, clock } = this.deps;
    const row = await team.findById(memberId);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.teamMember);
    const upcoming = await team.upcomingBusyTimes([memberId], clock());
    return toBusyCalendarDto(row, upcoming.get(memberId) ?? 0);
  }

  /**
   * Reads one calendar and writes what it found, unless its address was changed or removed
   * meanwhile; tells the public reads and the waitlist when its busy times changed.
   */
  private async readAndSave(target: CalendarTarget): Promise<void> {
    const outcome = await this.read(target);
    const { transact, team, calendars, clock } = this.deps;
    const now = clock();
    const nextReadAt = new Date(now.getTime() + BUSY_CALENDAR_READ_MINUTES * MINUTE_MS);
    const changed = await transact(async (tx) => {
      // Booking creation takes the same lock: a booking is checked against the old busy times or
      // the new ones, never half of them.
      await team.lockTimeOf([target.memberId], tx);
      const current = await team.findById(target.memberId, tx);
      if (!current || current.busyCalendarUrl !== target.url) return false;
      if (outcome.kind === 'failed') {
        await calendars.record(
          target.memberId,
          { kind: 'failed', at: now, error: outcome.error, nextReadAt },
          tx,
        );
        return false;
      }
      const etag = outcome.kind === 'read' ? outcome.etag : current.busyCalendarEtag;
      const lastModified = outcome.kind === 'read' ? outcome.lastModified : current.busyCalendarLastModified;
      // A 304 only follows a read that kept validators, which a read cut short does not (below).
      const notice = outcome.kind === 'read' ? outcome.notice : null;
      await calendars.record(
        target.memberId,
        { kind: 'read', at: now, parsed: outcome.kind === 'read', notice, etag, lastModified, nextReadAt },
        tx,
      );
      if (outcome.kind === 'unchanged') return false;
      if (sameSpans(await calendars.calendarBlocks(target.memberId, tx), outcome.spans)) return false;
      await calendars.deleteCalendarBlocks(target.memberId, tx);
      await calendars.insertCalendarBlocks(target.businessId, target.memberId, outcome.spans, now, tx);
      return true;
    });
    if (changed) await this.deps.changed.business(target.businessId);
  }

  /** One request to the calendar (conditional when it has validators) and its busy times. */
  private async read(target: CalendarTarget): Promise<ReadOutcome> {
    const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.1' };
    // Conditional while the last parse is recent: a file that never changes still has to be
    // expanded again now and then, as its recurring events walk into the window day by day.
    const parsedAgo = target.parsedAt ? this.deps.clock().getTime() - target.parsedAt.getTime() : Infinity;
    if (parsedAgo < DAY_MS) {
      if (target.etag) headers['if-none-match'] = target.etag;
      if (target.lastModified) headers['if-modified-since'] = target.lastModified;
    }
    try {
      const answer = await outboundRequest(target.url, {
        headers,
        timeoutMs: this.deps.timeoutMs ?? BUSY_CALENDAR_TIMEOUT_MS,
        maxBytes: BUSY_CALENDAR_MAX_BYTES,
        maxRedirects: 3,
        allowPrivate: this.deps.allowPrivate,
      });
      if (answer.status === 304) return { kind: 'unchanged' };
      if (answer.status < 200 || answer.status > 299) {
        return { kind: 'failed', error: E.status(answer.status, statusText(answer.statusText)) };
      }
      const now = this.deps.clock();
      const found = await busyTimesOf(answer.body.toString('utf8'), {
        from: new Date(now.getTime() - DAY_MS),
        until: new Date(now.getTime() + BUSY_CALENDAR_DAYS_AHEAD * DAY_MS),
        timeZone: target.timezone,
      });
      const cut = found.cutFromMs !== null;
      if (found.skippedEvents > 0 || cut) {
        this.deps.log.warn(
          { memberId: target.memberId, skippedEvents: found.skippedEvents, cutFromMs: found.cutFromMs },
          'busy calendar read in part: rules too costly to expand, or too many busy times',
        );
      }
      return {
        kind: 'read',
        spans: found.spans,
        notice: cut ? E.truncated(dateWords(new Date(found.cutFromMs!), target.timezone)) : null,
        // A file cut short is read in full each time (no validators kept): a 304 would say nothing
        // of what was left out, and the notice's date moves on as days pass.
        etag: cut ? null : (answer.headers.etag ?? null),
        lastModified: cut ? null : (answer.headers['last-modified'] ?? null),
      };
    } catch (err) {
      return { kind: 'failed', error: this.failure(err, target) };
    }
  }

  /** A read's failure in the words the team screen shows. */
  private failure(err: unknown, target: CalendarTarget): string {
    if (err instanceof NotACalendarError) return E.notCalendar;
    if (err instanceof TooManyEventsError) return E.tooManyEvents;
    if (err instanceof OutboundError) {
      switch (err.reason) {
        case 'timeout':
          return E.timeout;
        case 'too-large':
          return E.tooLarge;
        case 'private-address':
          return E.privateAddress;
        case 'invalid-url':
        case 'unreachable':
          return E.unreachable;
      }
    }
    // Not the calendar's fault as far as we know: logged, and said as a file we could not read.
    this.deps.log.warn({ err, memberId: target.memberId }, 'busy calendar could not be read');
    return E.notCalendar;
  }
}

const DATE_WORDS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `12 March 2027`: the day of an instant in the business's zone. */
function dateWords(instant: Date, timeZone: string): string {
  const [y, m, d] = utcToZonedDateTime(instant, timeZone).date.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  // Noon UTC keeps the day whatever the formatter's zone.
  return DATE_WORDS.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** A status line's text as the error repeats it: printable, and short. */
function statusText(text: string): string {
  // A stranger's answer: anything but printable ASCII is dropped (Node sends no other anyway).
  return text
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, STATUS_TEXT_MAX);
}
