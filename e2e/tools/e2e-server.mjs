// Starts the built server for the browser journeys (playwright.config.ts, and both servers of
// playwright.cluster.config.ts). With E2E_CREATE_DATABASE (the name of a database on the
// PostgreSQL server of E2E_PG_ADMIN_URL, else TEST_DATABASE_URL) it creates that database first:
// here rather than when a config is read, since tools that only read the configs (knip, in every
// `npm run check`) must not create databases. The teardowns drop it after the run. The cluster's
// two servers start at once: the one that does not create it waits until it can connect to it.
import { spawn } from 'node:child_process';
import pg from 'pg';

const name = process.env.E2E_CREATE_DATABASE;
if (name) {
  if (!/^booklane_e2e_[a-z0-9]+$/.test(name)) throw new Error(`not an e2e database name: ${name}`);
  const adminUrl = process.env.E2E_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let created = true;
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } catch (err) {
    // 42P04 duplicate_database, 23505 a concurrent creation of the same name: the other server's.
    if (!['42P04', '23505'].includes(err?.code)) throw err;
    created = false;
  } finally {
    await client.end();
  }
  if (!created) {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let waited = 0; ; waited += 200) {
      const probe = new pg.Client({ connectionString: url.toString() });
      try {
        await probe.connect();
        await probe.end();
        break;
      } catch (err) {
        await probe.end().catch(() => undefined);
        if (waited > 30_000) throw err;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}
const server = spawn(process.execPath, ['--enable-source-maps', '../apps/server/dist/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
