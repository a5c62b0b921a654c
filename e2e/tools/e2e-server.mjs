// Starts the built server for the browser journeys (playwright.config.ts). With E2E_CREATE_DATABASE
// (the name of a database on the PostgreSQL server of TEST_DATABASE_URL) it creates that database
// first: here rather than when the config is read, since tools that only read the config (knip)
// must not create databases. global-teardown.ts drops it after the run.
import { spawn } from 'node:child_process';
import pg from 'pg';

const name = process.env.E2E_CREATE_DATABASE;
if (name) {
  if (!/^booklane_e2e_[a-z0-9]+$/.test(name)) throw new Error(`not an e2e database name: ${name}`);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}
const server = spawn(process.execPath, ['--enable-source-maps', '../apps/server/dist/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
