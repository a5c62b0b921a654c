// `npm run bench`: runs every benchmark script in order, prints their tables and keeps the latest
// report in bench/results.md (with the machine and date). Each bench is a standalone TypeScript
// script run with tsx that prints markdown, talks to loopback only, and stops by itself.
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) makes the HTTP bench use PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benches = [
  'packages/shared/bench/availability.ts',
  'bench/http.ts',
  'bench/mixed.ts',
  'apps/server/bench/chat-latency.ts',
  'apps/server/bench/search.ts',
  'apps/server/bench/waitlist.ts',
  'apps/server/bench/insights.ts',
  'bench/web-vitals.ts',
].filter((b) => fs.existsSync(path.join(root, b)));

if (benches.length === 0) {
  console.log('no benchmarks yet');
  process.exit(0);
}

// The full build: the web build prints the JavaScript of the directory route (budget 120 KB as
// brotli, what the server sends), reported below; the HTTP and web-vitals benches serve the built app.
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const sections = [];
let failed = false;

const size = spawnSync(process.execPath, ['apps/web/scripts/route-size.mjs', 'explore', 'business-page'], {
  cwd: root,
  encoding: 'utf8',
});
const sizeReport = `First-load JavaScript per route (brotli as sent, gzip -9 beside it), budget for the directory: 120 KB brotli\n\n\`\`\`\n${(size.stdout ?? '').trim()}\n\`\`\``;
console.log(`\n## apps/web bundle\n\n${sizeReport}`);
sections.push(`## apps/web bundle\n\n${sizeReport}\n`);
if (size.status !== 0) failed = true;
for (const bench of benches) {
  console.log(`\n## ${bench}\n`);
  const result = spawnSync(process.execPath, [tsx, bench], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) failed = true;
  sections.push(`## ${bench}\n\n${(result.stdout ?? '').trim()}\n`);
}

/** The run's command line, with the settings that change what is measured. */
function commandLine() {
  const settings = Object.entries(process.env)
    .filter(([name]) => /^BENCH_|^TEST_DATABASE_URL$/.test(name))
    .map(([name, value]) => `${name}=${value}`);
  return [...settings, 'npm run bench'].join(' ');
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const header = [
  '# Benchmark results',
  '',
  `Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu},`,
  `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}.`,
  '',
  `Command: \`${commandLine()}\``,
  '',
].join('\n');
// The sections after EARLIER (measurements of past changes, written by hand) are kept: only the
// report above them is replaced.
const EARLIER = '<!-- Earlier measurements below: npm run bench keeps them. -->';
const resultsPath = path.join(root, 'bench/results.md');
const previous = fs.existsSync(resultsPath) ? fs.readFileSync(resultsPath, 'utf8') : '';
const kept = previous.includes(EARLIER) ? previous.slice(previous.indexOf(EARLIER)) : `${EARLIER}\n`;
fs.writeFileSync(resultsPath, `${header}\n${sections.join('\n')}\n${kept}`);
console.log('\n(written to bench/results.md)');
process.exit(failed ? 1 : 0);
