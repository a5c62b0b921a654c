// Reading and writing the few cookies the API uses (the external sign-in's browser binding under
// /api/auth, the device cookie of the sign-in limits and the bookings under /api, the guest bookings
// a browser made under /api/bookings), all HttpOnly.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export type CookieOptions = {
  maxAgeSeconds: number;
  sameSite: 'Lax' | 'Strict';
  secure: boolean;
  path?: string;
};

/** Adds a `Set-Cookie` to the answer (several may be set on one answer). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const cookie = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/api/auth'}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    `Max-Age=${options.maxAgeSeconds}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
  const existing = reply.getHeader('Set-Cookie');
  const all = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  void reply.header('Set-Cookie', [...all, cookie]);
}
