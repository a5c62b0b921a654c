// POST /services (new) and PUT /services/{id} (edit): the normalised service-form payload.
import type { Service, ServiceInput } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function saveService(
  businessId: string,
  serviceId: string | null,
  input: ServiceInput,
): Promise<Service> {
  return serviceId
    ? apiRequest<Service>(`/services/${encodeURIComponent(serviceId)}`, { method: 'PUT', body: input })
    : apiRequest<Service>('/services', { method: 'POST', body: { ...input, business: businessId } });
}
