// The real server as a child process (the built dist/main.js), for tests that kill or starve it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

export class ServerProcess {
  private child: ChildProcess | undefined;
  output = '';
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        RATE_LIMITS: 'off',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.on('data', (d) => (this.output += d));
    this.child.stderr?.on('data', (d) => (this.output += d));
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (!this.alive) throw new Error(`server exited: ${this.output}`);
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${this.output}`);
  }

  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  /** Sends a signal without waiting for an exit: SIGSTOP freezes the process, SIGCONT thaws it. */
  signal(signal: NodeJS.Signals): void {
    if (this.alive) this.child?.kill(signal);
  }

  /** A process ended by a signal keeps a null exitCode (its signalCode says which signal). */
  get alive(): boolean {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }
}
