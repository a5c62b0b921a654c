// POST /businesses from the dashboard's create-business form (every field of spec section 5).
import type { Business, BusinessFormValues } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function createBusiness(body: BusinessFormValues): Promise<Business> {
  return apiRequest<Business>('/businesses', { method: 'POST', body });
}
