// GET /businesses: every business, searched by name on the dashboard.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useAllBusinesses() {
  return useQuery({
    queryKey: ['customer-dashboard', 'businesses'] as const,
    queryFn: ({ signal }) => callApi('listBusinesses', {}, { signal }),
  });
}
