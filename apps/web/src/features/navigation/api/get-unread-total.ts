// The customer's unread message count for the Messages badge, kept live by the chat socket's
// `unreadSummary` pushes.
import { UNREAD_SUMMARY_CACHE_MS } from '@booklane/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatConnection } from '@/lib/realtime';
import { useRealtimeEvent } from '@/lib/realtime/hooks';
import { fetchUnreadTotal, invalidateUnreadTotal } from '@/lib/unread-summary';
import { useSession } from '@/lib/session';

export function useUnreadTotal() {
  const { token, user } = useSession();
  const queryClient = useQueryClient();
  const isCustomer = Boolean(token) && user?.role === 'customer';
  useRealtimeEvent(
    chatConnection,
    'unreadSummary',
    ({ totalUnread }) => {
      // The pushed total is newer than any cached answer.
      invalidateUnreadTotal();
      queryClient.setQueryData(['unread-total', token], totalUnread);
    },
    isCustomer,
  );
  return useQuery({
    queryKey: ['unread-total', token] as const,
    queryFn: () => fetchUnreadTotal(token ?? ''),
    enabled: Boolean(token) && user?.role === 'customer',
    staleTime: UNREAD_SUMMARY_CACHE_MS,
    refetchInterval: 60_000,
    retry: false,
  });
}
