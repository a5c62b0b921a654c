// The business page and the directory rendered on the server (issue 37): their HTML carries the
// business, its services with their prices, or the directory's first results, and the answers the
// browser hydrates from, before any script runs; each is kept as ready bytes (ETag, 304, compressed
// once) and a write that changes what it shows drops it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';
import { multipartFile, PNG_1PX } from './helpers/multipart';
import { webShell } from './helpers/web-shell';

const WEB = path.resolve(import.meta.dirname, '../../web');
const VITE = path.resolve(import.meta.dirname, '../../../node_modules/vite/bin/vite.js');
// The build's stylesheet: rules for what a business page has (a heading, the app's classes) and
// for what it never has.
const web = webShell({
  stylesheet: [
    'h1{letter-spacing:1px}.sr-only{position:absolute}.never-on-a-page{color:red}marquee{color:blue}',
    // As Tailwind writes them: initial values of its variables, and spacing between children.
    '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ':where(.space-y-6>:not(:last-child)){margin-block-start:24px}',
  ].join(''),
});

beforeAll(async () => {
  // The renderer as `npm run build` makes it (vite build --ssr), into the shell's ssr/ folder: a
  // few seconds.
  await promisify(execFile)(
    process.execPath,
    [VITE, 'build', '--ssr', '--outDir', path.join(web.dir, 'ssr'), '--emptyOutDir', '--logLevel', 'error'],
    { cwd: WEB },
  );
}, 60_000);
afterAll(() => web.remove());

/** The page's data for the browser (the <script type="application/json">). */
function pageState(html: string) {
  const json = /<script type="application\/json" id="booklane-page-state">(.*?)<\/script>/s.exec(html)?.[1];
  return json
    ? (JSON.parse(json) as { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } })
    : null;
}

describeEachBackend('the business page rendered on the server', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      scratch().config({ RATE_LIMITS: 'off', PUBLIC_URL: 'https://book.example', WEB_DIST_DIR: web.dir }),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('carries the business, its services with prices, and the data the browser hydrates from', async () => {
    const { owner, business } = await createBusiness(app, {
      name: 'Luxe Hair Studio',
      description: 'Cuts and colour <b>since 1999</b>',
    });
    const cut = await createService(app, owner, business._id, { name: "Women's Haircut", price: 65 });
    await createService(app, owner, business._id, { name: 'Beard Trim', price: 18.5, duration: 15 });
    await createService(app, owner, business._id, { name: 'Secret Offline Service', isActive: false });

    const res = await app.inject({ url: `/${business.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const root = /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(html)?.[1] ?? '';
    expect(root).toContain('Luxe Hair Studio</h1>');
    // Typed text stays text: escaped, never markup.
    expect(root).toContain('Cuts and colour &lt;b&gt;since 1999&lt;/b&gt;');
    expect(root).toContain('Women&#x27;s Haircut');
    expect(root).toContain('$65.00');
    expect(root).toContain('Beard Trim');
    expect(root).toContain('$18.50');
    expect(root).toMatch(/15(<!-- -->)? minutes/);
    expect(root).not.toContain('Secret Offline Service');
    // Without script, Book leads to the page that opens that service's booking.
    expect(root).toContain(`action="/${business.username}"`);
    expect(root).toContain(`name="book" value="${cut._id}"`);
    expect(root).toContain('No reviews yet');

    // The answers it was rendered from travel in the page, under the keys the app reads.
    const state = pageState(html);
    const keys = state?.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['business', 'username', business.username]),
        JSON.stringify(['services', 'business', business._id]),
      ]),
    );
    // The head is still the page's own.
    expect(html).toContain('<title>Luxe Hair Studio · Booklane</title>');
  });

  it('paints with the rules its elements use, inline, and links the whole stylesheet after its content', async () => {
    const { business } = await createBusiness(app, { name: 'Styled Salon' });
    const html = (await app.inject({ url: `/${business.username}` })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? '';
    expect(inline).toMatch(/h1\s*\{\s*letter-spacing:\s*1px/);
    expect(inline).not.toContain('never-on-a-page');
    // Each rule a browser reads as written: Tailwind's variables start with their initial values,
    // and the page's sections keep their spacing, before the whole file comes.
    expect(inline).toContain(
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property',
    );
    expect(inline).not.toMatch(/\};/);
    expect(inline).toContain(':where(.space-y-6>:not(:last-child)){margin-block-start:24px}');
    expect(inline).not.toContain('marquee');
    // The head waits for no stylesheet; the whole file comes after the page's content and data.
    expect(head).not.toContain('rel="stylesheet"');
    const link = html.indexOf('href="/assets/index-abc.css"');
    expect(link).toBeGreaterThan(html.indexOf('id="booklane-page-state"'));
    expect(link).toBeLessThan(html.indexOf('</body>'));
  });

  it('is kept as ready bytes (304 on a repeat) until a change of what it shows', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Kept Barbers' });
    const service = await createService(app, owner, business._id, { name: 'Skin Fade', price: 30 });

    const first = await app.inject({ url: `/${business.username}` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ url: `/${business.username}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A HEAD (a link checker, a crawler) is answered from the kept page too: its headers, no body.
    const head = await app.inject({ method: 'HEAD', url: `/${business.username}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');

    const changed = await client(app).request('PUT', `/api/services/${service._id}`, {
      token: owner.token,
      body: { price: 35 },
    });
    expect(changed.statusCode).toBe(200);
    const after = await app.inject({ url: `/${business.username}`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('$35.00');
    expect(after.body).not.toContain('$30.00');
  });

  it('carries the photos and the next free time, and a photo change drops the kept page', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Pictured Salon' });
    await createService(app, owner, business._id, { name: 'Blow Dry', price: 25 });
    const file = multipartFile('photo', 'salon.png', 'image/png', PNG_1PX);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/uploads/business/${business._id}/photos`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const photo = uploaded.json<{ _id: string; files: Array<{ avif: string }> }>();

    const first = await app.inject({ url: `/${business.username}` });
    expect(first.body).toContain(`${photo.files[0]!.avif} 1w`);
    expect(first.body).toContain('Next free: ');
    const keys = pageState(first.body)?.queries.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['business-photos']));

    const removed = await client(app).request('DELETE', `/api/business-photos/${photo._id}`, {
      token: owner.token,
    });
    expect(removed.statusCode).toBe(200);
    const after = await app.inject({
      url: `/${business.username}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain(photo.files[0]!.avif);
  });

  it('is sent compressed to a browser that accepts it, the same page', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Compressed Nails' });
    await createService(app, owner, business._id, { name: 'Gel Polish', price: 40 });

    const plain = await app.inject({ url: `/${business.username}` });
    const br = await app.inject({ url: `/${business.username}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await app.inject({ url: `/${business.username}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // A repeat visit holding the compressed copy gets 304.
    const again = await app.inject({
      url: `/${business.username}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('renders the directory with its first results as links, kept until a change of the directory', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Aaa First Listed & Co' });
    await createService(app, owner, business._id, { name: 'Consultation', price: 20 });

    const first = await app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    const root = /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(first.body)?.[1] ?? '';
    expect(root).toContain('Explore Businesses</h1>');
    expect(root).toContain('Aaa First Listed &amp; Co</h3>');
    expect(root).toContain(`href="/${business.username}"`);
    // The first page travels in the page, under the key the directory reads without filters.
    const state = pageState(first.body);
    const directory = state?.queries.queries.find((q) => q.queryKey[1] === 'directory');
    expect(directory?.queryKey).toEqual(['businesses', 'directory', '', '', '']);
    expect(first.body).toContain('<title>Booklane');

    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    // A business that becomes listed (its first active service) shows at once.
    const second = await createBusiness(app, { name: 'Aab Second Listed' });
    await createService(app, second.owner, second.business._id, { name: 'Check-up', price: 10 });
    const after = await app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Aab Second Listed</h3>');
  });

  it('renders a directory search as the form sends it without the script: only the matches', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Zed Barbers Search' });
    await createService(app, owner, business._id, { name: 'Beard trim', price: 15 });
    const other = await createBusiness(app, { name: 'Zed Dental Search' });
    await createService(app, other.owner, other.business._id, { name: 'Check-up', price: 40 });

    // What the search form sends (its fields' names, the empty ones too).
    const res = await app.inject({ url: '/?q=Zed+Barbers&category=&sort=' });
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">(.*?)<\/div><script type="application\/json"/s.exec(res.body)?.[1] ?? '';
    expect(root).toContain('Zed Barbers Search</h3>');
    expect(root).not.toContain('Zed Dental Search');
    // The search box holds what was searched, and the results travel under the key the app reads.
    expect(root).toMatch(/<input[^>]*name="q"[^>]*value="Zed Barbers"/);
    const directory = pageState(res.body)?.queries.queries.find((q) => q.queryKey[1] === 'directory');
    expect(directory?.queryKey).toEqual(['businesses', 'directory', 'Zed Barbers', '', '']);

    // A filter the address gets wrong is left out, as the app leaves it out.
    const odd = await app.inject({ url: '/?q=Zed+Dental&category=not-a-category&minPrice=-3' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('Zed Dental Search</h3>');
  });

  it('answers 404 without rendering for a business that does not exist', async () => {
    const res = await app.inject({ url: '/no-such-business-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
