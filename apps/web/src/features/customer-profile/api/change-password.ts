// PUT /users/password with currentPassword and newPassword: answers { message, token }. Earlier
// tokens stop working (decisions.md section 3), so the fresh one is stored; the realtime
// connections restart with it.
import type { ChangePasswordRequest, User } from '@booklane/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export function changePassword(body: ChangePasswordRequest): Promise<{ message: string; token?: string }> {
  return apiRequest('/users/password', { method: 'PUT', body });
}

export function useChangePassword(user: User | undefined) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      const current = session.get().user;
      if (token && (current || user)) session.signIn(token, current ?? (user as User));
    },
  });
}
