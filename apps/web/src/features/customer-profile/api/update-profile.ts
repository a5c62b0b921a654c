// PUT /users/profile with name, email, phone: the answer is stored as the local user.
import type { UpdateProfileRequest, User } from '@booklane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';
import { profileKey } from './get-profile';

export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return apiRequest<User>('/users/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      session.updateUser(user);
      queryClient.setQueryData(profileKey(user.id), user);
    },
  });
}
