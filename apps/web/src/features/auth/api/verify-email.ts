// POST /auth/verify-email {token}: the link of the verification email.
import type { VerifyEmailRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

function verifyEmail(body: VerifyEmailRequest) {
  return callApi('verifyEmail', { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
