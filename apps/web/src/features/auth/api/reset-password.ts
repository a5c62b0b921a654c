// POST /auth/reset-password {token, newPassword}: answers a session for this browser (every other
// session has ended).
import type { ResetPasswordRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

function resetPassword(body: ResetPasswordRequest) {
  return callApi('resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
