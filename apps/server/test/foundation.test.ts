import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

const BIG_SCRIPT = `export const words = ${JSON.stringify('booking '.repeat(500))};\n`;

/** A request id the server made: a UUID. */
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describeEachBackend('foundation', (scratch) => {
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = path.join(scratch().dataDir, 'web');
    await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Booklane</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build leaves beside a larger file: brotli and gzip copies (scripts/compress.mjs).
    await fs.writeFile(path.join(webDir, 'assets', 'big-abc123.js'), BIG_SCRIPT);
    await fs.writeFile(path.join(webDir, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
    await fs.writeFile(path.join(webDir, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(BIG_SCRIPT));
    app = await buildApp(scratch().config({ WEB_DIST_DIR: webDir }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers /api/health with the database kind', async () => {
    const res = await checkedInject(app, '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: scratch().backend, realtime: 'local', mail: 'files' });
    // Without one of its own, a request gets a generated id.
    expect(res.headers['x-request-id']).toMatch(REQUEST_ID);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps a sane incoming request id and replaces a hostile one', async () => {
    const kept = await checkedInject(app, { url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await checkedInject(app, {
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(REQUEST_ID);
  });

  it('creates every table with its constraints', async () => {
    const result = await app.ctx.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'businesses', 'services', 'bookings', 'chats', 'messages']),
    );
    // The email must be stored lowercased: the database itself refuses anything else.
    await expect(
      app.ctx.database.db.execute(
        sql`insert into users (name, email, role) values ('A', 'Mixed@Example.com', 'customer')`,
      ),
    ).rejects.toThrow();
    await expect(
      app.ctx.database.db.execute(
        sql`insert into users (name, email, role) values ('A', 'a@example.com', 'admin')`,
      ),
    ).rejects.toThrow();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await checkedInject(app, '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', error: 'not_found' });
  });

  it('answers a path that is not valid URL encoding like any unknown path: JSON 404, security headers, request id', async () => {
    const normal = await checkedInject(app, '/api/health');
    const securityHeaders = Object.keys(normal.headers).filter(
      (name) =>
        /^(content-security-policy|x-|cross-origin-|referrer-policy|origin-agent-cluster)/.test(name) &&
        name !== 'x-request-id',
    );
    expect(securityHeaders).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-content-type-options']),
    );
    for (const url of [
      '/api/businesses/u/%E0%A4%A',
      '/api/businesses/u/%ZZ',
      `/api/businesses/u/${'a'.repeat(600)}`,
      '/%E0%A4%A',
      '/some-page/%ZZ',
    ]) {
      const res = await checkedInject(app, { url, headers: { 'x-request-id': 'bad-url-1' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ message: 'Not found', error: 'not_found' });
      expect(res.headers['x-request-id'], url).toBe('bad-url-1');
      for (const name of securityHeaders)
        expect(res.headers[name], `${url} ${name}`).toBe(normal.headers[name]);
    }
    // Without an id of its own, the answer still carries one.
    const anonymous = await checkedInject(app, { method: 'PUT', url: '/api/bookings/%ZZ/status' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers['x-request-id']).toMatch(REQUEST_ID);
  });

  it('serves the web app with history fallback', async () => {
    // A guest's manage link has a dot in its token: still a page of the app.
    const manage = `/manage/${'3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60'}.${'Abc_-1'.repeat(7)}x`;
    for (const url of ['/', '/customer/history', '/business/dashboard?tab=services', manage]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    // A business page of no business: the app (its not-found page), answered 404 (docs/decisions/0021).
    const nobody = await app.inject('/some-username');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.headers['content-type']).toContain('text/html');
    expect(nobody.body).toContain('<div id="root">');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await app.inject('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
    expect((await app.inject('/favicon.ico')).statusCode).toBe(404);
  });

  it('sends the pre-compressed copy a browser accepts (brotli, else gzip), else the file itself', async () => {
    const cases = [
      ['br, gzip, deflate', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
      ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
      ['', undefined, (b: Buffer) => b],
    ] as const;
    for (const [accept, encoding, decode] of cases) {
      const res = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decode(res.rawPayload).toString()).toBe(BIG_SCRIPT);
    }
  });

  it('answers malformed JSON with a 400 message, never a 500', async () => {
    // A route that takes a body (there is no POST /api/health: that would be a 404 before any parsing).
    const res = await checkedInject(app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON', error: 'bad_request' });
  });
});

// On disk, as `npm start` keeps it.
describeEachBackend(
  'restart',
  (scratch) => {
    it('keeps data across restarts and does not re-run applied migrations', async () => {
      const first = await buildApp(scratch().config());
      await first.ctx.database.db.execute(
        sql`insert into users (name, email, role) values ('Ada', 'ada@example.com', 'customer')`,
      );
      const migrationsBefore = await countMigrations(first);
      await first.close();

      const second = await buildApp(scratch().config());
      const rows = await second.ctx.database.db.execute(
        sql`select name from users where email = 'ada@example.com'`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
      expect(await countMigrations(second)).toBe(migrationsBefore);
      await second.close();
    });
  },
  { onDisk: true },
);

async function countMigrations(app: FastifyInstance): Promise<number> {
  const res = await app.ctx.database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('configuration', () => {
  it('fails with one clear line when PostgreSQL cannot be reached', async () => {
    const { loadConfig } = await import('../src/config/env');
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/booklane-unused',
      DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/nothing',
      JWT_SECRET: 'x'.repeat(40),
    });
    await expect(buildApp(config)).rejects.toThrow(
      /Cannot reach PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1/,
    );
  });

  it('rejects invalid variables with their names', async () => {
    const { loadConfig } = await import('../src/config/env');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    for (const bad of ['foo', '10.0.0.0/33', '1.2.3.4,nginx', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^Invalid configuration: TRUST_PROXY: /);
    }
    for (const [good, trustProxy] of [
      ['loopback', ['loopback']],
      ['127.0.0.1', ['127.0.0.1']],
      ['10.0.1.0/24, uniquelocal', ['10.0.1.0/24', 'uniquelocal']],
      ['::1', ['::1']],
      ['fd00::/8', ['fd00::/8']],
      ['true', true],
      ['false', false],
    ] as const) {
      expect(loadConfig({ TRUST_PROXY: good }).trustProxy, good).toEqual(trustProxy);
    }
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describeEachBackend('cross-origin requests', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      scratch().config({ PUBLIC_URL: 'https://booklane.example', CORS_ORIGINS: 'https://partner.example' }),
    );
  });
  afterAll(async () => app?.close());

  it('grants CORS to the public origin and listed origins only', async () => {
    for (const origin of ['https://booklane.example', 'https://partner.example']) {
      const res = await checkedInject(app, { url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    }
    const foreign = await checkedInject(app, {
      url: '/api/businesses',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await checkedInject(app, {
      method: 'OPTIONS',
      url: '/api/users/profile',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
