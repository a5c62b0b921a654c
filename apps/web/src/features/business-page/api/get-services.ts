// GET /services/business/{businessId}: only active services are shown to visitors (spec section 5).
import type { Service } from '@booklane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

async function getActiveServices(businessId: string, signal?: AbortSignal): Promise<Service[]> {
  const services = await callApi('listServices', { params: { businessId } }, { signal });
  return services.filter((service) => service.isActive);
}

export const activeServicesQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.services(businessId), 'active'] as const,
    queryFn: ({ signal }) => getActiveServices(businessId ?? '', signal),
    enabled: Boolean(businessId),
  });

export function useActiveServices(businessId: string | undefined) {
  return useQuery(activeServicesQuery(businessId));
}
