// The documents around the app that crawlers and link previews read: /robots.txt, /sitemap.xml
// and the preview cards (/og-card.png, /og/{username}.png). Web documents, not API operations:
// they are outside the route table (docs/decisions/0021).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import type { BusinessesService } from '../../modules/businesses/businesses.service';
import { cardPng } from '../../modules/pages/og-card';
import { SITE_NAME } from '../../modules/pages/page-heads';
import type { PagesService } from '../../modules/pages/pages.service';

/** Cards kept in memory at most (each some 30 KB). */
const CARDS_MAX = 256;

export function pagesRoutes(app: FastifyInstance, pages: PagesService, businesses: BusinessesService) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(pages.robots()),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await pages.sitemap()),
  );

  let siteCard: Promise<Buffer> | undefined;
  app.get('/og-card.png', async (_request, reply) => {
    siteCard ??= cardPng(SITE_NAME, 'Find local businesses and book appointments online');
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await siteCard);
  });

  // Keyed by what the card shows, so a renamed business gets a new one.
  const cards = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { file: string } }>('/og/:file', async (request, reply) => {
    const username = /^(.+)\.png$/.exec(request.params.file)?.[1];
    if (!username) throw notFound('File not found');
    const business = await businesses.byUsername(username).catch(() => undefined);
    if (!business) throw notFound('File not found');
    const key = `${business._id}\n${business.name}\n${business.category}\n${business.address}`;
    let card = cards.get(key);
    if (!card) {
      if (cards.size >= CARDS_MAX) cards.clear();
      card = cardPng(business.name, business.address);
      cards.set(key, card);
      card.catch(() => cards.delete(key));
    }
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=3600')
      .send(await card);
  });
}
