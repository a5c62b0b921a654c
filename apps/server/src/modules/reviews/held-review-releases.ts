// Held reviews are published when their 7 days are over (docs/decisions/0031): a worker on every
// process looks for due ones as often as the email outbox does (one indexed query on a partial
// index that is empty almost always) and publishes them, each counted in its business's rating
// summary in the same transaction. Two processes never release one review twice (their batches
// skip each other's locked rows).
import { PollingWorker } from '../../jobs/worker';

type Log = { warn(obj: object, msg: string): void };

/** How often an idle worker looks for held reviews whose hold is over. */
const POLL_MS = 2_000;

export class HeldReviewReleases {
  private worker: PollingWorker | undefined;

  constructor(
    /** One batch: publishes the due held reviews; answers whether there were any. */
    private readonly releaseDue: () => Promise<boolean>,
    private readonly options: { log: Log; busy?: () => boolean },
  ) {}

  /** Starts this process's worker (every process runs one). */
  start(): void {
    if (this.worker) return;
    this.worker = new PollingWorker(this.releaseDue, POLL_MS, this.options.log, this.options.busy);
    this.worker.start();
  }

  /** Stops the worker after the batch it is on (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }
}
