// PUT /users/password: the signed-in user's new password, on both profile pages.
import type { ChangePasswordRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { session } from '@/lib/session';

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
