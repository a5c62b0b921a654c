// The business page rendered on the server (issue 37): the web app's own components, rendered by
// React (apps/web/src/ssr, built into the web dist's ssr/ folder) from the answers the API gives a
// visitor who is not signed in, read through the app itself (so from the public read cache, and
// checked against the contract). The page, with those answers in it for the browser to hydrate
// from, is kept in the same cache as the answers and dropped by the same writes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REVIEWS_PAGE_SIZE } from '@booklane/shared/domain';
import {
  idSchema,
  type Business,
  type BusinessReviews,
  type Service,
  type TeamMember,
} from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock';
import type { PageBusiness } from '../modules/pages/pages.service';
import { businessPageTags } from './public-cache';

/** apps/web/src/ssr/render-business-page.tsx, as built. */
type RenderBusinessPage = (
  path: string,
  data: { business: Business; services: Service[]; team: TeamMember[]; reviews: BusinessReviews },
  view: { now: number; origin: string },
) => Promise<{ html: string; state: string }>;

/** The query parameter that opens a service's booking (the web's BOOK_PARAM). */
const BOOK_PARAM = 'book';

/**
 * The renderer of the built web app, or undefined when the build has none. Loaded at its first
 * page, not with the app: an app that never renders a page (most of the test suite's) does not
 * pay for loading React's server renderer and the app's components.
 */
export function loadRenderer(webDistDir: string): RenderBusinessPage | undefined {
  const file = path.join(webDistDir, 'ssr', 'render-business-page.js');
  if (!fs.existsSync(file)) return undefined;
  let loaded: Promise<RenderBusinessPage> | undefined;
  return async (...args) => {
    loaded ??= import(pathToFileURL(file).href).then(
      (module: { renderBusinessPage: RenderBusinessPage }) => module.renderBusinessPage,
    );
    return (await loaded)(...args);
  };
}

/** What of `url` is rendered: its path, and `?book={serviceId}` (any other query is the app's). */
function rendered(url: string): string {
  const [pathname = '/', query = ''] = url.split('?', 2);
  const book = new URLSearchParams(query).get(BOOK_PARAM);
  return book && idSchema.safeParse(book).success ? `${pathname}?${BOOK_PARAM}=${book}` : pathname;
}

export class RenderedPages {
  /** The kept page of `url`, if any: sent without asking the database anything. */
  kept(url: string): { body: Buffer; etag: string } | undefined {
    return this.app.publicReads.keptPage(`page ${rendered(url)}`);
  }

  constructor(
    private readonly app: FastifyInstance,
    private readonly render: RenderBusinessPage,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  /**
   * The whole page of `business` at `url` (path and query), from `shell` (the index.html with its
   * head, #root empty): rendered, and kept unless a write overtook it. Of the query only `?book={serviceId}` is
   * rendered (the page a Book button leads to before the script runs); any other is left to the app.
   */
  async page(business: PageBusiness, url: string, shell: string): Promise<{ body: Buffer; etag: string }> {
    const location = rendered(url);
    const cache = this.app.publicReads;
    const key = `page ${location}`;

    const since = cache.pageSince();
    const [found, services, team, reviews] = await Promise.all([
      this.read<Business>(`/api/businesses/u/${encodeURIComponent(business.username.toLowerCase())}`),
      this.read<Service[]>(`/api/services/business/${business._id}`),
      this.read<TeamMember[]>(`/api/businesses/${business._id}/team-members`),
      this.read<BusinessReviews>(`/api/businesses/${business._id}/reviews?page=1&limit=${REVIEWS_PAGE_SIZE}`),
    ]);
    const { html, state } = await this.render(
      location,
      { business: found, services, team, reviews },
      { now: this.clock().getTime(), origin: this.publicUrl },
    );
    const root = '<div id="root"></div>';
    if (!shell.includes(root)) throw new Error('index.html has no empty #root to render into');
    const body = Buffer.from(shell.replace(root, () => `<div id="root">${html}</div>${state}`));
    return { body, etag: cache.keepPage(key, body, businessPageTags(business._id), since) };
  }

  /** A public read as an anonymous visitor's browser makes it. */
  private async read<T>(url: string): Promise<T> {
    const answer = await this.app.inject({ method: 'GET', url });
    if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}`);
    return answer.json<T>();
  }
}
