// A route's rate limit: each request is counted before its handler runs (core/limits).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooMany } from '../core/errors';
import type { RateLimit } from '../core/limits/rate-limit';

/**
 * A route's pre-handler that counts each request under `key` first (atomically, so parallel
 * requests cannot pass the limit) and answers 429 once over it.
 */
export function limitedBy(
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const wait = await limit.hit(key(request));
    if (wait > 0) throw tooMany(wait);
  };
}
