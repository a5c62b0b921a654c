// DELETE /services/{id}.
import { apiRequest } from '@/lib/api-client';

export function deleteService(serviceId: string): Promise<unknown> {
  return apiRequest(`/services/${encodeURIComponent(serviceId)}`, { method: 'DELETE' });
}
