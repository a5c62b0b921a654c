// Delivery of webhooks (decisions.md 9.5, docs/decisions/0038): a worker on every process claims
// webhooks with due deliveries (a lease on the webhook's row, FOR UPDATE SKIP LOCKED) and serves
// each claimed webhook with a sender of its own: its due deliveries one after another in the order
// they were caused, each signed with the webhook's current secret (Standard Webhooks: `webhook-id`
// the same on every attempt, `webhook-timestamp` of the attempt) and posted through the outbound
// guard (public addresses only, checked again now; no redirects; 10 s; the start of the answer
// kept). A few senders run at once and a new claim starts whenever one ends, so a receiver that
// never answers holds one sender, not the others' deliveries. 2xx is delivered; anything else is
// retried on the Standard Webhooks schedule for 24 hours after the event; 410 Gone pauses the
// webhook. Once an hour the worker drops finished deliveries older than 30 days.
import {
  INTEGRATION_MESSAGES as I,
  WEBHOOK_DELIVERIES_LISTED,
  WEBHOOK_RESPONSE_EXCERPT_LENGTH,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_TIMEOUT_MS,
} from '@booklane/shared/domain';
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../../core/clock';
import { OutboundError, outboundRequest, type OutboundAnswer } from '../../core/outbound/public-http';
import { PollingWorker } from '../../jobs/worker';
import { messageId } from './webhook-dto';
import type {
  AttemptRow,
  DeliveryOutcome,
  DueDelivery,
  WebhookLease,
  WebhooksRepository,
} from './webhooks.repository';

type Log = { warn(obj: object, msg: string): void };

export type DeliveryWorkerOptions = {
  /** true: loopback and private addresses may be reached (WEBHOOKS_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** The first retry delay; the later ones scale the Standard Webhooks schedule by it. */
  retryDelaySeconds: number;
  /** True while the process has requests to answer: sending then yields to them. */
  busy?: () => boolean;
  clock: Clock;
  log: Log;
};

/** How often an idle worker looks for due deliveries (commits of this process wake it at once). */
const POLL_MS = 2_000;
/** Webhooks one process sends to at once, each with a sender of its own. */
const SENDERS = 8;
/** Deliveries a sender makes per claim of its webhook; then the webhook waits its turn again. */
const PER_CLAIM = 10;
/** How long a claim lasts: longer than a claim's attempts may take one after another. */
const LEASE_MS = PER_CLAIM * WEBHOOK_TIMEOUT_MS + 60_000;
/** An attempt starts only while the lease outlasts it by this much. */
const LEASE_MARGIN_MS = WEBHOOK_TIMEOUT_MS + 5_000;
/** While the process answers requests, a sender rests this long between two deliveries. */
const BUSY_PAUSE_MS = 200;
/** Finished deliveries are kept this long (their payloads carry customers' details)... */
const KEPT_MS = 30 * 86_400_000;
/** ...and looked for this often per process. */
const PRUNE_EVERY_MS = 3_600_000;
/**
 * Standard Webhooks' schedule after each failed attempt (5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * then 10 h again), in units of the first delay.
 */
const SCHEDULE = [1, 60, 360, 1_440, 3_600, 7_200];
const RETRY_WINDOW_MS = WEBHOOK_RETRY_HOURS * 3_600_000;
const USER_AGENT = 'Booklane-Webhooks/1';

/**
 * When the attempt after the `attempts`-th failure is due, or null when retries are over: the
 * schedule's delay, but never later than 24 hours after the event, which gets one last attempt.
 * @internal Exported for its unit tests.
 */
export function nextAttemptAt(
  createdAt: Date,
  attempts: number,
  now: Date,
  baseSeconds: number,
): Date | null {
  const end = createdAt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const units = SCHEDULE[Math.min(attempts, SCHEDULE.length) - 1] ?? 1;
  return new Date(Math.min(now.getTime() + units * baseSeconds * 1000, end));
}

/** What became of one attempt: recorded as delivered or not, or not recorded (the lease was lost). */
type Attempted = 'delivered' | 'not-delivered' | 'lease-lost';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class WebhookDeliveryWorker {
  private worker: PollingWorker | undefined;
  /** The senders running, one per claimed webhook. */
  private readonly senders = new Set<Promise<void>>();
  private stopping = false;
  /** When this process last pruned (the app's clock, epoch ms). */
  private prunedAt: number | undefined;

  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly options: DeliveryWorkerOptions,
  ) {}

  /** After a commit that wrote deliveries: this process's worker starts on them at once. */
  wake(): void {
    this.worker?.wake();
  }

  /** Starts this process's worker (every process runs one). */
  start(): void {
    if (this.worker) return;
    this.stopping = false;
    this.worker = new PollingWorker(() => this.sendDue(), POLL_MS, this.options.log, this.options.busy);
    this.worker.start();
  }

  /**
   * Stops claiming; each sender ends after the attempt it is on (waited for at most `timeoutMs`)
   * and lets its webhook go, so another process takes it over at once.
   */
  async stop(timeoutMs = WEBHOOK_TIMEOUT_MS + 1_000): Promise<void> {
    this.stopping = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all([this.worker?.stop(timeoutMs), Promise.allSettled([...this.senders])]),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    this.worker = undefined;
  }

  /**
   * One round: prunes when an hour has passed, then claims as many webhooks with due deliveries
   * as there are free senders and starts a sender on each (not waited for: a slow receiver holds
   * its own sender only). With every sender busy, waits for one to end. Answers whether another
   * round may find more at once; an ending sender wakes the worker for the next claim.
   */
  async sendDue(): Promise<boolean> {
    const now = this.options.clock();
    await this.pruneIfDue(now);
    if (this.senders.size >= SENDERS) {
      await Promise.race(this.senders);
      return true;
    }
    const free = SENDERS - this.senders.size;
    const until = new Date(now.getTime() + LEASE_MS);
    const claimed = await this.webhooks.claimWebhooks(now, free, until);
    for (const webhookId of claimed) this.serve({ webhookId, until });
    return claimed.length === free;
  }

  private serve(lease: WebhookLease): void {
    const sender: Promise<void> = this.send(lease)
      .catch((err: unknown) =>
        this.options.log.warn({ err, webhook: lease.webhookId }, 'webhook sender failed'),
      )
      .finally(() => {
        this.senders.delete(sender);
        if (!this.stopping) this.worker?.wake();
      });
    this.senders.add(sender);
  }

  /**
   * A claimed webhook's sender: its due deliveries one after another in the order they were
   * caused, up to PER_CLAIM. After a failed attempt the others wait for a later claim, and the
   * webhook is not claimed again before the first retry delay has passed: a receiver that is down
   * is asked once in a while, not once per waiting delivery.
   */
  private async send(lease: WebhookLease): Promise<void> {
    const { clock, busy, retryDelaySeconds } = this.options;
    let next: Date | null = null;
    try {
      for (let sent = 0; sent < PER_CLAIM && !this.stopping; sent++) {
        const now = clock();
        if (lease.until.getTime() - now.getTime() < LEASE_MARGIN_MS) break;
        const row = await this.webhooks.nextDue(lease, now);
        if (!row) break;
        const attempted = await this.attempt(row, lease);
        // Taken over: what follows is the new holder's.
        if (attempted === 'lease-lost') return;
        if (attempted === 'not-delivered') {
          next = new Date(clock().getTime() + retryDelaySeconds * 1000);
          break;
        }
        if (busy?.()) await sleep(BUSY_PAUSE_MS);
      }
    } finally {
      await this.webhooks.endLease(lease, next);
    }
  }

  /** One attempt at one delivery, recorded while the lease holds. */
  private async attempt(row: DueDelivery, lease: WebhookLease): Promise<Attempted> {
    const { clock, allowPrivate, retryDelaySeconds } = this.options;
    const at = clock();
    const id = messageId(row.id);
    // The stored payload as sent each time (the same bytes on every attempt).
    const { type, timestamp, data } = row.payload as { type: string; timestamp: string; data: unknown };
    const body = JSON.stringify({ type, timestamp, data });
    let answer: OutboundAnswer | undefined;
    let error: string | null = null;
    try {
      answer = await outboundRequest(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': USER_AGENT,
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': new Webhook(row.secret).sign(id, at, body),
        },
        body,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxBytes: WEBHOOK_RESPONSE_EXCERPT_LENGTH,
        truncate: true,
        allowPrivate,
        maxRedirects: 0,
      });
    } catch (err) {
      error = attemptError(err);
      // The system's own words stay in the server's log.
      if (!(err instanceof OutboundError) || err.reason === 'unreachable') {
        this.options.log.warn({ err, delivery: row.id }, 'webhook request failed');
      }
    }
    const now = clock();
    const attempt: AttemptRow = {
      at: at.toISOString(),
      statusCode: answer?.status ?? null,
      durationMs: answer?.durationMs ?? Math.max(0, now.getTime() - at.getTime()),
      response: answer ? answer.body.toString('utf8').slice(0, WEBHOOK_RESPONSE_EXCERPT_LENGTH) : '',
      error,
    };
    const delivered = answer !== undefined && answer.status >= 200 && answer.status < 300;
    // 410 Gone: the receiver says this address is no more; the webhook pauses until its owner resumes it.
    const gone = answer?.status === 410;
    const next =
      delivered || gone ? null : nextAttemptAt(row.createdAt, row.attempts + 1, now, retryDelaySeconds);
    const outcome: DeliveryOutcome = {
      id: row.id,
      status: delivered ? 'delivered' : next ? 'retrying' : 'failed',
      attempt,
      sendAfter: next ?? row.sendAfter,
      deliveredAt: delivered ? now : null,
    };
    if (!(await this.webhooks.record(outcome, lease))) return 'lease-lost';
    if (gone) await this.webhooks.update(row.webhookId, { isActive: false, updatedAt: now });
    if (!delivered) {
      this.options.log.warn(
        { delivery: row.id, webhook: row.webhookId, statusCode: attempt.statusCode, error, final: !next },
        'webhook not delivered',
      );
    }
    return delivered ? 'delivered' : 'not-delivered';
  }

  /**
   * Once an hour per process: finished deliveries older than 30 days go (their payloads carry
   * customers' details), but each webhook keeps the latest its log shows.
   */
  private async pruneIfDue(now: Date): Promise<void> {
    if (this.prunedAt !== undefined && now.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now.getTime();
    try {
      await this.webhooks.prune(new Date(now.getTime() - KEPT_MS), WEBHOOK_DELIVERIES_LISTED);
    } catch (err) {
      this.options.log.warn({ err }, 'pruning old webhook deliveries failed; trying again in an hour');
    }
  }
}

/**
 * The words of the delivery log for an attempt that got no answer: plain words for the owner, never
 * the system's message (`connect ECONNREFUSED 10.0.0.5:6379` names the server's network). The
 * outbound guard tells an unreachable address by the system's message only, so that message is
 * sorted into a few kinds here.
 * @internal Exported for its unit tests.
 */
export function attemptError(err: unknown): string {
  const words = I.webhookAttemptErrors;
  if (!(err instanceof OutboundError)) return words.failed;
  switch (err.reason) {
    case 'timeout':
      return words.timeout;
    case 'private-address':
      return words.privateAddress;
    case 'invalid-url':
      return words.invalidUrl;
    case 'too-large':
      return words.connectionLost;
    case 'unreachable': {
      const message = err.message;
      if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|EAI_FAIL|has no address|no IPv[46] address/.test(message)) {
        return words.hostNotFound;
      }
      if (/certificate|SSL|TLS|EPROTO|altnames/i.test(message)) return words.certificate;
      if (/hang up|ECONNRESET|EPIPE|ended early/.test(message)) return words.connectionLost;
      return words.couldNotConnect;
    }
  }
}
