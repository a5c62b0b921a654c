// The web app rebuilt while the server runs (issue 38): within a moment (the server looks at the
// build on disk at most every tenth of a second) the pages come from the new build's shell and its
// renderer and point at its files, which are served; the files the rebuild removed
// are gone, and no page kept from the old build is sent again.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBusiness } from './helpers/api';
import { createScratch, type Scratch } from './helpers/backends';

const shell = (script: string) =>
  `<!doctype html><html lang="en"><head><title>Booklane</title><script type="module" src="/assets/${script}"></script></head><body><div id="root"></div></body></html>`;

describe('a rebuild of the web app while the server runs', () => {
  let scratch: Scratch;
  let app: FastifyInstance;
  let webDir: string;

  /**
   * What `vite build` does to the folder: empties it, then writes the new files, and the server's
   * page renderer (here one that names its build in the page).
   */
  const build = async (script: string, code: string) => {
    await fs.rm(webDir, { recursive: true, force: true });
    await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDir, 'assets', script), code);
    await fs.writeFile(path.join(webDir, 'index.html'), shell(script));
    await fs.mkdir(path.join(webDir, 'ssr'), { recursive: true });
    await fs.writeFile(
      path.join(webDir, 'ssr', 'render-pages.js'),
      `const page = (what) => ({ html: '<p>' + what + ' by ${script}</p>', state: '' });
export default {
  renderBusinessPage: async (_path, data) => page(data.business.name),
  directoryRead: (search) => ({ location: '/' + (search ? '?' + search : ''), read: '/api/directory' }),
  renderDirectoryPage: async () => page('The directory'),
};
`,
    );
  };

  beforeAll(async () => {
    scratch = await createScratch('pglite');
    webDir = path.join(scratch.dataDir, 'web');
    await build('index-old111.js', 'console.log("old")');
    app = await buildApp(scratch.config({ WEB_DIST_DIR: webDir }));
  });
  afterAll(async () => {
    await app?.close();
    await scratch?.dispose();
  });

  /** The page at `url` once it holds `text` (the server looks at the disk again within 100 ms). */
  const pageWith = async (url: string, text: string) => {
    await expect
      .poll(async () => (await app.inject({ url })).body, { timeout: 2_000, interval: 20 })
      .toContain(text);
    return app.inject({ url });
  };

  it('serves the new build within a moment, without a restart', async () => {
    const before = await app.inject({ url: '/customer/dashboard' });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('/assets/index-old111.js');
    expect((await app.inject({ url: '/assets/index-old111.js' })).body).toBe('console.log("old")');

    await build('index-new222.js', 'console.log("new")');

    const after = await pageWith('/customer/dashboard', '/assets/index-new222.js');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('/assets/index-new222.js');
    expect(after.body).not.toContain('index-old111');
    // The new build's file, which did not exist when the server started, is served as the build's
    // files are (hashed: kept for a year).
    const script = await app.inject({ url: '/assets/index-new222.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log("new")');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'HEAD', url: '/assets/index-new222.js' })).statusCode).toBe(200);
    // And in the compressed copy the build wrote beside it, to a browser that takes it.
    await fs.writeFile(
      path.join(webDir, 'assets', 'index-new222.js.br'),
      zlib.brotliCompressSync('console.log("new")'),
    );
    const compressed = await app.inject({
      url: '/assets/index-new222.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("new")');
    // The old build's file is gone with it.
    expect((await app.inject({ url: '/assets/index-old111.js' })).statusCode).toBe(404);
  });

  it("renders a business's page with the new build's renderer, and sends no page kept from the old one", async () => {
    const { business } = await createBusiness(app, { name: 'Rebuilt Salon' });
    const page = async () => (await app.inject({ url: `/${business.username}` })).body;
    await build('index-first4.js', 'console.log("first")');
    await pageWith(`/${business.username}`, '<p>Rebuilt Salon by index-first4.js</p>');
    // Kept: the same bytes again.
    expect(await page()).toContain('<p>Rebuilt Salon by index-first4.js</p>');

    await build('index-second.js', 'console.log("second")');
    const after = (await pageWith(`/${business.username}`, 'index-second.js')).body;
    expect(after).toContain('<p>Rebuilt Salon by index-second.js</p>');
    expect(after).toContain('/assets/index-second.js');
  });

  it('keeps serving the last whole build while a rebuild is under way', async () => {
    await build('index-whole3.js', 'console.log("whole")');
    await pageWith('/', '/assets/index-whole3.js');
    // vite emptied the folder and has not written index.html yet.
    await fs.rm(path.join(webDir, 'index.html'));
    // Long enough for the server to look at the disk again and find no index.html.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const during = await app.inject({ url: '/customer/dashboard' });
    expect(during.statusCode).toBe(200);
    expect(during.body).toContain('/assets/index-whole3.js');
  });

  it('serves nothing outside the build, nor the server renderer, through the files it adds', async () => {
    await fs.mkdir(path.join(webDir, 'ssr'), { recursive: true });
    await fs.writeFile(path.join(webDir, 'ssr', 'secret.js'), 'server only');
    await fs.writeFile(path.join(webDir, '.env'), 'SECRET=1');
    for (const url of [
      '/ssr/secret.js',
      '/.env',
      '/..%2f..%2fetc%2fpasswd.txt',
      '/assets/%2e%2e/%2e%2e/x.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('server only');
      expect(res.body).not.toContain('SECRET');
    }
  });
});
