// JavaScript a route needs on first load: the entry chunk, the route's lazy chunk and every chunk
// they import statically (what the browser downloads before the page shows), as brotli (what the
// server sends browsers, from the .br copies of scripts/compress.mjs) and gzip -9 (beside it).
// Usage (after `vite build`): node scripts/route-size.mjs [route-chunk-name ...]   default: explore
// Run by `npm run build` (and so by `npm run bench`): the directory route (`explore`) must stay
// under BUDGET_KB as brotli, or the build fails.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// Every script of the page: the entries (the app and route-preload) and the modulepreloads.
const entries = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
  (m) => m[1],
);
if (entries.length === 0) throw new Error('No entry script in dist/index.html: run vite build first.');

const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
const staticImports = (file) => {
  const code = fs.readFileSync(path.join(assets, file), 'utf8');
  const found = new Set();
  // import{..}from"./x.js" and import"./x.js" (not import("./x.js"), which is lazy)
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) found.add(m[1]);
  return [...found];
};
const closure = (start) => {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...staticImports(f));
  }
  return seen;
};
const BUDGET_KB = 120;
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length;
// The server sends the .br copy when there is one (files over 1 KB), else the file itself.
const br = (f) => {
  const copy = path.join(assets, `${f}.br`);
  return fs.existsSync(copy) ? fs.statSync(copy).size : fs.statSync(path.join(assets, f)).size;
};
const kb = (n) => (n / 1024).toFixed(1).padStart(7);

for (const route of process.argv.slice(2).length ? process.argv.slice(2) : ['explore']) {
  const chunk = files.find((f) => f.startsWith(`${route}-`));
  if (!chunk) throw new Error(`No chunk for route ${route}`);
  const all = [...closure([...entries, chunk])];
  const sizes = all.map((f) => [f, br(f), gz(f)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  const totalGz = sizes.reduce((sum, [, , n]) => sum + n, 0);
  const lines = [
    `Route ${route}: ${(total / 1024).toFixed(1)} KB brotli (${(totalGz / 1024).toFixed(1)} KB gzip -9) JavaScript in ${all.length} files`,
    `  ${'brotli'.padStart(10)}  ${'gzip'.padStart(10)}`,
  ];
  for (const [f, b, g] of sizes) lines.push(`  ${kb(b)} KB  ${kb(g)} KB  ${f}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (route === 'explore' && total / 1024 >= BUDGET_KB) {
    process.stderr.write(`The directory route is over its ${BUDGET_KB} KB brotli budget.\n`);
    process.exitCode = 1;
  }
}
