// POST /auth/forgot-password {email}: the same answer whether or not the address has an account.
import type { ForgotPasswordRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

function forgotPassword(body: ForgotPasswordRequest) {
  return callApi('forgotPassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
