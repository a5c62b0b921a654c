// POST /users/api-tokens (decisions.md 9.5): a named token that reads, or reads and writes; the
// token itself is in this answer only.
import type { CreateApiTokenRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function createApiToken(body: CreateApiTokenRequest) {
  return callApi('createApiToken', { body });
}
