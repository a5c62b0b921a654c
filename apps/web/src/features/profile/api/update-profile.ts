// PUT /users/profile: name, email and phone of the signed-in user, on both profile pages (and a
// business account's weekly summary email).
import type { UpdateProfileRequest } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKey } from '@/entities/user/api/get-profile';
import { callApi } from '@/lib/api-client';
import { session } from '@/lib/session';

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
