// What the server knows of a public page before the app runs (docs/decisions/0021): its head
// (title, description, link preview, structured data) and whether it exists at all, so an
// unknown business answers 404; and the sitemap of every business page.
import { isAppPage, RESERVED_USERNAMES, todayInZone } from '@booklane/shared/domain';
import { idSchema, USERNAME_PATTERN } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import type { BusinessesService } from '../businesses/businesses.service';
import type { ServicesService } from '../services/services.service';
import {
  appHead,
  businessHead,
  businessPageUrl,
  directoryHead,
  escapeHtml,
  notFoundHead,
  pageNotFoundHead,
  type PageHead,
} from './page-heads';

const RESERVED: ReadonlySet<string> = new Set(RESERVED_USERNAMES);
const BY_ID = /^\/customer\/business\/([^/]+)$/;

export class PagesService {
  constructor(
    private readonly businesses: BusinessesService,
    private readonly services: ServicesService,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  /**
   * The head of the page at `path` (no query), and 404 for an address that is no page of the app
   * or a business that does not exist.
   */
  async head(path: string): Promise<{ status: 200 | 404; head: PageHead }> {
    if (path === '/') return { status: 200, head: directoryHead(this.publicUrl) };
    if (!isAppPage(path)) return { status: 404, head: pageNotFoundHead() };
    const byId = BY_ID.exec(path)?.[1];
    if (byId !== undefined) {
      return idSchema.safeParse(byId).success
        ? this.businessPage(() => this.businesses.byId(byId))
        : missing();
    }
    const segment = /^\/([^/]+)\/?$/.exec(path)?.[1];
    if (segment !== undefined && !RESERVED.has(segment.toLowerCase())) {
      // A single segment that is no page of the app names a business, or nothing.
      if (!USERNAME_PATTERN.test(segment.toLowerCase())) return missing();
      return this.businessPage(() => this.businesses.byUsername(segment));
    }
    return { status: 200, head: appHead() };
  }

  private async businessPage(find: () => ReturnType<BusinessesService['byId']>) {
    try {
      const business = await find();
      const [services, rating] = await Promise.all([
        this.services.listForBusiness(business._id, null),
        this.businesses.rating(business._id),
      ]);
      const today = todayInZone(this.clock(), business.timezone);
      return {
        status: 200 as const,
        head: businessHead(business, services, this.publicUrl, today, rating),
      };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return missing();
      throw err;
    }
  }

  /** sitemaps.org XML: the directory and every business page with its last change. */
  async sitemap(): Promise<string> {
    const pages = await this.businesses.pageList();
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url(`${this.publicUrl}/`),
      ...pages.map((page) => url(businessPageUrl(this.publicUrl, page), page.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  /** Crawlers may read the directory and business pages; not accounts, dashboards or the API. */
  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /business/',
      'Disallow: /customer/',
      'Disallow: /manage/',
      'Disallow: /auth/',
      'Disallow: /login',
      'Disallow: /verify-email',
      'Disallow: /reset-password',
      'Disallow: /forgot-password',
      '',
      `Sitemap: ${this.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}

function missing() {
  return { status: 404 as const, head: notFoundHead() };
}
