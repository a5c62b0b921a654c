// Public pages as crawlers and link previews see them, before any script runs (docs/decisions/0021):
// each page's own title, description, canonical address, Open Graph and Twitter tags, and JSON-LD
// that a schema.org validator accepts; 404 for a business that does not exist; the sitemap and
// robots.txt; the generated preview card.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { businessInput, client, createBusiness } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createListedBusiness, createService } from './helpers/bookings';
import { webShell } from './helpers/web-shell';

const PUBLIC_URL = 'https://book.example';

/** The sitemaps.org 0.9 schema (a copy of https://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd). */
const SITEMAP_XSD = fs.readFileSync(new URL('./fixtures/sitemap.xsd', import.meta.url), 'utf8');

/** libxml2's verdict on a sitemap, against the sitemaps.org schema. */
async function sitemapSchemaErrors(xml: string) {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: { fileName: 'sitemap.xsd', contents: SITEMAP_XSD },
  });
  return result.errors.map((e) => e.rawMessage);
}

/** The schema.org vocabulary (schemaorg-jsonld) in the shape the validator reads. */
function schemaOrgVocabulary() {
  const expanded = createRequire(import.meta.url)('schemaorg-jsonld/schema.json') as Array<
    Record<string, unknown> & { '@id': string; '@type'?: string[] }
  >;
  const S = 'http://schema.org/';
  const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
  const ids = (value: unknown) =>
    ((value as Array<{ '@id': string }> | undefined) ?? []).map((v) => ({ '@id': v['@id'] }));
  return {
    '@graph': expanded.map((entry) => {
      const types = entry['@type'] ?? [];
      if (types.includes(`${RDFS}Class`))
        return {
          '@id': entry['@id'],
          '@type': 'rdfs:Class',
          'rdfs:subClassOf': ids(entry[`${RDFS}subClassOf`]),
        };
      if (types.includes('http://www.w3.org/1999/02/22-rdf-syntax-ns#Property'))
        return {
          '@id': entry['@id'],
          '@type': 'rdf:Property',
          'schema:domainIncludes': ids(entry[`${S}domainIncludes`]),
        };
      return { '@id': entry['@id'], '@type': 'other' };
    }),
  };
}

const extract = (html: string) =>
  new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html) as {
    jsonld: Record<string, Array<Record<string, unknown>>>;
    metatags: Record<string, string[]>;
  };

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describeEachBackend('public pages for crawlers and link previews', (scratch) => {
  let app: FastifyInstance;
  const web = webShell();
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', PUBLIC_URL, WEB_DIST_DIR: web.dir }));
  });
  afterAll(async () => {
    await app?.close();
    web.remove();
  });

  it('serves a business page with its own head: title, preview tags, and schema.org data a validator accepts', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Luxe Hair Studio', category: 'salon' });
    await createService(app, owner, business._id, {
      name: "Women's Haircut",
      price: 65,
      description: 'Wash and cut',
    });
    await createService(app, owner, business._id, { name: 'Hidden', isActive: false });
    const closure = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await client(app).request('PUT', `/api/businesses/${business._id}/date-overrides`, {
      token: owner.token,
      body: { dateOverrides: [{ date: closure, closed: true }] },
    });

    const res = await app.inject({ url: `/${business.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-abc.js');
    expect(title(html)).toBe('Luxe Hair Studio · Booklane');
    expect(meta(html, 'property', 'og:title')).toBe('Luxe Hair Studio · Booklane');
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/${business.username}`);
    expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/og/${business.username}.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/${business.username}" />`);
    // One title and one description: the shell's own are replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const data = extract(html);
    const [salon] = data.jsonld.HairSalon ?? [];
    expect(salon).toMatchObject({
      name: 'Luxe Hair Studio',
      url: `${PUBLIC_URL}/${business.username}`,
      telephone: business.phone,
      address: { '@type': 'PostalAddress', streetAddress: business.address },
    });
    // The default hours: Monday to Friday 09:00-17:00.
    expect(salon?.openingHoursSpecification).toHaveLength(5);
    expect(salon?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '17:00',
    });
    expect(salon?.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: closure,
        validThrough: closure,
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(salon?.makesOffer).toEqual([
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: "Women's Haircut", description: 'Wash and cut' },
        price: '65.00',
        priceCurrency: 'USD',
      },
    ]);
    expect(await new Validator(schemaOrgVocabulary()).validate(data)).toEqual([]);
  });

  it('answers 404 with the app for a business that does not exist, by name and by id', async () => {
    const res = await app.inject({ url: '/nobody-here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(title(res.body)).toBe('Business not found · Booklane');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(
      (await app.inject({ url: '/customer/business/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/customer/business/not-an-id' })).statusCode).toBe(404);
    // Pages of the app itself are no businesses.
    for (const page of ['/login', '/customer/dashboard', '/business/login', '/manage/abc.def']) {
      expect((await app.inject({ url: page })).statusCode, page).toBe(200);
    }
  });

  it('answers 404 with the app for an address that is no page of it', async () => {
    for (const path of [
      '/customer/foo/bar',
      '/customer/nope',
      '/business/nope/x',
      '/business/dashboard/extra',
      '/luxe-hair/services',
      '/a/b/c',
    ]) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
      expect(title(res.body)).toBe('Page not found · Booklane');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    // A single segment no business may take, and no page has: nothing there either.
    for (const path of ['/customer', '/business', '/manage', '/apiary']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
    // A trailing slash is the same page; a missing asset stays a plain 404.
    expect((await app.inject({ url: '/customer/dashboard/' })).statusCode).toBe(200);
    const asset = await app.inject({ url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
    // The API's own addresses answer as the API does, not with the app.
    for (const path of ['/api', '/api/nothing-here']) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('application/json');
    }
  });

  it('points the page by id at the business page, and gives the directory its own head', async () => {
    const { business } = await createBusiness(app);
    const byId = await app.inject({ url: `/customer/business/${business._id}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/${business.username}" />`);
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(title(home.body)).toBe('Booklane · Book local businesses');
    expect(extract(home.body).jsonld.WebSite).toHaveLength(1);
  });

  it('keeps names inert in the head, whatever they hold', async () => {
    const hostile = '</title><script>alert(1)</script> "Quoted" & <b>';
    const { business } = await createBusiness(app, {
      name: hostile,
      description: '</script><script>alert(2)</script>',
    });
    const html = (await app.inject({ url: `/${business.username}` })).body;
    expect(html).not.toContain('<script>alert');
    expect(title(html)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; &amp; &lt;b&gt; · Booklane',
    );
    const [data] = Object.values(extract(html).jsonld).flat();
    expect(data?.name).toBe(hostile);
  });

  it('lists every business page in the sitemap, new ones at once, and keeps private areas out of robots.txt', async () => {
    // Listed once it has a live service (decisions.md 9.2); without one, not at all.
    const unlisted = await createBusiness(app);
    const first = await createListedBusiness(app);
    const sitemap = async () => {
      const res = await app.inject({ url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      return res.body;
    };
    const before = await sitemap();
    expect(before).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(before).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    // Its last change: the newest of the business and its services (its service, added after it).
    expect(before).toContain(
      `<url><loc>${PUBLIC_URL}/${first.business.username}</loc><lastmod>${String(first.service.updatedAt)}</lastmod></url>`,
    );
    expect(before).not.toContain(`<loc>${PUBLIC_URL}/${unlisted.business.username}</loc>`);
    const second = await createListedBusiness(app, { username: businessInput().username });
    expect(await sitemap()).toContain(`<loc>${PUBLIC_URL}/${second.business.username}</loc>`);
    const everyBusiness = (await client(app).request('GET', '/api/businesses')).json<
      Array<{ username: string }>
    >();
    const listed = await sitemap();
    for (const b of everyBusiness) expect(listed).toContain(`<loc>${PUBLIC_URL}/${b.username}</loc>`);
    expect(await sitemapSchemaErrors(listed)).toEqual([]);
    // The check can fail: a sitemap with an element the schema does not know is refused.
    expect(
      await sitemapSchemaErrors(listed.replace('<lastmod>', '<changed>').replace('</lastmod>', '</changed>')),
    ).not.toEqual([]);

    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    for (const line of [
      'Disallow: /api/',
      'Disallow: /customer/',
      'Disallow: /business/',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(robots.body).toContain(line);
    }
  });

  it('draws a 1200 x 630 preview card for a business without a logo', async () => {
    const { business } = await createBusiness(app);
    const res = await app.inject({ url: `/og/${business.username}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await app.inject({ url: '/og/nobody-here.png' })).statusCode).toBe(404);
  });

  it('keeps control characters out of names, and still draws a card for a name stored with them', async () => {
    const { owner, business } = await createBusiness(app);
    const renamed = await client(app).request('PUT', `/api/businesses/${business._id}`, {
      token: owner.token,
      body: { ...business, name: 'Tab\there\u0000 and\nthere', address: 'Line one\r\nLine two' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Tab here  and there', address: 'Line one Line two' });
    // A name stored before the rule: drawn all the same (no 500).
    await app.ctx.database.db.execute(
      sql`update businesses set name = ${'Old\u0001name\u001b[31m'} where id = ${business._id}`,
    );
    const card = await app.inject({ url: `/og/${business.username}.png` });
    expect(card.statusCode).toBe(200);
  });
});
