// POST /businesses/{id}/blocks: time off for one team member or the whole business; answers the
// block and the bookings it lies over (decisions.md 9.1).
import type { CreateBlockRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function createBlock(businessId: string, body: CreateBlockRequest) {
  return callApi('createBlock', { params: { id: businessId }, body });
}

/** DELETE /blocks/{id}. */
export function deleteBlock(blockId: string) {
  return callApi('deleteBlock', { params: { id: blockId } });
}
