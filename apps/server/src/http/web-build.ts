// The built web app as the running server serves it, following a rebuild (`npm run build` while
// `npm start` runs) without a restart (issue 38): a page request looks at index.html and the page
// renderer (two stats, no read; at most every RECHECK_MS, so that a busy server does not pay them
// per page), and when either changed, the server reads the new shell,
// loads the new renderer and forgets the pages it kept, so no page points at files the build
// removed. A file the build added (a new hashed asset) is found on disk when the list of files
// made at start-up does not hold it (`file`); one the build removed answers 404.
import fs from 'node:fs';
import path from 'node:path';

/** What the server makes of one build: the page template, and the renderer's pages. */
type BuildReader<T> = (html: string, version: string) => T;

/** The folder the server renders with and never serves (vite build --ssr). */
const SERVER_ONLY = 'ssr';
/** How long the build on disk is taken as unchanged since it was last looked at. */
const RECHECK_MS = 100;

export class WebBuild<T> {
  private version: string | undefined;
  private current: T | undefined;
  private checkedAt = -Infinity;

  constructor(
    private readonly dir: string,
    private readonly read: BuildReader<T>,
    /** After a rebuild was read: what was kept from the previous one goes. */
    private readonly onRebuild: () => void,
  ) {}

  /**
   * The build on disk now (the first call reads it; a later one looks again once RECHECK_MS have
   * passed). While a rebuild is under way (index.html missing, or not whole), the one read before
   * is served, and a later request looks again.
   */
  now(): T | undefined {
    const at = performance.now();
    if (this.current !== undefined && at - this.checkedAt < RECHECK_MS) return this.current;
    this.checkedAt = at;
    const version = this.versionOnDisk();
    if (version === undefined || version === this.version) return this.current;
    let next: T;
    try {
      next = this.read(fs.readFileSync(path.join(this.dir, 'index.html'), 'utf8'), version);
    } catch (err) {
      // At start-up a broken build stops the server, as before; later it waits for a whole one.
      if (this.current === undefined) throw err;
      return this.current;
    }
    const rebuilt = this.version !== undefined;
    this.version = version;
    this.current = next;
    if (rebuilt) this.onRebuild();
    return next;
  }

  /**
   * The path under the build of a file a request names (`/assets/index-4f2a.js`), when it exists
   * there and may be served: not above the folder, not a dotfile, not the server's renderer.
   */
  file(url: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(url);
    } catch {
      return undefined;
    }
    const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
    const parts = relative.split('/');
    if (decoded.includes('\0') || parts.some((p) => p === '..' || p.startsWith('.'))) return undefined;
    if (parts[0] === SERVER_ONLY) return undefined;
    try {
      return fs.statSync(path.join(this.dir, relative)).isFile() ? relative : undefined;
    } catch {
      return undefined;
    }
  }

  /** index.html's and the renderer's identity on disk (modified time, size, inode), or undefined while index.html is missing. */
  private versionOnDisk(): string | undefined {
    const index = statOf(path.join(this.dir, 'index.html'));
    if (!index) return undefined;
    const renderer = statOf(path.join(this.dir, SERVER_ONLY, 'render-pages.js'));
    return `${index}/${renderer ?? 'none'}`;
  }
}

function statOf(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return undefined;
  }
}
