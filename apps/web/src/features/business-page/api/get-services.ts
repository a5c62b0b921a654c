// GET /services/business/{businessId}: only active services are shown to visitors (spec section 5).
import type { Service } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getActiveServices(businessId: string, signal?: AbortSignal): Promise<Service[]> {
  const services = await apiRequest<Service[]>(`/services/business/${encodeURIComponent(businessId)}`, {
    signal,
  });
  return services.filter((service) => service.isActive);
}

export function useActiveServices(businessId: string | undefined) {
  return useQuery({
    queryKey: ['services', 'business', businessId, 'active'] as const,
    queryFn: ({ signal }) => getActiveServices(businessId ?? '', signal),
    enabled: Boolean(businessId),
  });
}
