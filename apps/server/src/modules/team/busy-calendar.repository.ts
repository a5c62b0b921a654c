// Busy times from team members' other calendars (decisions.md 9.5): each member's address and how
// its reads went (columns of team_members), the job's schedule and leases, and the busy times
// themselves (blocks with source `calendar`).
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blocks, businesses, teamMembers } from '../../db/schema';
import type { BusySpan } from './busy-times';

/** What one read of a member's calendar needs. */
export type CalendarTarget = {
  memberId: string;
  businessId: string;
  url: string;
  etag: string | null;
  lastModified: string | null;
  /** When the file was last parsed (a 304 does not count). */
  parsedAt: Date | null;
  /** The business's zone: floating times and all-day events are its. */
  timezone: string;
};

/**
 * How a read ended, written to the member's row (its lease ends with it). A good read may carry a
 * notice in words (some busy times were left out), shown where an error would be.
 */
export type ReadRecord =
  | {
      kind: 'read';
      at: Date;
      /** Whether the file was parsed (false: a 304). */
      parsed: boolean;
      notice: string | null;
      etag: string | null;
      lastModified: string | null;
      nextReadAt: Date;
    }
  | { kind: 'failed'; at: Date; error: string; nextReadAt: Date };

/** Rows one insert statement carries at most (7 parameters each, far below the limit). */
const INSERT_CHUNK = 1_000;

export class BusyCalendarRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Sets or removes a member's address: its validators and error start over, and so do its last
   * read and attempt when it is another address. With an address, a read is due now and this
   * process holds it until `leaseUntil` (it reads it at once).
   */
  async setAddress(
    memberId: string,
    change: { url: string | null; newAddress: boolean; now: Date; leaseUntil: Date },
    tx: DbOrTx = this.db,
  ): Promise<void> {
    const { url, now } = change;
    await tx
      .update(teamMembers)
      .set({
        busyCalendarUrl: url,
        busyCalendarEtag: null,
        busyCalendarLastModified: null,
        busyCalendarError: null,
        ...(change.newAddress && {
          busyCalendarReadAt: null,
          busyCalendarParsedAt: null,
          busyCalendarAttemptAt: null,
        }),
        busyCalendarNextReadAt: url === null ? null : now,
        busyCalendarLockedUntil: url === null ? null : change.leaseUntil,
        updatedAt: now,
      })
      .where(eq(teamMembers.id, memberId));
  }

  /** The member's address and validators with the business's zone, when it has an address. */
  async target(memberId: string, tx: DbOrTx = this.db): Promise<CalendarTarget | undefined> {
    const [row] = await this.targets(eq(teamMembers.id, memberId), tx);
    return row;
  }

  /**
   * Claims up to `limit` calendars due a read at `now` that no live process holds, for `leaseMs`:
   * each is claimed by one process only (SKIP LOCKED), and one that died leaves its claims to the
   * others once the lease ran out.
   */
  async claimDue(now: Date, limit: number, leaseMs: number, tx: DbOrTx = this.db): Promise<CalendarTarget[]> {
    const due = tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(
          // The partial index on next_read_at (members with an address) answers this in due order.
          isNotNull(teamMembers.busyCalendarUrl),
          lte(teamMembers.busyCalendarNextReadAt, now),
          or(isNull(teamMembers.busyCalendarLockedUntil), lte(teamMembers.busyCalendarLockedUntil, now)),
        ),
      )
      .orderBy(asc(teamMembers.busyCalendarNextReadAt))
      .limit(limit)
      .for('no key update', { skipLocked: true });
    const claimed = await tx
      .update(teamMembers)
      .set({ busyCalendarLockedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(teamMembers.id, due))
      .returning({ id: teamMembers.id });
    if (claimed.length === 0) return [];
    return this.targets(
      inArray(
        teamMembers.id,
        claimed.map((c) => c.id),
      ),
      tx,
    );
  }

  private async targets(where: SQL, tx: DbOrTx): Promise<CalendarTarget[]> {
    const rows = await tx
      .select({
        memberId: teamMembers.id,
        businessId: teamMembers.businessId,
        url: teamMembers.busyCalendarUrl,
        etag: teamMembers.busyCalendarEtag,
        lastModified: teamMembers.busyCalendarLastModified,
        parsedAt: teamMembers.busyCalendarParsedAt,
        timezone: businesses.timezone,
      })
      .from(teamMembers)
      .innerJoin(businesses, eq(businesses.id, teamMembers.businessId))
      .where(and(where, isNotNull(teamMembers.busyCalendarUrl)));
    return rows.map((r) => ({ ...r, url: r.url! }));
  }

  /** Writes how a read ended and ends its lease; the address it was of is the caller's to check. */
  async record(memberId: string, record: ReadRecord, tx: DbOrTx): Promise<void> {
    await tx
      .update(teamMembers)
      .set(
        record.kind === 'read'
          ? {
              busyCalendarEtag: record.etag,
              busyCalendarLastModified: record.lastModified,
              busyCalendarReadAt: record.at,
              ...(record.parsed && { busyCalendarParsedAt: record.at }),
              busyCalendarAttemptAt: record.at,
              busyCalendarError: record.notice,
              busyCalendarNextReadAt: record.nextReadAt,
              busyCalendarLockedUntil: null,
            }
          : {
              busyCalendarAttemptAt: record.at,
              busyCalendarError: record.error,
              busyCalendarNextReadAt: record.nextReadAt,
              busyCalendarLockedUntil: null,
            },
      )
      .where(eq(teamMembers.id, memberId));
  }

  /** The member's busy times from their calendar, in order. */
  async calendarBlocks(memberId: string, tx: DbOrTx = this.db): Promise<BusySpan[]> {
    const rows = await tx
      .select({ startsAt: blocks.startsAt, endsAt: blocks.endsAt })
      .from(blocks)
      .where(and(eq(blocks.teamMemberId, memberId), eq(blocks.source, 'calendar')))
      .orderBy(asc(blocks.startsAt), asc(blocks.endsAt));
    return rows.map((r) => ({ fromMs: r.startsAt.getTime(), untilMs: r.endsAt.getTime() }));
  }

  /** Removes the member's busy times from their calendar; answers how many there were. */
  async deleteCalendarBlocks(memberId: string, tx: DbOrTx): Promise<number> {
    const rows = await tx
      .delete(blocks)
      .where(and(eq(blocks.teamMemberId, memberId), eq(blocks.source, 'calendar')))
      .returning({ id: blocks.id });
    return rows.length;
  }

  /** Adds busy times from the member's calendar (no note: an event's title is never copied). */
  async insertCalendarBlocks(
    businessId: string,
    memberId: string,
    spans: readonly BusySpan[],
    now: Date,
    tx: DbOrTx,
  ): Promise<void> {
    for (let i = 0; i < spans.length; i += INSERT_CHUNK) {
      await tx.insert(blocks).values(
        spans.slice(i, i + INSERT_CHUNK).map((span) => ({
          businessId,
          teamMemberId: memberId,
          startsAt: new Date(span.fromMs),
          endsAt: new Date(span.untilMs),
          note: '',
          source: 'calendar' as const,
          createdAt: now,
        })),
      );
    }
  }
}
