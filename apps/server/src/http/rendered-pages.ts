// The business page and the directory rendered on the server (issue 37): the web app's own
// components, rendered by React (apps/web/src/ssr, built into the web dist's ssr/ folder) from the
// answers the API gives a visitor who is not signed in, read through the app itself (so from the
// public read cache, and checked against the contract). The page, with those answers in it for the
// browser to hydrate from, is kept in the same cache as the answers and dropped by the same writes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
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
  type EncodedBodies,
} from './public-cache';

/** A page as sent: its bytes, ETag and compressed copies. */
export type ReadyPage = { body: Buffer; etag: string; encoded?: EncodedBodies };

/**
 * Brotli at a middle quality: a page is compressed once each time it is rendered (at most every
 * few seconds), so it must cost a millisecond or two, not the tens quality 11 takes.
 */
const BROTLI_QUALITY = 5;

function compressed(body: Buffer): EncodedBodies {
  return {
    br: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: zlib.gzipSync(body, { level: 6 }),
  };
}

/** apps/web/src/ssr/render-pages.tsx, as built. */
const DIRECTORY = '/';

/**
 * The shell's stylesheets of the web build put inline: a rendered page paints as soon as it has
 * arrived, not a round trip (and a share of the link with the scripts) later. A file that cannot
 * be read, or that could end the element, stays a link. Each file is read once.
 */
export function inlineStylesheets(webDistDir: string): (shell: string) => string {
  const styles = new Map<string, string | null>();
  const read = (href: string): string | null => {
    let css = styles.get(href);
    if (css === undefined) {
      try {
        css = fs.readFileSync(path.join(webDistDir, href), 'utf8');
      } catch {
        css = null;
      }
      if (css?.toLowerCase().includes('</style')) css = null;
      styles.set(href, css);
    }
    return css;
  };
  return (shell) =>
    shell.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
      const css = read(href);
      return css === null ? tag : `<style>${css}</style>`;
    });
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

export class RenderedPages {
  /** The kept page of `url`, if any: sent without asking the database anything. */
  kept(url: string): ReadyPage | undefined {
    const location = rendered(url);
    return location === undefined ? undefined : this.app.publicReads.keptPage(`page ${location}`);
  }

  constructor(
    private readonly app: FastifyInstance,
    private readonly renderer: () => Promise<PageRenderer>,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    /** What the shell becomes around a rendered page (`inlineStylesheets`). */
    private readonly styled: (shell: string) => string = (shell) => shell,
  ) {}

  /**
   * The whole page of `business` at `url` (path and query), from `shell` (the index.html with its
   * head, #root empty): rendered, and kept unless a write overtook it. Of the query only `?book={serviceId}` is
   * rendered (the page a Book button leads to before the script runs); any other is left to the app.
   */
  async page(business: PageBusiness, url: string, shell: string): Promise<ReadyPage> {
    const location = businessLocation(url);
    const since = this.app.publicReads.pageSince();
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
  async directory(url: string, shell: string): Promise<ReadyPage> {
    const since = this.app.publicReads.pageSince();
    const renderer = await this.renderer();
    const { location, read } = renderer.directoryRead(url.split('?', 2)[1] ?? '');
    const firstPage = await this.read<DirectoryPage>(read);
    const page = await renderer.renderDirectoryPage(location, firstPage, this.view());
    const tags = new URLSearchParams(location.split('?', 2)[1]).has('free')
      ? DIRECTORY_FREE_PAGE_TAGS
      : DIRECTORY_PAGE_TAGS;
    return this.keep(url, shell, page, tags, since);
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
  ): ReadyPage {
    const root = '<div id="root"></div>';
    if (!shell.includes(root)) throw new Error('index.html has no empty #root to render into');
    const body = Buffer.from(this.styled(shell).replace(root, () => `<div id="root">${html}</div>${state}`));
    const encoded = compressed(body);
    return {
      body,
      etag: this.app.publicReads.keepPage(`page ${location}`, body, tags, since, encoded),
      encoded,
    };
  }

  /** A public read as an anonymous visitor's browser makes it. */
  private async read<T>(url: string): Promise<T> {
    const answer = await this.app.inject({ method: 'GET', url });
    if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
    return answer.json<T>();
  }
}
