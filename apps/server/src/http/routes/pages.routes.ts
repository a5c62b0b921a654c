// The documents around the app that crawlers and link previews read: /robots.txt, /sitemap.xml
// and the preview cards (/og-card.png, /og/{username}.png). Web documents, not API operations:
// they are outside the route table (docs/decisions/0021).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import { cardPng } from '../../modules/pages/og-card';
import { SITE_NAME } from '../../modules/pages/page-heads';
import type { PagesService } from '../../modules/pages/pages.service';
import { matchesIfNoneMatch } from '../public-cache';

export function pagesRoutes(app: FastifyInstance, pages: PagesService) {
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

  // Drawn once per content (a renamed business gets a new one), new drawings limited per client.
  app.get<{ Params: { file: string } }>('/og/:file', async (request, reply) => {
    const username = /^(.+)\.png$/.exec(request.params.file)?.[1];
    if (!username) throw notFound('File not found');
    const card = await pages.previewCard(username, request.ip);
    void reply.header('etag', card.etag).header('cache-control', 'public, max-age=3600');
    if (matchesIfNoneMatch(request.headers['if-none-match'], card.etag)) return reply.code(304).send();
    return reply.type('image/png').send(card.png);
  });
}
