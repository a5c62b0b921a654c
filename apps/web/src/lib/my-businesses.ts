// GET /businesses/my-businesses (spec section 7): cached 10 s, shared in flight, one retry after
// 1 s on HTTP 429. One cache for the whole app, so the navigation bar and the business screens
// share answers; kept per token, so accounts never see each other's business.
import type { Business } from '@booklane/shared';
import { MY_BUSINESSES_CACHE_MS, RATE_LIMIT_RETRY_DELAY_MS } from '@booklane/shared';
import { callApi } from './api-client';
import { createCachedRequest } from './cached-request';

const myBusinesses = createCachedRequest(
  () => callApi('getMyBusinesses', {}, { retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS }),
  MY_BUSINESSES_CACHE_MS,
);

/** The signed-in business account's businesses; the first one is theirs (spec section 6). */
export function fetchMyBusinesses(token: string): Promise<Business[]> {
  return myBusinesses.get(token);
}

/** After creating or editing the business, so the next read sees the change. */
export function invalidateMyBusinesses(): void {
  myBusinesses.invalidate();
}
