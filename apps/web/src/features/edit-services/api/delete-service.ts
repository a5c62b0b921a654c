// DELETE /services/{id}.
import { callApi } from '@/lib/api-client';

export function deleteService(serviceId: string) {
  return callApi('deleteService', { params: { id: serviceId } });
}
