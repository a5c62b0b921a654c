// GET /services/business/{id}: the owner sees every service, live or offline.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export const ownServicesKey = (businessId: string) => [...QUERY_KEYS.services(businessId), 'owner'] as const;

function getOwnServices(businessId: string, signal?: AbortSignal) {
  return callApi('listServices', { params: { businessId } }, { signal });
}

export function useOwnServices(businessId: string) {
  return useQuery({
    queryKey: ownServicesKey(businessId),
    queryFn: ({ signal }) => getOwnServices(businessId, signal),
  });
}
