// PUT /services/{id} {isActive}: Go Live / Take Offline.
import { callApi } from '@/lib/api-client';

export function setServiceActive(serviceId: string, isActive: boolean) {
  return callApi('updateService', { params: { serviceId }, body: { isActive } });
}
