// Gzipped JavaScript a route needs on first load: the entry chunk, the route's lazy chunk and
// every chunk they import statically (what the browser downloads before the page shows).
// Usage (after `vite build`): node scripts/route-size.mjs [route-chunk-name ...]   default: explore
// Run by `npm run build` (and so by `npm run bench`): the directory route (`explore`) must stay
// under BUDGET_KB gzipped, or the build fails.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: run vite build first.');

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
const BUDGET_KB = 150;
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length;

for (const route of process.argv.slice(2).length ? process.argv.slice(2) : ['explore']) {
  const chunk = files.find((f) => f.startsWith(`${route}-`));
  if (!chunk) throw new Error(`No chunk for route ${route}`);
  const all = [...closure([entry, chunk])];
  const sizes = all.map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  const lines = [`Route ${route}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript in ${all.length} files`];
  for (const [f, n] of sizes) lines.push(`  ${(n / 1024).toFixed(1).padStart(7)} KB  ${f}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (route === 'explore' && total / 1024 >= BUDGET_KB) {
    process.stderr.write(`The directory route is over its ${BUDGET_KB} KB gzipped budget.\n`);
    process.exitCode = 1;
  }
}
