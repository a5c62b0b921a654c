// PUT /businesses/{id}: every field of the business form (spec section 5, decisions.md section 4).
import type { UpdateBusinessRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function updateBusiness(businessId: string, body: UpdateBusinessRequest) {
  return callApi('updateBusiness', { params: { id: businessId }, body });
}
