// What the server knows of a public page before the app runs (docs/decisions/0021): its head
// (title, description, link preview, structured data) and whether it exists at all, so an
// unknown business answers 404; and the sitemap of every business page.
import { appPageOf, RESERVED_USERNAMES, todayInZone } from '@booklane/shared/domain';
import { idSchema, USERNAME_PATTERN } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { AppError, notFound } from '../../core/errors';
import type { BusinessesService } from '../businesses/businesses.service';
import type { ServicesService } from '../services/services.service';
import type { Card, PreviewCards } from './og-card';
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
/** The embeddable booking of a business (decisions.md 9.5): `/embed/{username}`. */
const EMBED = /^\/embed\/([^/]+)\/?$/;
/**
 * How long what a business's card draws is known without asking the database again (the public
 * reads' own lifetime), and for how many businesses at most. A change of the business in this
 * process forgets it at once; another process's change shows here within this time.
 */
const CARD_SUBJECT_TTL_MS = 5_000;
const CARD_SUBJECTS_MAX = 10_000;

/** The business whose page an address is (`/{username}`), for its rendering. */
export type PageBusiness = { _id: string; username: string };

/** What a business's card draws, and whose it is. */
type CardSubject = { businessId: string; title: string; subtitle: string; until: number };

export class PagesService {
  constructor(
    private readonly businesses: BusinessesService,
    private readonly services: ServicesService,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    private readonly cards: PreviewCards,
  ) {}

  /** What the cards of businesses draw, by username (lowercased). */
  private readonly cardSubjects = new Map<string, CardSubject>();

  /**
   * The preview card of the business named `username` (`/og/{username}.png`), for the client at
   * `client`: drawn once per content, new drawings limited per client (429 past it).
   */
  async previewCard(username: string, client: string): Promise<Card> {
    const key = username.toLowerCase();
    const now = this.clock().getTime();
    let subject = this.cardSubjects.get(key);
    if (!subject || subject.until <= now) {
      const business = await this.businesses.byUsername(username).catch(() => undefined);
      if (!business) throw notFound('File not found');
      if (this.cardSubjects.size >= CARD_SUBJECTS_MAX) this.cardSubjects.clear();
      subject = {
        businessId: business._id,
        title: business.name,
        subtitle: business.address,
        until: now + CARD_SUBJECT_TTL_MS,
      };
      this.cardSubjects.set(key, subject);
    }
    return this.cards.card(subject.title, subject.subtitle, client);
  }

  /** A business changed (its name, address or username): its card is read again. */
  businessChanged(businessId: string): void {
    for (const [key, subject] of this.cardSubjects) {
      if (subject.businessId === businessId) this.cardSubjects.delete(key);
    }
  }

  /**
   * The head of the page at `path` (no query), and 404 for an address that is no page of the app
   * or a business that does not exist.
   */
  async head(path: string): Promise<{ status: 200 | 404; head: PageHead; business?: PageBusiness }> {
    if (path === '/') return { status: 200, head: directoryHead(this.publicUrl) };
    const embedded = EMBED.exec(path)?.[1];
    if (embedded !== undefined) {
      // The business's head, kept out of search results: its page is the one to find.
      if (!USERNAME_PATTERN.test(embedded.toLowerCase())) return missing();
      const page = await this.businessPage(() => this.businesses.byUsername(embedded));
      return page.status === 200 ? { status: 200, head: { ...page.head, noindex: true } } : page;
    }
    const page = appPageOf(path);
    if (page === null) return { status: 404, head: pageNotFoundHead() };
    const byId = BY_ID.exec(path)?.[1];
    if (page === 'businessById' && byId !== undefined) {
      return idSchema.safeParse(byId).success
        ? this.businessPage(() => this.businesses.byId(byId))
        : missing();
    }
    if (page === 'businessByUsername') {
      // A single segment that is no other page names a business, or nothing (a reserved word
      // never does: no business may take it).
      const segment = path.split('/')[1] ?? '';
      if (RESERVED.has(segment.toLowerCase()) || !USERNAME_PATTERN.test(segment.toLowerCase())) {
        return missing();
      }
      // The business's own page: rendered on the server too (issue 37, http/rendered-pages.ts).
      return this.businessPage(() => this.businesses.byUsername(segment), true);
    }
    return { status: 200, head: appHead() };
  }

  private async businessPage(find: () => ReturnType<BusinessesService['byId']>, named = false) {
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
        ...(named ? { business: { _id: business._id, username: business.username } } : {}),
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
      'Disallow: /join/',
      'Disallow: /embed/',
      'Disallow: /auth/',
      'Disallow: /login',
      'Disallow: /verify-email',
      'Disallow: /reset-password',
      'Disallow: /undo-email-change',
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
