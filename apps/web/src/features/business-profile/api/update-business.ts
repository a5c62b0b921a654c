// PUT /businesses/{id}: every field of the business form (spec section 5, decisions.md section 4).
import type { Business, UpdateBusinessRequest } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function updateBusiness(businessId: string, body: UpdateBusinessRequest): Promise<Business> {
  return apiRequest<Business>(`/businesses/${encodeURIComponent(businessId)}`, { method: 'PUT', body });
}
