// POST /services (new) and PUT /services/{id} (edit): the normalised service-form payload.
import type { Service, ServiceInput } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function saveService(
  businessId: string,
  serviceId: string | null,
  input: ServiceInput,
): Promise<Service> {
  return serviceId
    ? callApi('updateService', { params: { serviceId }, body: input })
    : callApi('createService', { body: { ...input, business: businessId } });
}
