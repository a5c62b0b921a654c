// POST /auth/undo-email-change {token}: the link of the notice sent to the old address.
import type { VerifyEmailRequest } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useUndoEmailChange() {
  return useMutation({ mutationFn: (body: VerifyEmailRequest) => callApi('undoEmailChange', { body }) });
}
