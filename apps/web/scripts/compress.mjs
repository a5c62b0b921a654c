// Pre-compressed copies of the built web app (run by `npm run build` after `vite build`): next to
// each text file of dist/ over 1 KB, `name.br` (brotli, best) and `name.gz` (gzip -9) when they
// are smaller. The server sends them to browsers that accept them (@fastify/static
// `preCompressed`), so nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.join(import.meta.dirname, '..', 'dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/ssr: the server's own rendering code (vite build --ssr), never sent to browsers.
    if (entry.isDirectory() && full === path.join(dist, 'ssr')) continue;
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const file of [...files(dist)]) {
  if (!TEXT.has(path.extname(file))) continue;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = zlib.gzipSync(body, { level: 9 });
  if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
  count++;
  before += body.length;
  afterBrotli += Math.min(brotli.length, body.length);
}
process.stdout.write(
  `Pre-compressed ${count} files: ${(before / 1024).toFixed(0)} KB, ${(afterBrotli / 1024).toFixed(0)} KB as brotli.\n`,
);
