// Held places whose hold ran out are passed down the line (decisions.md 9.3): a worker on every
// process looks for due offers as often as the email outbox does (one indexed query on a partial
// index of held offers) and ends each in its own transaction. The offers are rows, so the job
// survives restarts; two processes never end one offer twice (each locks the row it ends and
// skips rows another holds).
import { PollingWorker } from '../../jobs/worker';

type Log = { warn(obj: object, msg: string): void };

/** How often an idle worker looks for offers whose hold is over. */
const POLL_MS = 2_000;

export class HeldOfferExpiry {
  private worker: PollingWorker | undefined;

  constructor(
    /** One batch: ends the due offers; answers whether more may be due. */
    private readonly expireDue: () => Promise<boolean>,
    private readonly options: { log: Log; busy?: () => boolean },
  ) {}

  /** Starts this process's worker (every process runs one). */
  start(): void {
    if (this.worker) return;
    this.worker = new PollingWorker(this.expireDue, POLL_MS, this.options.log, this.options.busy);
    this.worker.start();
  }

  /** Stops the worker after the batch it is on (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }
}
