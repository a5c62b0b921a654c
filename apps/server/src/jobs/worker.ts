// A background loop of one process: run a batch, and again at once while there is work; when there
// is none, wait for the next poll or a wake-up (a commit of this process that left work behind).
// Errors of a batch (the database restarting) are logged and the loop goes on.

type Log = { warn(obj: object, msg: string): void };

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

  private async run(): Promise<void> {
    while (!this.stopping) {
      let busy = false;
      this.woken = false;
      try {
        busy = await this.runBatch();
      } catch (err) {
        this.log.warn({ err }, 'background work failed; trying again at the next poll');
      }
      if (busy || this.woken || this.stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }
}
