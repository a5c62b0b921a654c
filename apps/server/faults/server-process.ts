// The real server as a child process (the built dist/main.js), for tests that kill or starve it.
// It serves a socket bound here and handed over (LISTEN_FD, loopback-socket.ts); a restarted
// server (`start` again after `kill`) serves the same address.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { bindLoopback, type HandedSocket } from './loopback-socket';

const MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

/** The child's environment, given its base URL once its address is bound. */
type Env = Record<string, string> | ((base: string) => Record<string, string>);

export class ServerProcess {
  private child: ChildProcess | undefined;
  private boundPort: number | undefined;
  private socket: HandedSocket | undefined;
  output = '';
  constructor(private readonly env: Env = {}) {}

  get port(): number {
    if (this.boundPort === undefined) throw new Error('the server has no address before start()');
    return this.boundPort;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Binds the server's address now (its port is then known), to be handed over by `start`. */
  async bind(): Promise<void> {
    this.socket ??= await bindLoopback(this.boundPort ?? 0);
    this.boundPort = this.socket.port;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    await this.bind();
    const socket = this.socket as HandedSocket;
    this.socket = undefined;
    const env = typeof this.env === 'function' ? this.env(this.base) : this.env;
    try {
      this.child = spawn(process.execPath, [MAIN], {
        env: {
          ...process.env,
          LISTEN_FD: '3',
          HOST: '127.0.0.1',
          PORT: String(socket.port),
          LOG_LEVEL: 'warn',
          SEED_DEMO: '0',
          RATE_LIMITS: 'off',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe', socket.fd],
      });
    } finally {
      // The child has its own copy of the socket: only it accepts connections.
      socket.close();
    }
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
