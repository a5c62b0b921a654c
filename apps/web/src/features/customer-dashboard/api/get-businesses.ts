// GET /businesses: every business, searched by name on the dashboard.
import type { Business } from '@booklane/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useAllBusinesses() {
  return useQuery({
    queryKey: ['customer-dashboard', 'businesses'] as const,
    queryFn: ({ signal }) => apiRequest<Business[]>('/businesses', { signal }),
  });
}
