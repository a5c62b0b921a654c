// The signed-in user's profile (GET /users/profile), for both profile pages and the email
// verification notice; its changes (features/profile/api) write the same cache key.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { session, useSession } from '@/lib/session';

// Keyed by account, not token: a password change issues a new token for the same profile.
export const profileKey = (userId: string | undefined) => ['profile', userId] as const;

export function useProfile() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: profileKey(user?.id),
    queryFn: ({ signal }) => callApi('getProfile', {}, { signal }),
    enabled: Boolean(token),
  });
}

/**
 * Reads the signed-in user again and keeps it as the session's user (an address confirmed in
 * another tab or on another device); nothing when signed out.
 */
export function useRefreshSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { token, user } = session.get();
    if (!token || !user) return;
    try {
      // A read already under way may have left before the change this refresh is for (the
      // notice's own read while the link was being confirmed): ask again rather than join it.
      await queryClient.cancelQueries({ queryKey: profileKey(user.id) });
      const fresh = await queryClient.fetchQuery({
        queryKey: profileKey(user.id),
        queryFn: ({ signal }) => callApi('getProfile', {}, { signal }),
        staleTime: 0,
      });
      session.updateUser(fresh);
    } catch {
      // The next page that reads the profile will try again.
    }
  }, [queryClient]);
}
