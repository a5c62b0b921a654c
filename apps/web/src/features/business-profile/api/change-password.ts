// PUT /users/password {currentPassword, newPassword}. Earlier tokens stop working
// (decisions.md section 3), so the fresh token in the answer replaces the stored one.
import type { ChangePasswordRequest } from '@booklane/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { session } from '@/lib/session';

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  const result = await apiRequest<{ message: string; token?: string }>('/users/password', {
    method: 'PUT',
    body,
  });
  const { user } = session.get();
  if (result.token && user) session.signIn(result.token, user);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
