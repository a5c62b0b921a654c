// GET /users/profile.
import type { User } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const profileKey = ['user-profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => apiRequest<User>('/users/profile', { signal }),
  });
}
