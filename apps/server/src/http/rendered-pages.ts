// The business page and the directory rendered on the server (issue 37): the web app's own
// components, rendered by React (apps/web/src/ssr, built into the web dist's ssr/ folder) from the
// answers the API gives a visitor who is not signed in, read through the app itself (so from the
// public read cache, and checked against the contract). The page, with those answers in it for the
// browser to hydrate from, is kept in the same cache as the answers and dropped by the same writes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileSheet, type CompiledSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { REVIEWS_PAGE_SIZE } from '@booklane/shared/domain';
import {
  BOOK_PARAM,
  type BusinessPageData,
  type PageRenderer,
  type PageView,
  type RenderedPage,
} from '@booklane/shared/pages';
import { idSchema, type DirectoryPage } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock';
import type { PageBusiness } from '../modules/pages/pages.service';
import {
  businessPageTags,
  DIRECTORY_FREE_PAGE_TAGS,
  DIRECTORY_PAGE_TAGS,
  type ReadyBody,
} from './public-cache';

/** apps/web/src/ssr/render-pages.tsx, as built. */
const DIRECTORY = '/';

/**
 * What a rendered page's stylesheets become (docs/decisions/0048): the rules its own elements use,
 * inline in its head (it paints as soon as it has arrived, not a round trip later), and the whole
 * file linked at the end of its body, for what the app shows next (a dialog, another page). Made
 * by beasties, which compiles each stylesheet of the build once (the first page rendered) and then
 * scans each page once, when it is rendered; pages made of the same elements share their result.
 * A file that cannot be read, or whose text could end the element, stays a link in the head.
 */
export function criticalStylesheets(webDistDir: string): (page: string) => string {
  let run: ((page: string) => string) | undefined;
  return (page) => {
    run ??= stylesheetProcessor(webDistDir, page);
    return run(page);
  };
}

function stylesheetProcessor(webDistDir: string, page: string): (page: string) => string {
  const sheets: CompiledSheet[] = [];
  for (const [, href] of page.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    let css: string;
    try {
      css = fs.readFileSync(path.join(webDistDir, href!), 'utf8');
    } catch {
      continue;
    }
    if (css.toLowerCase().includes('</style')) continue;
    sheets.push(withBlocksClosed(compileSheet(css, { href: href!, allowRules: WRAPPED_SELECTORS })));
  }
  if (sheets.length === 0) return (html) => html;
  return createProcessor(sheets, { preload: 'body' }).process;
}

/**
 * Selectors wrapped whole in `:where()` or `:is()`, which beasties 0.5.4 drops as never matching:
 * Tailwind writes `space-y-*` and `divide-*` (`:where(.space-y-6>:not(:last-child))`) and the
 * `peer-*` and `group-*` variants that way. Always inline (a few dozen rules): without them the
 * page is laid out tighter until the whole stylesheet arrives.
 */
const WRAPPED_SELECTORS = [/^:(?:where|is)\(/];

/**
 * beasties 0.5.4 ends every at-rule without nested rules with a `;`, blocks too: `@property
 * --tw-border-style{...};`. Before the next rule that `;` makes it invalid, so a browser drops every
 * `@property` but the first, and with them Tailwind's initial values (no border style, no shadow
 * until the whole stylesheet arrives: the page shifts). A block keeps its closing brace alone.
 */
function withBlocksClosed(sheet: CompiledSheet): CompiledSheet {
  for (const rule of sheet.rules) if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  return sheet;
}

/**
 * The renderer of the built web app, or undefined when the build has none. Loaded at its first
 * page, not with the app: an app that never renders a page (most of the test suite's) does not
 * pay for loading React's server renderer and the app's components.
 */
export function loadRenderer(webDistDir: string, build = ''): (() => Promise<PageRenderer>) | undefined {
  const file = path.join(webDistDir, 'ssr', 'render-pages.js');
  if (!fs.existsSync(file)) return undefined;
  // Each build (web-build.ts) imports its own copy: Node keeps a module per address.
  const href = `${pathToFileURL(file).href}${build ? `?build=${encodeURIComponent(build)}` : ''}`;
  let loaded: Promise<PageRenderer> | undefined;
  return () => (loaded ??= import(href).then((module: { default: PageRenderer }) => module.default));
}

/** What of a business page's `url` is rendered: its path, and `?book={serviceId}` (any other query is the app's). */
function businessLocation(url: string): string {
  const [pathname = '/', query = ''] = url.split('?', 2);
  const book = new URLSearchParams(query).get(BOOK_PARAM);
  return book && idSchema.safeParse(book).success ? `${pathname}?${BOOK_PARAM}=${book}` : pathname;
}

/**
 * What of `url` is rendered, or undefined when the server does not render it: the directory with
 * its query as the address has it (its filters: the search form sends them there before the
 * script runs), else a business page's location.
 */
function rendered(url: string): string | undefined {
  const [pathname = '/'] = url.split('?', 1);
  if (pathname === DIRECTORY) return url;
  return businessLocation(url);
}

/** Whether `url` is the directory, which the server renders with the filters of its query. */
export function isRenderedDirectory(url: string): boolean {
  return url.split('?', 1)[0] === DIRECTORY;
}

/** Where the page of `location` is kept in the public read cache (and rendered once at a time). */
function pageKey(location: string): string {
  return `page ${location}`;
}

export class RenderedPages {
  /** The renders under way, by their page's key, with the write sequence they started at. */
  private readonly inFlight = new Map<string, { since: number; page: Promise<ReadyBody> }>();

  /** The kept page of `url`, if any: sent without asking the database anything. */
  kept(url: string): ReadyBody | undefined {
    const location = rendered(url);
    return location === undefined ? undefined : this.app.publicReads.keptPage(pageKey(location));
  }

  constructor(
    private readonly app: FastifyInstance,
    private readonly renderer: () => Promise<PageRenderer>,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    /** What a page's stylesheets become once it is rendered (`criticalStylesheets`). */
    private readonly styled: (page: string) => string = (page) => page,
  ) {}

  /**
   * The whole page of `business` at `url` (path and query), from `shell` (the index.html with its
   * head, #root empty): rendered, and kept unless a write overtook it. Of the query only `?book={serviceId}` is
   * rendered (the page a Book button leads to before the script runs); any other is left to the app.
   */
  page(business: PageBusiness, url: string, shell: string): Promise<ReadyBody> {
    const location = businessLocation(url);
    return this.once(location, (since) => this.renderBusiness(business, location, shell, since));
  }

  private async renderBusiness(
    business: PageBusiness,
    location: string,
    shell: string,
    since: number,
  ): Promise<ReadyBody> {
    const [found, services, team, reviews, photos, nextFree] = await Promise.all([
      this.read<BusinessPageData['business']>(
        `/api/businesses/u/${encodeURIComponent(business.username.toLowerCase())}`,
      ),
      this.read<BusinessPageData['services']>(`/api/services/business/${business._id}`),
      this.read<BusinessPageData['team']>(`/api/businesses/${business._id}/team-members`),
      this.read<BusinessPageData['reviews']>(
        `/api/businesses/${business._id}/reviews?page=1&limit=${REVIEWS_PAGE_SIZE}`,
      ),
      this.read<BusinessPageData['photos']>(`/api/businesses/${business._id}/photos`),
      this.read<BusinessPageData['nextFree']>(`/api/businesses/${business._id}/next-free`),
    ]);
    const renderer = await this.renderer();
    const page = await renderer.renderBusinessPage(
      location,
      { business: found, services, team, reviews, photos, nextFree },
      this.view(),
    );
    return this.keep(location, shell, page, businessPageTags(business._id), since);
  }

  /**
   * The directory at `url` (`/`, maybe with the filters of a search in its query) from `shell`,
   * with its first page of results as a visitor who is not signed in reads it (`GET
   * /api/directory` with those filters, the app's first request there): rendered, and kept under
   * the address as asked unless a write overtook it. The writes that drop the directory's answers
   * drop it; a search for free times is dropped with the availability answers too.
   */
  directory(url: string, shell: string): Promise<ReadyBody> {
    return this.once(url, (since) => this.renderDirectory(url, shell, since));
  }

  private async renderDirectory(url: string, shell: string, since: number): Promise<ReadyBody> {
    const renderer = await this.renderer();
    const { location, read } = renderer.directoryRead(url.split('?', 2)[1] ?? '');
    const firstPage = await this.read<DirectoryPage>(read);
    const page = await renderer.renderDirectoryPage(location, firstPage, this.view());
    const tags = new URLSearchParams(location.split('?', 2)[1]).has('free')
      ? DIRECTORY_FREE_PAGE_TAGS
      : DIRECTORY_PAGE_TAGS;
    return this.keep(url, shell, page, tags, since);
  }

  /**
   * One render of a page at a time: a request that finds none kept while one is being rendered
   * waits for it, unless a write came since it started (its reads may be older than that write;
   * the request then renders its own). When a kept page ends (its TTL, a write), the visitors who
   * come at that moment share one render instead of each making one.
   */
  private once(location: string, render: (since: number) => Promise<ReadyBody>): Promise<ReadyBody> {
    const key = pageKey(location);
    const since = this.app.publicReads.pageSince();
    const flight = this.inFlight.get(key);
    if (flight && flight.since === since) return flight.page;
    const page = render(since).finally(() => {
      if (this.inFlight.get(key)?.page === page) this.inFlight.delete(key);
    });
    this.inFlight.set(key, { since, page });
    return page;
  }

  private view(): PageView {
    return { now: this.clock().getTime(), origin: this.publicUrl };
  }

  /**
   * `shell` (the index.html with its head, #root empty) with the page in it, compressed once, kept
   * under `location`.
   */
  private keep(
    location: string,
    shell: string,
    { html, state }: RenderedPage,
    tags: readonly string[],
    since: number,
  ): ReadyBody {
    const root = '<div id="root"></div>';
    if (!shell.includes(root)) throw new Error('index.html has no empty #root to render into');
    const body = Buffer.from(this.styled(shell.replace(root, () => `<div id="root">${html}</div>${state}`)));
    return this.app.publicReads.keepPage(pageKey(location), body, tags, since);
  }

  /** A public read as an anonymous visitor's browser makes it. */
  private async read<T>(url: string): Promise<T> {
    const answer = await this.app.inject({ method: 'GET', url });
    if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
    return answer.json<T>();
  }
}
