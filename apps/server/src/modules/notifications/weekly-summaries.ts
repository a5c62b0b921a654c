// The weekly summary email (decisions.md 9.4): on Monday from 08:00 in each business's zone, its
// owner gets the figures of the week just ended (Monday to Sunday), unless they turned it off in
// their profile. A worker on every process looks once a minute; the week summarised is marked on
// the business (`weekly_summary_sent_for`, its Monday) in the transaction that queues the email,
// by an update that only one process can win, so each week goes out once across processes and
// restarts. A process that was down all Monday does not send that week's summary late.
import {
  addDays,
  dayNumberToDate,
  weekdayIndexOfDayNumber,
  zonedDateTimeToUtc,
  zonedNow,
} from '@booklane/shared/domain';
import type { InsightsFigures } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { PollingWorker } from '../../jobs/worker';
import type { WeeklySummaryFacts } from './payload';
import type { DueZone, SummaryCandidate, WeeklySummariesRepository } from './weekly-summaries.repository';

type Log = { warn(obj: object, msg: string): void };

/** The summary's hour: 08:00 on Monday, business local. */
const SEND_FROM_MINUTES = 8 * 60;
/** How often an idle worker looks (the summary may come up to a minute after 08:00). */
const POLL_MS = 60_000;
/** Businesses one batch summarises at most (the worker runs again at once when there were this many). */
const BATCH = 25;

/** What the summaries need of the emails. */
export type SummaryMailer = {
  weeklySummary(tx: DbOrTx, to: { name: string; email: string }, summary: WeeklySummaryFacts): Promise<void>;
  wake(): void;
};

/**
 * The Monday it is somewhere on Earth at `now`, or null. Local dates lie within a day of UTC's
 * (offsets run from -12 to +14 hours), and of three days in a row at most one is a Monday.
 */
function mondayAround(now: Date): string | null {
  const utcDay = zonedNow(now, 'UTC').dayNumber;
  const day = [utcDay - 1, utcDay, utcDay + 1].find((d) => weekdayIndexOfDayNumber(d) === 0);
  return day === undefined ? null : dayNumberToDate(day);
}

/**
 * The instant `date` begins in the zone: its midnight, or the end of the clock change that skips
 * midnight in the few zones that change then.
 */
function dayStart(date: string, timezone: string): Date {
  for (const time of ['00:00', '01:00', '02:00']) {
    const instant = zonedDateTimeToUtc(date, time, timezone);
    if (instant) return instant;
  }
  throw new RangeError(`no start of ${date} in ${timezone}`);
}

export class WeeklySummaries {
  private worker: PollingWorker | undefined;

  constructor(
    private readonly deps: {
      transact: Transact;
      summaries: WeeklySummariesRepository;
      /** A business's figures over a range of its days: the Insights tab's, so the two agree. */
      figures: (businessId: string, range: { from: string; to: string }) => Promise<InsightsFigures>;
      emails: SummaryMailer;
      clock: Clock;
      log: Log;
      busy?: () => boolean;
    },
  ) {}

  /** Starts this process's worker (every process runs one; its first look is at once). */
  start(): void {
    if (this.worker) return;
    this.worker = new PollingWorker(() => this.sendDue(), POLL_MS, this.deps.log, this.deps.busy);
    this.worker.start();
  }

  /** Stops the worker after the batch it is on (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }

  /**
   * One batch: queues the summaries that are due now, each in its own transaction with the mark
   * of its week. Answers whether more may be due.
   */
  async sendDue(): Promise<boolean> {
    const { summaries, clock } = this.deps;
    const now = clock();
    const monday = mondayAround(now);
    if (!monday) return false;
    const zones = this.dueZones(await summaries.zonesNotSummarised(monday), monday, now);
    if (zones.length === 0) return false;
    const candidates = await summaries.candidates(monday, zones, BATCH);
    let queued = 0;
    for (const candidate of candidates) {
      try {
        if (await this.summarise(candidate, monday)) queued++;
      } catch (err) {
        this.deps.log.warn({ err, businessId: candidate.businessId }, 'weekly summary failed');
      }
    }
    if (queued > 0) this.deps.emails.wake();
    // A batch that queued nothing (every one failed, or another process won them all) does not
    // run again at once: the next look is at the next poll.
    return queued > 0 && candidates.length === BATCH;
  }

  /** The zones where it is Monday `monday`, 08:00 or later, now (an unknown zone is left out). */
  private dueZones(zones: readonly string[], monday: string, now: Date): DueZone[] {
    const due: DueZone[] = [];
    for (const timezone of zones) {
      try {
        const local = zonedNow(now, timezone);
        if (local.date === monday && local.minutes >= SEND_FROM_MINUTES) {
          due.push({ timezone, mondayStart: dayStart(monday, timezone) });
        }
      } catch (err) {
        this.deps.log.warn({ err, timezone }, 'weekly summary: unknown time zone');
      }
    }
    return due;
  }

  /** The week before `monday` of one business, to its owner; false when it was already queued. */
  private async summarise(candidate: SummaryCandidate, monday: string): Promise<boolean> {
    const { summaries, transact, emails } = this.deps;
    const { businessId, timezone } = candidate;
    const weekStart = addDays(monday, -7);
    const weekEnd = addDays(monday, -1);
    // Counted before the transaction, so the business's row is locked only for the mark.
    const [week, nextWeekBookings] = await Promise.all([
      this.deps.figures(businessId, { from: weekStart, to: weekEnd }),
      summaries.upcoming(businessId, { from: monday, to: addDays(monday, 6) }),
    ]);
    return transact(async (tx) => {
      if (!(await summaries.markSummarised(businessId, monday, tx))) return false;
      await emails.weeklySummary(
        tx,
        { name: candidate.ownerName, email: candidate.ownerEmail },
        {
          businessId,
          businessName: candidate.businessName,
          ownerName: candidate.ownerName,
          timezone,
          currency: candidate.currency,
          customCurrency: candidate.customCurrency,
          weekStart,
          weekEnd,
          bookings: week.bookings.total,
          completed: week.bookings.completed,
          revenue: week.revenue,
          cancellations: week.bookings.cancelled,
          noShows: week.bookings.noShow,
          newCustomers: week.customers.new,
          averageRating: week.rating.average,
          reviewCount: week.rating.count,
          nextWeekBookings,
        },
      );
      return true;
    });
  }
}
