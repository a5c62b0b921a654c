// The built web app's shell, as Vite writes it, in a temporary folder: tests of the pages the
// server sends (heads, 404s) need no web build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Booklane: find local businesses and book appointments online." />\n    <title>Booklane</title>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/**
 * A folder holding the shell's index.html (WEB_DIST_DIR), and how to remove it; with `stylesheet`,
 * the build's stylesheet too (`/assets/index-abc.css`, linked in the head as Vite links it).
 */
export function webShell(options: { stylesheet?: string } = {}): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'booklane-web-'));
  let html = INDEX_HTML;
  if (options.stylesheet !== undefined) {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), options.stylesheet);
    html = html.replace(
      '</head>',
      '  <link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
    );
  }
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
