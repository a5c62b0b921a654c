// The business page's data, asked for by the route's loader as soon as the page is navigated to:
// the business, then its services, travel while the page's code loads, instead of after it has
// rendered. Failures are left to the page's own queries, which show them.
import type { QueryClient } from '@tanstack/react-query';
import { businessQuery, type BusinessLookup } from '@/entities/business/api/get-business';
import { servicesQuery } from '@/entities/service/api/get-services';

export function prefetchBusinessPage(queryClient: QueryClient, lookup: BusinessLookup): void {
  void queryClient
    .fetchQuery(businessQuery(lookup))
    .then((business) => queryClient.prefetchQuery(servicesQuery(business._id)))
    .catch(() => undefined);
}
