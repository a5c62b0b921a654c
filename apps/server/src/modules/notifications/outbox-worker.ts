// Delivery of the outbox (docs/decisions/0013): a worker on every process claims due rows,
// renders and sends each once per attempt under a Message-ID that never changes, and records the
// outcome; a failed attempt is retried with a doubling delay for more than a day.
import { hasStarted } from '@booklane/shared/domain';
import type { Clock } from '../../core/clock';
import { PollingWorker } from '../../jobs/worker';
import { buildInvite } from './invites';
import { PermanentMailError, type Mailer } from './mailer';
import type { NotificationRow, NotificationsRepository, Outcome } from './notifications.repository';
import { renderMail } from './templates';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type OutboxWorkerOptions = {
  publicUrl: string;
  from: string;
  /** false: nothing is sent (benchmarks only). */
  enabled: boolean;
  /** The delay before the first retry; each later one doubles it (up to six hours). */
  retryDelaySeconds: number;
  /** The token of an account email's link, from its row id (made with the server's secret). */
  accountToken: (tokenId: string) => string;
  /** The token of a guest's manage link, from the booking's id (made with the server's secret). */
  manageToken: (bookingId: string) => string;
  /** The token of a team invitation's link, from its row id (made with the server's secret). */
  inviteToken: (inviteId: string) => string;
  /** The token of a guest's waitlist link, from the entry's id (made with the server's secret). */
  waitlistToken: (entryId: string) => string;
  /** The token of a held place's offer link, from the offer's id (made with the server's secret). */
  offerToken: (offerId: string) => string;
  /** True while the process has requests to answer: sending then yields to them. */
  busy?: () => boolean;
  /**
   * Writes the emails of up to `limit` new bookings that are still to be written (in a transaction
   * of its own; docs/decisions/0047), answering for how many.
   */
  writeIntended?: (limit: number) => Promise<number>;
  clock: Clock;
  log: Log;
};

/** How often an idle worker looks for due messages (commits of this process wake it at once). */
const POLL_MS = 2_000;
/**
 * Messages one worker claims at a time, per message the mailer sends at once: each connection of
 * the SMTP pool sends at most two of a batch one after the other, so a batch ends within its lease
 * (docs/decisions/0013, addendum). Sent in parallel, recorded in one statement.
 */
const CLAIM_PER_PARALLEL = 2;
/** The most one claim takes: a backlog in files mode drains in few round trips. */
const MAX_BATCH_SIZE = 200;
/** While the process answers requests: small batches, so that one never holds up an answer long. */
const BUSY_BATCH_SIZE = 8;
/** How long a claim lasts: longer than an SMTP attempt may take (its timeouts add up to a minute). */
const LEASE_MS = 2 * 60_000;
/** Attempts in all: with the doubling delay (30 s first, six hours at most) they span 32 hours. */
const MAX_ATTEMPTS = 15;
const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

export class OutboxWorker {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly mailer: Mailer,
    private readonly options: OutboxWorkerOptions,
  ) {}

  private worker: PollingWorker | undefined;

  /** After a commit that wrote messages: this process's worker starts on them at once. */
  wake(): void {
    this.worker?.wake();
  }

  /** Starts this process's worker (every process runs one). */
  start(): void {
    if (!this.options.enabled || this.worker) return;
    this.worker = new PollingWorker(() => this.sendDue(), POLL_MS, this.options.log, this.options.busy);
    this.worker.start();
  }

  /** Stops the worker after the messages it is sending (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }

  /**
   * One batch: writes the emails of new bookings that are still to be written, claims the due
   * messages, sends them, records the outcomes. Answers whether there was anything to do.
   */
  async sendDue(): Promise<boolean> {
    const limit = Math.min(
      this.options.busy?.() ? BUSY_BATCH_SIZE : MAX_BATCH_SIZE,
      CLAIM_PER_PARALLEL * (this.mailer.parallel ?? 4),
    );
    const written = (await this.options.writeIntended?.(limit)) ?? 0;
    const now = this.options.clock();
    const claimed = await this.notifications.claimDue(now, limit, LEASE_MS);
    if (claimed.length === 0) return written > 0;
    // A reminder that comes due only after its booking began (no process ran at its time, or its
    // attempts failed until then) would remind of the past: it is dropped, not sent.
    const late = claimed.filter((row) => isLateReminder(row, now));
    if (late.length > 0) {
      await this.notifications.dropClaimed(late.map((row) => row.seq));
      this.options.log.info({ dropped: late.length }, 'reminders of bookings already begun dropped');
    }
    const rows = late.length > 0 ? claimed.filter((row) => !late.includes(row)) : claimed;
    // The invite of one booking event is the same in each of its messages: built once per batch.
    const invites = new Map<string, ReturnType<typeof buildInvite>>();
    // Different bookings in parallel; the messages of one booking one after another, in the order
    // they were caused (a "request received" never overtakes the "confirmed" that follows it).
    const byBooking = new Map<string, NotificationRow[]>();
    for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
      const key = row.bookingId ?? `message-${row.seq}`;
      byBooking.set(key, [...(byBooking.get(key) ?? []), row]);
    }
    const outcomes = (
      await Promise.all(
        [...byBooking.values()].map(async (group) => {
          const done: Outcome[] = [];
          for (const row of group) done.push(await this.attempt(row, invites));
          return done;
        }),
      )
    ).flat();
    await this.notifications.recordMany(outcomes);
    return true;
  }

  /**
   * One attempt at one claimed message: sent (or stored), or retried later with a doubling delay,
   * or failed for good after the last attempt or a refusal that retrying cannot change.
   */
  private async attempt(
    row: NotificationRow,
    invites: Map<string, ReturnType<typeof buildInvite>>,
  ): Promise<Outcome> {
    const attempts = row.attempts + 1;
    try {
      // While requests wait, one message is composed per turn of the event loop, so that a batch
      // never holds up an answer for more than one message's work; sends still overlap.
      if (this.options.busy?.()) await this.nextTurn();
      const status = await this.mailer.send(this.compose(row, invites));
      const now = this.options.clock();
      return {
        seq: row.seq,
        status,
        attempts,
        lastError: null,
        sentAt: now,
        sendAfter: row.sendAfter,
        updatedAt: now,
      };
    } catch (err) {
      const now = this.options.clock();
      const final = err instanceof PermanentMailError || attempts >= MAX_ATTEMPTS;
      const reason = err instanceof Error ? err.message : String(err);
      this.options.log.warn(
        { notification: row.id, kind: row.kind, attempts, final, reason },
        'email not sent',
      );
      return {
        seq: row.seq,
        status: final ? 'failed' : 'retrying',
        attempts,
        lastError: reason.slice(0, 500),
        sentAt: null,
        sendAfter: final ? row.sendAfter : new Date(now.getTime() + this.retryDelayMs(attempts)),
        updatedAt: now,
      };
    }
  }

  /** Resolves in a later turn of the event loop than every earlier caller's (I/O is polled between). */
  private nextTurn(): Promise<void> {
    const turn = this.turns.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.turns = turn;
    return turn;
  }
  private turns: Promise<void> = Promise.resolve();

  /** After the `attempts`-th failure: the base delay doubled each time, at most six hours, plus up to a quarter of jitter. */
  private retryDelayMs(attempts: number): number {
    const base = Math.min(MAX_RETRY_DELAY_MS, this.options.retryDelaySeconds * 1000 * 2 ** (attempts - 1));
    return Math.round(base * (1 + Math.random() / 4));
  }

  /** The host of PUBLIC_URL, the right-hand side of every Message-ID. */
  private get host(): string {
    return (this.messageIdHost ??= new URL(this.options.publicUrl).hostname);
  }
  private messageIdHost: string | undefined;

  private compose(row: NotificationRow, invites: Map<string, ReturnType<typeof buildInvite>>) {
    const { publicUrl, from, accountToken, manageToken, inviteToken, waitlistToken, offerToken } =
      this.options;
    const host = this.host;
    const rendered = renderMail(row.kind, row.payload, {
      publicUrl,
      accountToken,
      manageToken,
      inviteToken,
      waitlistToken,
      offerToken,
    });
    const payload = row.payload;
    let invite: ReturnType<typeof buildInvite> = null;
    if (payload.type === 'booking' && payload.event.invite) {
      // Built from these facts only: messages of one booking event that carry it share one.
      const key = `${row.createdAt.getTime()} ${JSON.stringify([payload.booking, payload.event])}`;
      invite =
        invites.get(key) ?? buildInvite(payload.booking, payload.event, { publicUrl, now: row.createdAt });
      invites.set(key, invite);
    }
    const stamp = row.createdAt.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
    return {
      messageId: `<notification-${row.id}@${host}>`,
      from,
      to: { name: row.recipientName, address: row.recipientEmail },
      ...rendered,
      ...(invite ? { invite } : {}),
      fileName: `${stamp}-${row.kind}-${row.id}.eml`,
    };
  }
}

/** A booking reminder whose booking has begun by `now`. */
function isLateReminder(row: NotificationRow, now: Date): boolean {
  const payload = row.payload;
  return (
    row.kind === 'customer_booking_reminder' &&
    payload.type === 'booking' &&
    hasStarted(payload.booking, payload.booking.business.timezone, now)
  );
}
