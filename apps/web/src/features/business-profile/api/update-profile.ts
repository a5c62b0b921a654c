// PUT /users/profile {name, email, phone}; the answer is the user, kept locally (spec section 7)
// and as the page's profile.
import type { UpdateProfileRequest, User } from '@booklane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';
import { profileKey } from './get-profile';

export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const user = await apiRequest<User>('/users/profile', { method: 'PUT', body });
  session.updateUser(user);
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(profileKey, saved),
  });
}
