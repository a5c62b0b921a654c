// POST /businesses {username, name}: business registration creates the business at once
// (docs/decisions/0003-business-registration.md).
import type { Business, CreateBusinessForm } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';
import { invalidateMyBusinesses } from '@/lib/my-businesses';

export async function createBusiness(body: Pick<CreateBusinessForm, 'username' | 'name'>): Promise<Business> {
  const business = await apiRequest<Business>('/businesses', { method: 'POST', body });
  invalidateMyBusinesses();
  return business;
}
