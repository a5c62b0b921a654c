// The security headers of every answer (CSP and helmet's other headers), computed once at
// start-up: helmet builds them from the options below, and each request only copies the ready
// object (helmet run per request re-derives the CSP string every time).
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
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
    },
  },
  // The app is served over plain http on localhost too; HSTS belongs to the TLS terminator.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with our options, by lowercase name. */
function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let done = false;
  // helmet's middleware is synchronous: it sets its headers and calls next() before returning.
  helmet(OPTIONS)({} as never, res as never, () => {
    done = true;
  });
  if (!done || !headers['content-security-policy']) throw new Error('security headers were not computed');
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = computeSecurityHeaders();

/** Adds the ready security headers to every answer Fastify sends. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const entries = Object.entries(SECURITY_HEADERS);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of entries) raw.setHeader(name, value);
    done();
  });
}
