import fs from 'node:fs/promises';

// The server has stopped by now; remove its scratch data dir.
export default async function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('booklane-e2e-')) await fs.rm(dir, { recursive: true, force: true });
}
