// Every count of taken places, and the one statement that takes a place (docs/decisions/0004,
// 0018). The creation function of migration 0005 (`booklane_create_booking`) counts with the same
// predicates as `countTaken`; test/capacity-table.test.ts runs one table of cases (test/capacity-cases.ts) through both.
import { and, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_BOOKING_STATUSES,
  BUFFER_MINUTES_MAX,
  SERVICE_DURATION_MAX_MINUTES,
  type TakenPlace,
} from '@booklane/shared/domain';
import type { DbOrTx } from '../../db/client';
import { isDeadlock } from '../../db/errors';
import { preparedOnce } from '../../db/prepared';
import type { OutboxRows, OutboxWritten } from '../../db/outbox';
import { fullRow, rowJson } from '../../db/row-json';
import { bookings, waitlistOffers } from '../../db/schema';
import type { Calendar, Span } from './places';

type BookingRow = typeof bookings.$inferSelect;
type NewBookingRow = typeof bookings.$inferInsert;

/** The longest time one booking can occupy: the longest duration and both buffers. */
const LONGEST_OCCUPANCY_MS = (SERVICE_DURATION_MAX_MINUTES + 2 * BUFFER_MINUTES_MAX) * 60_000;

/** The statuses that hold a place, as a PostgreSQL array literal. */
const ACTIVE_STATUSES_LITERAL = `{${ACTIVE_BOOKING_STATUSES.join(',')}}`;

/** The versions (xmin) of the service and business rows a request was checked against. */
export type RowVersions = { service: string; business: string };

/** The arguments of `booklane_create_booking` after the statuses, by name. */
type CreationParams = {
  service: string;
  serviceVersion: string;
  businessVersion: string;
  /** The booking row, as JSON. */
  row: string;
  emails: string;
  limit: number | null;
  spanFrom: string | null;
  spanUntil: string | null;
  slotKey: string;
  members: string;
  events: string;
  hooks: string;
};

/** What `booklane_create_booking` answers. */
const CREATION_ANSWER = {
  outcome: sql<string>`r_outcome`,
  hooks: sql<number | null>`r_hooks`,
  staff: sql<string[] | null>`r_staff`,
};

/** The call of `booklane_create_booking`, each argument a value or a placeholder of its name. */
function creationCall(arg: (name: keyof CreationParams) => unknown): SQL {
  return sql`booklane_create_booking(
      ${arg('service')}::uuid, ${arg('serviceVersion')}, ${arg('businessVersion')},
      ${arg('row')}::jsonb, ${arg('emails')}::jsonb, ${ACTIVE_STATUSES_LITERAL}::text[],
      ${arg('limit')}::int, ${arg('spanFrom')}::timestamptz, ${arg('spanUntil')}::timestamptz,
      ${arg('slotKey')}::text, ${arg('members')}::jsonb, ${arg('events')}::jsonb, ${arg('hooks')}::jsonb)`;
}

/** The bookings column a calendar's places are counted by. */
const CALENDAR_COLUMN = { service: bookings.serviceId } as const;

/** What availability counts in a range: overlapping times, dates, or everything (flexible). */
export type TakenRange = { span: Span } | { dates: { first: string; last: string } } | 'all';

export class PlacesRepository {
  constructor(private readonly db: DbOrTx) {}

  private readonly creation = preparedOnce(() =>
    this.db
      .select(CREATION_ANSWER)
      .from(creationCall((name) => sql.placeholder(name)))
      .prepare('booklane_create_booking'),
  );

  /**
   * The active bookings of `calendar` a check counts, the booking `except` left out (one being
   * moved), and the places held for the waitlist in it (decisions.md 9.3): one query.
   */
  async countTaken(
    calendar: Calendar,
    window: { span: Span } | { slotKey: string },
    except: string | null,
    tx: DbOrTx = this.db,
  ): Promise<number> {
    const booked = tx
      .select({ n: sql<number>`count(*)::int`.as('n') })
      .from(bookings)
      .where(
        and(
          ...this.active(calendar),
          ...('span' in window ? this.overlapping(window.span) : [eq(bookings.slotKey, window.slotKey)]),
          except ? ne(bookings.id, except) : undefined,
        ),
      );
    const held = tx
      .select({ n: sql<number>`count(*)::int`.as('n') })
      .from(waitlistOffers)
      .where(and(...this.held(calendar), ...this.heldWindow(window)));
    const rows = await booked.unionAll(held);
    return rows.reduce((sum, row) => sum + row.n, 0);
  }

  /** What availability counts of a calendar in a range (bookings and held places), in one query. */
  async takenInRange(
    calendar: Calendar,
    range: TakenRange,
    except: string | null = null,
    tx: DbOrTx = this.db,
  ): Promise<TakenPlace[]> {
    const where =
      range === 'all'
        ? []
        : 'span' in range
          ? this.overlapping(range.span)
          : [gte(bookings.bookingDate, range.dates.first), lte(bookings.bookingDate, range.dates.last)];
    const heldWhere =
      range === 'all'
        ? []
        : 'span' in range
          ? this.heldWindow(range)
          : [
              gte(waitlistOffers.offerDate, range.dates.first),
              lte(waitlistOffers.offerDate, range.dates.last),
            ];
    const booked = tx
      .select({
        slotKey: bookings.slotKey,
        // Epoch milliseconds: numbers, not a Date to parse per row (availability reads hundreds).
        occupiedFromMs: sql<number | null>`(extract(epoch from ${bookings.occupiedFrom}) * 1000)::float8`.as(
          'occupied_from_ms',
        ),
        occupiedUntilMs: sql<
          number | null
        >`(extract(epoch from ${bookings.occupiedUntil}) * 1000)::float8`.as('occupied_until_ms'),
      })
      .from(bookings)
      .where(and(...this.active(calendar), ...where, except ? ne(bookings.id, except) : undefined));
    const held = tx
      .select({
        slotKey: waitlistOffers.slotKey,
        occupiedFromMs: sql<
          number | null
        >`(extract(epoch from ${waitlistOffers.heldFrom}) * 1000)::float8`.as('occupied_from_ms'),
        occupiedUntilMs: sql<
          number | null
        >`(extract(epoch from ${waitlistOffers.heldUntil}) * 1000)::float8`.as('occupied_until_ms'),
      })
      .from(waitlistOffers)
      .where(and(...this.held(calendar), ...heldWhere));
    return booked.unionAll(held);
  }

  /**
   * What the members' time holds over `span` for an availability answer: the rows of
   * `booklane_member_times` (TeamRepository.heldAndBlocked, no lock), grouped per member in the
   * database, each group as two JSON texts: its held times (`{ fromMs, untilMs, session }`, by
   * start) and its blocks (`{ fromMs, untilMs }`). The business's own blocks form the group
   * without a member. A 31-day answer of a busy team reads thousands of held times: one parse per
   * member costs a fraction of a row object each and the sort (see `memberTimesForAnswer`).
   */
  async memberTimeLists(
    memberIds: readonly string[],
    businessId: string,
    span: Span,
    except: string | null,
  ): Promise<Array<{ memberId: string | null; held: string; blocks: string }>> {
    if (memberIds.length === 0) return [];
    const ids = sql`array[${sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`;
    const result = await this.db.execute(sql`
      select r_member as "memberId",
        coalesce(json_agg(json_build_object('fromMs', r_from, 'untilMs', r_until, 'session', r_session)
          order by r_from) filter (where r_session is not null), '[]')::text as "held",
        coalesce(json_agg(json_build_object('fromMs', r_from, 'untilMs', r_until))
          filter (where r_session is null), '[]')::text as "blocks"
      from booklane_member_times(${ids}, ${businessId}::uuid, ${span.from.toISOString()}::timestamptz,
        ${span.until.toISOString()}::timestamptz, ${except}::uuid, ${ACTIVE_STATUSES_LITERAL}::text[], false)
      group by r_member`);
    return (result as unknown as { rows: Array<{ memberId: string | null; held: string; blocks: string }> })
      .rows;
  }

  /**
   * Stores a booking with its outbox rows in one round trip (the database function of migrations
   * 0010 and 0024) if its slot has a place: the service row is locked, both rows must still be the
   * `versions` the caller checked the request against. A timed booking tries `members` in order
   * (with `fewestOn`, fewest active bookings that day first: migration 0023), (not blocked, a
   * place left in their session, their time free: the exclusion constraint) and
   * is written for the first that fits, its emails naming them; a date-only or flexible one
   * counts the service's places (`place`) and takes the first member given, if any. Answers the
   * row as stored with how many outbox rows the statement wrote beside it that the reactions after
   * the commit ask about, 'full' (nothing written) or 'stale' (read the rows again). The hottest
   * write of the product: both rows travel as JSON parameters (docs/decisions/0013, 0018).
   */
  async insertIfFree(
    values: BookingRow & { serviceId: string },
    outbox: OutboxRows,
    ask: {
      span: Span | null;
      limit: number | null;
      members: ReadonlyArray<{ id: string; name: string }>;
      /** "Anyone": the members are tried fewest active bookings on this date first, then in order. */
      fewestOn?: string | null;
    },
    versions: RowVersions,
    tx: DbOrTx = this.db,
  ): Promise<{ row: BookingRow; written: OutboxWritten } | 'full' | 'stale'> {
    // A new booking's emails are written after the answer (docs/decisions/0047): the function
    // stores that they are due.
    const emails = JSON.stringify(
      outbox.emailIntent
        ? {
            intent: {
              by_business: outbox.emailIntent.byBusiness,
              from_waitlist: outbox.emailIntent.fromWaitlist,
            },
          }
        : {},
    );
    const fewest = ask.fewestOn ? { fewest_on: ask.fewestOn } : {};
    // How early a held time that overlaps this one can begin (migration 0031): the function's look
    // at each member's held times reads that span of them only, whatever plan it keeps.
    const bound = values.occupiedFrom
      ? { overlaps_from: new Date(values.occupiedFrom.getTime() - LONGEST_OCCUPANCY_MS).toISOString() }
      : {};
    const members = JSON.stringify(ask.members.map((m) => ({ id: m.id, name: m.name, ...fewest, ...bound })));
    // The booking's first history lines (decisions.md 9.2) and its webhooks' deliveries (decisions.md
    // 9.5, one per active webhook of the business that listens, naming the member the function
    // chose) are written by the function once it stored the booking, and it answers how many
    // deliveries it wrote (the delivery worker wakes after the commit only if any) and the
    // business's staff accounts, whom the pushes after the commit address: one statement, planned
    // once per connection (migration 0024), one atomic change.
    const events = JSON.stringify(
      (outbox.bookingEvents ?? []).map((e) => ({
        booking_id: e.bookingId,
        action: e.action,
        actor_role: e.actorRole,
        actor_user_id: e.actorUserId ?? null,
        actor_name: e.actorName ?? null,
        at: e.at,
      })),
    );
    const hooks = JSON.stringify(
      (outbox.webhookEvents ?? []).map((h) => ({
        business_id: h.businessId,
        event: h.event,
        payload: h.payload,
        at: h.at,
      })),
    );
    const params: CreationParams = {
      service: values.serviceId,
      serviceVersion: versions.service,
      businessVersion: versions.business,
      row: rowJson(bookings, values),
      emails,
      limit: ask.limit,
      spanFrom: ask.span?.from.toISOString() ?? null,
      spanUntil: ask.span?.until.toISOString() ?? null,
      slotKey: values.slotKey,
      members,
      events,
      hooks,
    };
    // Outside a caller's transaction, by name: each connection parses and plans it once.
    const run =
      tx === this.db
        ? this.creation().execute(params)
        : tx.select(CREATION_ANSWER).from(creationCall((name) => params[name]));
    const result = await run.catch((err: unknown) => {
      // A deadlock with a writer that does not take the member's lock (a status change of a
      // booking in the same time): nothing was written; read again and retry.
      if (isDeadlock(err)) return 'stale' as const;
      throw err;
    });
    if (result === 'stale') return 'stale';
    const [answered] = result;
    const outcome = answered?.outcome;
    if (outcome?.startsWith('ok:')) {
      const written: OutboxWritten = {
        webhookDeliveries: Number(answered?.hooks ?? 0),
        staffAccounts: answered?.staff ?? [],
      };
      const id = outcome.slice(3);
      if (!id) return { row: values, written };
      const member = ask.members.find((m) => m.id === id);
      return {
        row: {
          ...values,
          teamMemberId: id,
          teamMemberName: member?.name ?? null,
          holdsMember: ask.span !== null,
        },
        written,
      };
    }
    if (outcome === 'full' || outcome === 'stale') return outcome;
    throw new Error(`booklane_create_booking answered ${String(outcome)}`);
  }

  /** A new booking's row as the database will hold it (every column, defaults filled in). */
  rowOf(values: NewBookingRow & { id: string; createdAt: Date; updatedAt: Date }): BookingRow {
    return fullRow(bookings, values);
  }

  /** The calendar's bookings that hold a place. */
  private active(calendar: Calendar): SQL[] {
    return [
      eq(CALENDAR_COLUMN[calendar.kind], calendar.id),
      inArray(bookings.status, ACTIVE_BOOKING_STATUSES),
    ];
  }

  /** The calendar's places held for the waitlist. */
  private held(calendar: Calendar): SQL[] {
    return [eq(waitlistOffers.serviceId, calendar.id), eq(waitlistOffers.status, 'held')];
  }

  /** Held places overlapping a span, or sharing a slot key. */
  private heldWindow(window: { span: Span } | { slotKey: string }): SQL[] {
    return 'span' in window
      ? [lt(waitlistOffers.heldFrom, window.span.until), gt(waitlistOffers.heldUntil, window.span.from)]
      : [eq(waitlistOffers.slotKey, window.slotKey)];
  }

  /** Overlap with [from, until), bounded below so the index on the start narrows the scan. */
  private overlapping(span: Span): SQL[] {
    return [
      lt(bookings.occupiedFrom, span.until),
      gt(bookings.occupiedUntil, span.from),
      gte(bookings.occupiedFrom, new Date(span.from.getTime() - LONGEST_OCCUPANCY_MS)),
    ];
  }
}
