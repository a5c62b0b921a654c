// The security headers of every answer (CSP and helmet's other headers), computed once at
// start-up: helmet builds them from the options below, and each request only copies the ready
// object (helmet run per request re-derives the CSP string every time). Every answer refuses to
// be framed, except the embeddable booking page `/embed/{username}` (decisions.md 9.5), which any
// site may frame: its own ready set, chosen by the path.
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { directives: DIRECTIVES },
  // The app is served over plain http on localhost too; HSTS belongs to the TLS terminator.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** The embed page's: any site may frame it, and a site that isolates itself may still load it. */
const EMBED_OPTIONS: Readonly<HelmetOptions> = {
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  contentSecurityPolicy: { directives: { ...DIRECTIVES, frameAncestors: ['*'] } },
  xFrameOptions: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/** The headers helmet sets with `options`, by lowercase name. */
function computeSecurityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let done = false;
  // helmet's middleware is synchronous: it sets its headers and calls next() before returning.
  helmet(options)({} as never, res as never, () => {
    done = true;
  });
  if (!done || !headers['content-security-policy']) throw new Error('security headers were not computed');
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = computeSecurityHeaders(OPTIONS);
const EMBED_SECURITY_HEADERS = computeSecurityHeaders(EMBED_OPTIONS);

/** `/embed/{username}` (a trailing slash or a query allowed): the page that may be framed. */
const EMBED_PAGE = /^\/embed\/[^/?#]+\/?(?:\?|$)/;

/** Adds the ready security headers to every answer Fastify sends. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const entries = Object.entries(SECURITY_HEADERS);
  const embedEntries = Object.entries(EMBED_SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    const embed = request.url.startsWith('/embed/') && EMBED_PAGE.test(request.url);
    for (const [name, value] of embed ? embedEntries : entries) raw.setHeader(name, value);
    done();
  });
}
