// What `npm start` prints: a banner with the address, the database, where email goes and the
// demo sign-ins; log lines people can read on a terminal (LOG_FORMAT=pretty, the default there)
// and JSON lines for log collectors otherwise (a pipe, as here, unless told).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ServerProcess } from './server-process';

const servers: ServerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-start-'));
afterAll(async () => {
  for (const s of servers) await s.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function run(env: Record<string, string>): Promise<string> {
  const server = new ServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
    JWT_SECRET: '',
    ...env,
  });
  servers.push(server);
  await server.start();
  await fetch(`${server.base}/api/not-a-route`);
  await new Promise((r) => setTimeout(r, 300));
  await server.kill('SIGTERM');
  return server.output;
}

it('prints the banner, and JSON log lines when its output is not a terminal', async () => {
  const output = await run({});
  expect(output).toMatch(/Booklane is running at http:\/\/localhost:\d+ \(database: pglite/);
  expect(output).toContain('Email: no SMTP_URL, so every message is written as an .eml file');
  expect(output).toContain('customer: customer@booklane.demo');
  expect(output).toContain('business: business@booklane.demo');
  const logLines = output.split('\n').filter((line) => line.startsWith('{'));
  expect(logLines.length).toBeGreaterThan(2);
  for (const line of logLines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  expect(logLines.some((line) => (JSON.parse(line) as { msg?: string }).msg === 'request completed')).toBe(
    true,
  );
});

it('prints readable log lines with LOG_FORMAT=pretty', async () => {
  const output = await run({ LOG_FORMAT: 'pretty' });
  expect(output).toMatch(/\[\d\d:\d\d:\d\d\] .*INFO.*request completed/);
  expect(output.split('\n').some((line) => line.startsWith('{'))).toBe(false);
  expect(output).toContain('Booklane is running at');
});
