import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The apps/server folder, found by walking up from this module. Works the same from the
 * TypeScript sources (tests, dev) and from the bundled dist/main.js.
 */
function serverRoot(): string {
  if (cached) return cached;
  let dir = import.meta.dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@booklane/server') {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @booklane/server package root');
    dir = parent;
  }
}

export const migrationsDir = () => path.join(serverRoot(), 'drizzle');
export const defaultWebDistDir = () => path.resolve(serverRoot(), '../web/dist');
