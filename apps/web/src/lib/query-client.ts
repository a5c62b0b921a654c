import { QueryClient } from '@tanstack/react-query';
import { session } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // Spec section 8: errors pass on unchanged (the only retry, one after 1 s on a 429 of the
        // business and unread calls, is in their requests), so a failure shows at once.
        retry: false,
      },
    },
  });
}

/**
 * Cached answers belong to one account: when another account, or none, takes over the session
 * (sign-in, logout, a 401, another tab), every cached answer is dropped so no screen shows the
 * previous account's data. Returns the unsubscribe function.
 */
export function dropCacheOnAccountChange(queryClient: QueryClient): () => void {
  let account = session.get().user?.id ?? null;
  return session.subscribe(() => {
    const next = session.get().user?.id ?? null;
    if (next === account) return;
    account = next;
    queryClient.clear();
  });
}
