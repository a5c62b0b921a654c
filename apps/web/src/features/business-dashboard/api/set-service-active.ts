// PUT /services/{id} {isActive}: Go Live / Take Offline.
import type { Service } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function setServiceActive(serviceId: string, isActive: boolean): Promise<Service> {
  return apiRequest<Service>(`/services/${encodeURIComponent(serviceId)}`, {
    method: 'PUT',
    body: { isActive },
  });
}
