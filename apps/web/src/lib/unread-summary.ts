// GET /chats/unread/summary (spec section 7): cached 5 s, one retry after 1 s on HTTP 429, and
// any failure counts as nothing unread.
import { RATE_LIMIT_RETRY_DELAY_MS, UNREAD_SUMMARY_CACHE_MS } from '@booklane/shared';
import { callApi } from './api-client';
import { createCachedRequest } from './cached-request';

const unread = createCachedRequest(
  () =>
    callApi('getUnreadSummary', {}, { retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS }).then(
      (summary) => summary.totalUnread,
      () => 0,
    ),
  UNREAD_SUMMARY_CACHE_MS,
);

export function fetchUnreadTotal(token: string): Promise<number> {
  return unread.get(token);
}

export function invalidateUnreadTotal(): void {
  unread.invalidate();
}
