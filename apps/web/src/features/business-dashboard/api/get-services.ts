// GET /services/business/{id}: the owner sees every service, live or offline.
import type { Service } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const ownServicesKey = (businessId: string) => ['services', 'business', businessId, 'owner'] as const;

export function getOwnServices(businessId: string, signal?: AbortSignal): Promise<Service[]> {
  return apiRequest<Service[]>(`/services/business/${encodeURIComponent(businessId)}`, { signal });
}

export function useOwnServices(businessId: string) {
  return useQuery({
    queryKey: ownServicesKey(businessId),
    queryFn: ({ signal }) => getOwnServices(businessId, signal),
  });
}
