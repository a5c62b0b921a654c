// The customer's unread message count for the Messages badge (GET /chats/unread/summary, spec
// section 7): kept 5 s and shared in flight by TanStack Query, one retry after 1 s on HTTP 429,
// any failure counts as nothing unread; kept live by the chat socket's `unreadSummary` pushes.
import { RATE_LIMIT_RETRY_DELAY_MS, UNREAD_SUMMARY_CACHE_MS } from '@booklane/shared/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useLazyRealtimeEvent } from '@/lib/realtime/lazy';
import { useSession } from '@/lib/session';

function fetchUnreadTotal(): Promise<number> {
  return callApi('getUnreadSummary', {}, { retryOn429AfterMs: RATE_LIMIT_RETRY_DELAY_MS }).then(
    (summary) => summary.totalUnread,
    () => 0,
  );
}

export function useUnreadTotal() {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const isCustomer = Boolean(token) && user?.role === 'customer';
  useLazyRealtimeEvent(
    'chatConnection',
    'unreadSummary',
    ({ totalUnread }) => {
      // The pushed total is newer than any cached answer.
      queryClient.setQueryData(['unread-total', token], totalUnread);
    },
    isCustomer,
  );
  return useQuery({
    queryKey: ['unread-total', token] as const,
    queryFn: fetchUnreadTotal,
    enabled: Boolean(token) && user?.role === 'customer',
    staleTime: UNREAD_SUMMARY_CACHE_MS,
    refetchInterval: 60_000,
    retry: false,
  });
}
