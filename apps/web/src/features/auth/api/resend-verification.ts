// POST /auth/resend-verification: the signed-in account's verification link, sent again.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

function resendVerification() {
  return callApi('resendVerification', {});
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
