// PUT /businesses/{id}/customers/{key}/note (decisions.md 9.4): the business's private note and
// tags on a customer; answers them as kept (trimmed, each tag once).
import type { CustomerNote } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function saveCustomerNote(businessId: string, key: string, body: CustomerNote): Promise<CustomerNote> {
  return callApi('setCustomerNote', { params: { id: businessId, key }, body });
}
