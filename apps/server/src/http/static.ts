// Serves the built web app with history fallback (a reload on /customer/history or /{username}
// answers index.html) and the uploaded files under /uploads/. `/embed.js`, the script other sites
// load to embed the booking (decisions.md 9.5), is loadable from anywhere.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderHead, type PageHead } from '../modules/pages/page-heads';
import type { Clock } from '../core/clock';
import { notFound } from '../core/errors';
import type { PageBusiness } from '../modules/pages/pages.service';
import { criticalStylesheets, isRenderedDirectory, loadRenderer, RenderedPages } from './rendered-pages';
import type { ReadyBody } from './public-cache';
import { WebBuild } from './web-build';

/** The server's own areas: `/api` and anything under `/api/` (not `/apiary`, a business's page). */
const API_PREFIXES = ['/api/', '/uploads/', '/socket.io/'];
/**
 * What a request for a missing file looks like: a name with one of the web's file extensions. Any
 * other path is a page of the app, dots and all (a manage link is `/manage/{id}.{mac}`).
 */
const FILE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.html',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.svg',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
]);
const ONE_YEAR = 365 * 24 * 3600;

/**
 * The embed script's answer: any site may load it (and read it, for subresource integrity), and
 * it is not fingerprinted, so caches keep it only a few minutes and a new version reaches every
 * site soon. Set last: the file server's own type for a compressed copy is written before.
 */
const EMBED_SCRIPT = '/embed.js';
const EMBED_SCRIPT_HEADERS = {
  'content-type': 'text/javascript; charset=utf-8',
  'cache-control': 'public, max-age=300',
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
} as const;

/** What the server says of a page before the app runs: its head, and whether it exists. */
type PageHeads = {
  head(path: string): Promise<{ status: 200 | 404; head: PageHead; business?: PageBusiness }>;
};

/**
 * The built index.html split where each page's head goes: its `<title>` (and description, if
 * any) are replaced with the page's own tags.
 */
function pageTemplate(html: string): (head: PageHead) => string {
  const title = /<title>[^<]*<\/title>/;
  const description = /\s*<meta name="description"[^>]*>/;
  if (!title.test(html)) throw new Error('index.html has no <title> to replace');
  const [before, after] = html.replace(description, '').split(title) as [string, string];
  return (head) => `${before}${renderHead(head)}${after}`;
}

export async function registerStatic(
  app: FastifyInstance,
  opts: { webDistDir: string; uploadsDir: string; pages: PageHeads; publicUrl: string; clock: Clock },
) {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Names are random and never reused, so the files can be cached for good.
    setHeaders: (res) => {
      res.header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    },
  });

  const indexHtml = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    // Only the embed script's own route (GET and HEAD) gets these; every other file keeps its own.
    app.addHook('onRoute', (route) => {
      if (route.url !== EMBED_SCRIPT) return;
      route.onSend = [
        ...[route.onSend ?? []].flat(),
        async (_request, reply, payload) => {
          void reply.headers(EMBED_SCRIPT_HEADERS);
          return payload;
        },
      ];
    });
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      index: false,
      list: false,
      wildcard: false,
      // ssr/ is the server's rendering code (vite build --ssr), not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      // The build wrote name.br and name.gz beside each text file: sent to browsers that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name under assets/.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  // The page template, and the rendered pages (issue 37: a business's page and the directory,
  // when the build has the renderer), of the build on disk: a rebuild is followed without a
  // restart, and the pages kept from the one before are dropped (web-build.ts).
  const build = hasWeb
    ? new WebBuild(
        opts.webDistDir,
        (html, version) => {
          const render = loadRenderer(opts.webDistDir, version);
          return {
            page: pageTemplate(html),
            rendered:
              render &&
              new RenderedPages(
                app,
                render,
                opts.publicUrl,
                opts.clock,
                criticalStylesheets(opts.webDistDir),
              ),
          };
        },
        () => app.publicReads.clear(),
      )
    : undefined;
  build?.now();
  const sendPage = (request: FastifyRequest, reply: FastifyReply, kept: ReadyBody) =>
    app.publicReads.sendPage(request, reply, kept);

  // A page of the app, or else what no route answers.
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const { page, rendered } = build?.now() ?? {};
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url === p.slice(0, -1) || url.startsWith(p)) &&
      !FILE_EXTENSIONS.has(path.extname(url).toLowerCase());
    if (isPage && page) {
      const kept = rendered?.kept(request.url);
      if (kept) return sendPage(request, reply, kept);
      const { status, head, business } = await opts.pages.head(url);
      if (status === 200 && business && rendered) {
        try {
          return sendPage(request, reply, await rendered.page(business, request.url, page(head)));
        } catch (err) {
          // The app renders the page in the browser, as before.
          request.log.error({ err }, 'rendering the business page failed');
        }
      }
      if (status === 200 && rendered && isRenderedDirectory(request.url)) {
        try {
          return sendPage(request, reply, await rendered.directory(request.url, page(head)));
        } catch (err) {
          request.log.error({ err }, 'rendering the directory failed');
        }
      }
      return reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page(head));
    }
    // A file a rebuild added since the server started (the file list above is the start-up one's).
    const added =
      !isPage &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url === p.slice(0, -1) || url.startsWith(p)) &&
      build?.file(url);
    if (added) return reply.sendFile(added);
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    throw notFound(url.startsWith('/api') ? 'Not found' : 'File not found');
  };
  app.setNotFoundHandler(answer);
  if (hasWeb) {
    // The pages the server renders (the directory, a business's page: one segment) have routes of
    // their own, whose first hook sends a kept page before anything else runs, as a kept API answer
    // is sent (route.ts); what they do not find kept they answer as the not-found handler does.
    const keptFirst = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const kept = build?.now()?.rendered?.kept(request.url);
      if (kept) void sendPage(request, reply, kept);
      else done();
    };
    for (const url of ['/', '/:page'])
      app.route({ method: 'GET', url, onRequest: keptFirst, handler: answer });
  }
}
