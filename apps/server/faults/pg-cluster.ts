// A private PostgreSQL cluster for the fault tests, in a temp dir on its own port, so the tests
// can stop and restart it without touching the machine's shared PostgreSQL.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
}

/**
 * A port nothing listens on now, for what cannot be handed a socket: PostgreSQL and Redis daemons
 * take a port number, and the mail tests want an SMTP port where nothing listens at first. The
 * server itself is handed its bound socket instead (loopback-socket.ts).
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user when we are root. */
function asPostgres(cmd: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? { file: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] } : { file: cmd, args };
}

export class PgCluster {
  readonly dir: string;
  private readonly bin = pgBin();
  private constructor(readonly port: number) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-pg-'));
  }

  static async create(): Promise<PgCluster> {
    const cluster = new PgCluster(await freePort());
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', cluster.dir]);
    const init = asPostgres(path.join(cluster.bin, 'initdb'), [
      '-D',
      path.join(cluster.dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    execFileSync(init.file, init.args, { stdio: 'ignore' });
    cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private ctl(args: string[]) {
    const c = asPostgres(path.join(this.bin, 'pg_ctl'), ['-D', path.join(this.dir, 'data'), ...args]);
    const result = spawnSync(c.file, c.args, { stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed (${result.status})`);
  }

  start() {
    this.ctl([
      'start',
      '-w',
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=50`,
    ]);
  }

  /** Stops at once (active connections are cut, like a crash or a failover). */
  stop() {
    this.ctl(['stop', '-m', 'immediate', '-w']);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
