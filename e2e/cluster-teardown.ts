// After the cluster run: drop its database (the servers may still hold connections, hence FORCE)
// and remove the two servers' scratch data dirs.
import fs from 'node:fs/promises';
import pg from 'pg';

export default async function clusterTeardown() {
  const name = process.env.E2E_CLUSTER_DB;
  const adminUrl = process.env.E2E_PG_ADMIN_URL;
  if (name && adminUrl && /^booklane_e2e_[a-z0-9]+$/.test(name)) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  for (const dir of [process.env.E2E_DATA_DIR_1, process.env.E2E_DATA_DIR_2]) {
    if (dir && dir.includes('booklane-e2e-')) await fs.rm(dir, { recursive: true, force: true });
  }
}
