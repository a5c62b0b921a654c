// DELETE /users/api-tokens/{id} (decisions.md 9.5): the token stops working at once.
import { callApi } from '@/lib/api-client';

export function revokeApiToken(tokenId: string) {
  return callApi('deleteApiToken', { params: { id: tokenId } });
}
