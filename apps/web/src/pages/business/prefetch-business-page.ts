// The business page's data, asked for by the route's loader as soon as the page is navigated to:
// the business, then its services and team, travel while the page's code loads, instead of after it
// has rendered. Failures are left to the page's own queries, which show them.
import type { QueryClient } from '@tanstack/react-query';
import { businessQuery, type BusinessLookup } from '@/entities/business/api/get-business';
import { servicesQuery } from '@/entities/service/api/get-services';
import { teamMembersQuery } from '@/entities/team-member/api/get-team-members';

export function prefetchBusinessPage(queryClient: QueryClient, lookup: BusinessLookup): void {
  void queryClient
    .fetchQuery(businessQuery(lookup))
    .then((business) =>
      Promise.all([
        queryClient.prefetchQuery(servicesQuery(business._id)),
        queryClient.prefetchQuery(teamMembersQuery(business._id)),
      ]),
    )
    .catch(() => undefined);
}
