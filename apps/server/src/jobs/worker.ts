// A background loop of one process: run a batch, and again at once while there is work; when there
// is none, wait for the next poll or a wake-up (a commit of this process that left work behind).
// While the process is serving requests, background work yields: after each batch it rests three
// times as long as the batch took, so it never takes more than a quarter of the process's time
// from the people waiting for an answer (under full load, far less: its queries wait their turn
// in the pool; `npm run bench` reports how soon the emails follow once the load ends). Errors of a batch (the database restarting) are logged
// and the loop goes on.

type Log = { warn(obj: object, msg: string): void };

/** The longest rest between two batches while requests are being served. */
const MAX_REST_MS = 1_000;
/** While requests are served, a batch is followed by a rest this many times as long. */
const BUSY_REST_FACTOR = 3;

export class PollingWorker {
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;

  constructor(
    /** Runs one batch; answers whether there was anything to do. */
    private readonly runBatch: () => Promise<boolean>,
    private readonly pollMs: number,
    private readonly log: Log,
    /** True while the process has requests to answer. */
    private readonly busy: () => boolean = () => false,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Ends the loop after the batch it is on, waiting for that batch at most `timeoutMs`. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    if (!this.loop) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }

  /** Waits `ms`; a stop ends the wait, and so does a wake-up when `wakeable`. */
  private async rest(ms: number, wakeable: boolean): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      const end = () => {
        clearTimeout(timer);
        resolve();
      };
      this.wakeUp = wakeable ? end : () => this.stopping && end();
    });
    this.wakeUp = undefined;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      this.woken = false;
      const started = Date.now();
      try {
        worked = await this.runBatch();
      } catch (err) {
        this.log.warn({ err }, 'background work failed; trying again at the next poll');
      }
      if (this.stopping) break;
      if (worked) {
        if (this.busy())
          await this.rest(Math.min(MAX_REST_MS, BUSY_REST_FACTOR * (Date.now() - started)), false);
        continue;
      }
      if (this.woken) continue;
      await this.rest(this.pollMs, true);
    }
  }
}
