import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './env';

/**
 * The JWT signing secret: JWT_SECRET when set, else a random secret generated once and kept in
 * DATA_DIR/secret (mode 0600), so tokens survive restarts without a hard-coded secret.
 * Several processes sharing PostgreSQL must share JWT_SECRET (or DATA_DIR).
 */
export async function resolveJwtSecret(config: AppConfig): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  try {
    // 'wx' fails if another process created it first; then we read theirs.
    await fs.writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
