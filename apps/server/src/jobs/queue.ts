// The durable job queue (decisions.md 8.1, docs/decisions/0013): pg-boss in the application's own
// database (PGlite or PostgreSQL), so that a change and the jobs it causes commit together. Every
// process runs workers; a job is fetched by one of them (FOR UPDATE SKIP LOCKED), retried with
// exponential backoff when it fails, and survives restarts and SIGKILL (it is a row).
import PgBoss from 'pg-boss';
import { sqlExecutor, type Database, type DbOrTx } from '../db/client';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type QueueSettings = {
  /** Attempts after the first failure; with the doubling delay they span more than a day. */
  retryLimit: number;
  /** Delay before the first retry in seconds, doubled (with jitter) at each further one. */
  retryDelaySeconds: number;
  /** An attempt that has not finished after this long is failed (and retried). */
  expireInSeconds: number;
};

export type NewJob = {
  /** The job's id: callers use the id of the row the job is about, so they can find it again. */
  id: string;
  data: Record<string, unknown>;
  /** Not before this instant (reminders); at once when absent. */
  startAfter?: Date;
};

export type RunningJob<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/** How often an idle worker looks for jobs; committed jobs of this process wake it at once. */
const POLL_SECONDS = 2;
/** Jobs one worker takes at a time (sent in parallel). */
const BATCH_SIZE = 8;
/** Processes starting together take turns to create the queue's tables. */
const QUEUE_SETUP_LOCK = 7_311_042_020;
/** How long a finished job stays in the queue's tables (the delivery log is our own table). */
const RETENTION_DAYS = 30;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, Worker>();
  private running = false;

  constructor(
    private readonly database: Database,
    private readonly settings: QueueSettings,
    private readonly log: Log,
  ) {
    this.boss = new PgBoss({
      db: database.executor as PgBoss.Db,
      schema: 'pgboss',
      migrate: true,
      supervise: true,
      // No cron schedules: scheduled jobs are plain jobs with `startAfter`.
      schedule: false,
      maintenanceIntervalSeconds: 120,
    });
    // pg-boss reports database errors of its timers here (a restarting database): it keeps going.
    this.boss.on('error', (err: Error) => this.log.warn({ err }, 'job queue error'));
  }

  /**
   * Creates the queue's tables and the named queues (idempotently; processes starting together
   * take turns), then lets workers run.
   */
  async start(queues: readonly string[]): Promise<void> {
    await this.database.exclusive(QUEUE_SETUP_LOCK, async () => {
      await this.boss.start();
      for (const name of queues) {
        await this.boss.createQueue(name, {
          name,
          retryLimit: this.settings.retryLimit,
          retryDelay: this.settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: this.settings.expireInSeconds,
          retentionMinutes: RETENTION_DAYS * 24 * 60,
        });
      }
    });
    this.running = true;
  }

  /**
   * Adds jobs inside the caller's transaction: they exist, and run, only if it commits.
   * `wake(queue)` after the commit starts this process's worker at once.
   */
  async enqueue(tx: DbOrTx, queue: string, jobs: readonly NewJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({
        id: job.id,
        name: queue,
        data: job.data,
        ...(job.startAfter ? { startAfter: job.startAfter.toISOString() } : {}),
        // Kept until well after its time, however far ahead that is (a reminder months ahead).
        ...(job.startAfter
          ? { keepUntil: new Date(job.startAfter.getTime() + RETENTION_DAYS * 86_400_000).toISOString() }
          : {}),
      })),
      { db: sqlExecutor(tx) as PgBoss.Db },
    );
  }

  /** Drops jobs that have not run yet (a reminder of a cancelled booking). */
  async cancel(queue: string, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.boss.cancel(queue, [...ids]);
  }

  /**
   * Runs `handler` for the jobs of `queue` on this process, a batch at a time. A handler that
   * throws fails that attempt only: the job is retried later, until its retries are spent.
   */
  work<T>(queue: string, handler: (job: RunningJob<T>) => Promise<void>): void {
    if (!this.running) throw new Error('start the job queue before its workers');
    const worker = new Worker(async () => {
      const jobs = (await this.boss.fetch<T>(queue, {
        batchSize: BATCH_SIZE,
        includeMetadata: true,
      })) as PgBoss.JobWithMetadata<T>[];
      if (jobs.length === 0) return false;
      const results = await Promise.allSettled(
        jobs.map((job) =>
          handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit }),
        ),
      );
      const done = jobs.filter((_job, i) => results[i]?.status === 'fulfilled').map((job) => job.id);
      if (done.length > 0) await this.boss.complete(queue, done);
      for (const [i, result] of results.entries()) {
        if (result.status === 'rejected') {
          await this.boss.fail(queue, jobs[i]!.id, { message: errorText(result.reason) });
        }
      }
      return true;
    }, this.log);
    this.workers.set(queue, worker);
    worker.start();
  }

  /** Tells this process's worker of `queue` that jobs are waiting (after a commit). */
  wake(queue: string): void {
    this.workers.get(queue)?.wake();
  }

  /**
   * Stops the workers after the batch they are on (up to `timeoutMs`: a job still running then is
   * retried later, like one of a process that died), then the queue's own timers.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await Promise.all([...this.workers.values()].map((worker) => worker.stop(timeoutMs)));
    this.workers.clear();
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }
}

/**
 * One queue's loop on this process: fetch a batch, handle it, and fetch again at once while
 * there is work; when there is none, wait for the next poll or a wake-up.
 */
class Worker {
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;

  constructor(
    private readonly runBatch: () => Promise<boolean>,
    private readonly log: Log,
  ) {}

  start(): void {
    this.loop = this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await Promise.race([this.loop, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let busy = false;
      this.woken = false;
      try {
        busy = await this.runBatch();
      } catch (err) {
        // The database is away (a restart): try again at the next poll.
        this.log.warn({ err }, 'job worker could not fetch');
      }
      if (busy || this.woken || this.stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_SECONDS * 1000);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }
}

function errorText(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}
