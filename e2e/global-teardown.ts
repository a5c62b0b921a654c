import fs from 'node:fs/promises';
import pg from 'pg';

// The server has stopped by now; remove its scratch data dir, and its PostgreSQL database when it
// had one (playwright.config.ts).
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('booklane-e2e-')) await fs.rm(dir, { recursive: true, force: true });
  const name = process.env.E2E_DATABASE;
  const url = process.env.TEST_DATABASE_URL;
  if (name && url && /^booklane_e2e_[a-z0-9]+$/.test(name)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
}
