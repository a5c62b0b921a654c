// The signed-in user's profile (GET /users/profile) and its two changes, PUT /users/profile and
// PUT /users/password, for both profile pages (customer and business): one cache key, one query
// and one rule for what a change does to the session.
import type { ChangePasswordRequest, UpdateProfileRequest } from '@booklane/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '@/lib/api-client';
import { session, useSession } from '@/lib/session';

// Keyed by account, not token: a password change issues a new token for the same profile.
const profileKey = (userId: string | undefined) => ['profile', userId] as const;

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

/** Name, email and phone; the answer is the saved user, kept as the session's user and the profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => callApi('updateProfile', { body }),
    onSuccess: (user) => {
      session.updateUser(user);
      queryClient.setQueryData(profileKey(user.id), user);
    },
  });
}

/**
 * Earlier tokens stop working (decisions.md section 3), so the fresh token of the answer replaces
 * the stored one; the realtime connections restart with it.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callApi('changePassword', { body }),
    onSuccess: ({ token }) => {
      const { user } = session.get();
      if (user) session.signIn(token, user);
    },
  });
}
