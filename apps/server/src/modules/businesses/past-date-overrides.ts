// Date overrides (decisions.md 8.4) of days that are over go from the businesses' rows when they
// pass, not at the owner's next save: the answers leave them out from the business's midnight on
// (business-dto.ts), and this job drops them from storage. A worker on every process runs one
// statement as it starts and then once an hour, so each business's past days go within the hour
// after its midnight, whatever its zone; the statement changes only rows that hold one, and two
// processes running it at once agree (each drops what is past, the second finds nothing).
import { PollingWorker } from '../../jobs/worker';

type Log = { warn(obj: object, msg: string): void };

/** How often a worker drops the overrides that passed (the cost: one statement). */
const EVERY_MS = 60 * 60_000;

export class PastDateOverrides {
  private worker: PollingWorker | undefined;

  constructor(
    /** One run: drops every business's past overrides. */
    private readonly dropPast: () => Promise<void>,
    private readonly options: { log: Log; busy?: () => boolean },
  ) {}

  /** Starts this process's worker (every process runs one; its first run is at once). */
  start(): void {
    if (this.worker) return;
    // One run per poll: a run leaves nothing for an immediate second one.
    const run = async () => {
      await this.dropPast();
      return false;
    };
    this.worker = new PollingWorker(run, EVERY_MS, this.options.log, this.options.busy);
    this.worker.start();
  }

  /** Stops the worker after the run it is on (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.worker?.stop(timeoutMs);
    this.worker = undefined;
  }
}
