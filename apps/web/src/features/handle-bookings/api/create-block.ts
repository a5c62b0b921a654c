// POST /businesses/{id}/blocks (decisions.md 9.1): time off of one team member (a drag over empty
// time on the calendar, or Block time); the answer lists the bookings under it.
import type { BodyInput } from '@booklane/shared/api';
import { callApi } from '@/lib/api-client';

export type BlockBody = BodyInput<'createBlock'>;

export function createBlock(businessId: string, block: BlockBody) {
  return callApi('createBlock', { params: { id: businessId }, body: block });
}
