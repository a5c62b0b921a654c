// GET /users/profile: the signed-in user.
import type { User } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

// Keyed by account, not token: a password change issues a new token for the same profile.
export const profileKey = (userId: string | undefined) => ['profile', userId] as const;

export function useProfile() {
  const { token, user } = useSession();
  return useQuery({
    queryKey: profileKey(user?.id),
    queryFn: ({ signal }) => apiRequest<User>('/users/profile', { signal }),
    enabled: Boolean(token),
  });
}
