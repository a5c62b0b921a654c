import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPublicUrl, isPublicAddress, outboundRequest, OutboundError } from './public-http';

let server: Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 2_000).unref();
      return;
    }
    if (req.url === '/big') {
      res.end('x'.repeat(10_000));
      return;
    }
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/echo' }).end();
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body, agent: req.headers['user-agent'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const bounds = { timeoutMs: 1_000, maxBytes: 1_000, allowPrivate: true };

async function failure(run: Promise<unknown>): Promise<string> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return (err as OutboundError).reason;
}

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['not an address', false],
  ])('%s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('outboundRequest', () => {
  it('posts a body and reads the answer', async () => {
    const answer = await outboundRequest(`${base}/echo`, { ...bounds, method: 'POST', body: '{"a":1}' });
    expect(answer.status).toBe(200);
    expect(answer.headers.etag).toBe('"v1"');
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      agent: 'Booklane/1',
    });
  });

  it('refuses loopback, private and metadata addresses unless allowed', async () => {
    expect(await failure(outboundRequest(`${base}/echo`, { ...bounds, allowPrivate: false }))).toBe(
      'private-address',
    );
    expect(await failure(outboundRequest('http://localhost/x', { ...bounds, allowPrivate: false }))).toBe(
      'private-address',
    );
    expect(
      await failure(outboundRequest('http://169.254.169.254/latest', { ...bounds, allowPrivate: false })),
    ).toBe('private-address');
    expect(await failure(outboundRequest('http://[::1]/', { ...bounds, allowPrivate: false }))).toBe(
      'private-address',
    );
    expect(await failure(assertPublicUrl('http://127.0.0.1/hook', false))).toBe('private-address');
    expect(await failure(assertPublicUrl('ftp://example.com/x', false))).toBe('invalid-url');
    // Ports of databases and caches, and low ports but the web's, are not asked either.
    expect(await failure(assertPublicUrl('http://8.8.8.8:6379/', false))).toBe('invalid-url');
    expect(await failure(assertPublicUrl('http://8.8.8.8:22/', false))).toBe('invalid-url');
    await expect(assertPublicUrl('http://127.0.0.1/hook', true)).resolves.toBeUndefined();
  });

  it('gives up after its time', async () => {
    expect(await failure(outboundRequest(`${base}/slow`, { ...bounds, timeoutMs: 200 }))).toBe('timeout');
  });

  it('refuses a body over the limit, or keeps its start when asked', async () => {
    expect(await failure(outboundRequest(`${base}/big`, bounds))).toBe('too-large');
    const cut = await outboundRequest(`${base}/big`, { ...bounds, truncate: true, maxBytes: 10 });
    expect(cut.body.toString()).toBe('x'.repeat(10));
  });

  it('follows redirects only when asked', async () => {
    expect((await outboundRequest(`${base}/redirect`, bounds)).status).toBe(302);
    const followed = await outboundRequest(`${base}/redirect`, { ...bounds, maxRedirects: 2 });
    expect(JSON.parse(followed.body.toString())).toMatchObject({ url: '/echo' });
  });

  it('says when nothing answers', async () => {
    expect(await failure(outboundRequest('http://127.0.0.1:9/', bounds))).toBe('unreachable');
  });
});
