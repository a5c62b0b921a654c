// Embedding the booking on other sites (decisions.md 9.5, docs/decisions/0039): the embed page
// `/embed/{username}` may be framed by any site, every other page and answer refuses frames, and
// the script `/embed.js` loads from anywhere.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { webShell } from './helpers/web-shell';

// Over 1 KB, as the real one: the build writes compressed copies beside it (served as they are).
const EMBED_JS = `(function () { /* the embed script${' '.repeat(1200)} */ })();\n`;

/** What a browser concludes from an answer's headers: may another site frame it? */
function frameableByOthers(res: LightMyRequestResponse): boolean {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const ancestors = /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(csp)?.[1]?.trim();
  return ancestors === '*' && res.headers['x-frame-options'] === undefined;
}

describeEachBackend('embedding', (scratch) => {
  let app: FastifyInstance;
  let username: string;
  const web = webShell();
  fs.writeFileSync(path.join(web.dir, 'embed.js'), EMBED_JS);
  fs.writeFileSync(path.join(web.dir, 'embed.js.gz'), zlib.gzipSync(EMBED_JS));

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', WEB_DIST_DIR: web.dir }));
    username = (await createBusiness(app, { name: 'Framed Barbers' })).business.username;
  });
  afterAll(async () => {
    await app?.close();
    web.remove();
  });

  it("lets any site frame a business's embed page, which is the app with the business's head", async () => {
    for (const url of [`/embed/${username}`, `/embed/${username}/`, `/embed/${username}?mode=inline`]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(frameableByOthers(res), url).toBe(true);
      // The rest of the policy is the app's own.
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Framed Barbers · Booklane</title>');
      // Search engines find the business's own page, not its embed.
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    // An unknown business: the app's not-found content, inside the frame all the same.
    const unknown = await app.inject({ url: '/embed/nobody-here-at-all' });
    expect(unknown.statusCode).toBe(404);
    expect(frameableByOthers(unknown)).toBe(true);
  });

  it('keeps every other page and answer from being framed', async () => {
    for (const url of [
      '/',
      `/${username}`,
      '/business/dashboard',
      '/embed',
      `/embed/${username}/more`,
      '/api/businesses',
      '/api/users/profile',
      '/no/such/page',
      '/robots.txt',
      '/embed.js',
    ]) {
      const res = await app.inject({ url });
      expect(frameableByOthers(res), url).toBe(false);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBeDefined();
    }
  });

  it('serves /embed.js to any site: cross-origin, JavaScript, cached briefly', async () => {
    const res = await app.inject({ url: '/embed.js', headers: { origin: 'https://some-salon.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(EMBED_JS);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=300');

    // The compressed copy is the same script, with the same headers.
    const gzipped = await app.inject({
      url: '/embed.js',
      headers: { origin: 'https://some-salon.example', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(EMBED_JS);
    expect(gzipped.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gzipped.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(gzipped.headers['access-control-allow-origin']).toBe('*');

    // Other files keep the same-origin policy.
    const shell = await app.inject({ url: '/index.html' });
    expect(shell.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(shell.headers['access-control-allow-origin']).toBeUndefined();
  });
});
