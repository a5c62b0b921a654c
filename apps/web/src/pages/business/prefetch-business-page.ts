// The business page's data, asked for by the route's loader as soon as the page is navigated to:
// the business, then its services and team, travel while the page's code loads, instead of after it
// has rendered. Failures are left to the page's own queries, which show them.
import type { QueryClient } from '@tanstack/react-query';
import { businessQuery, type BusinessLookup } from '@/entities/business/api/get-business';
import { servicesQuery } from '@/entities/service/api/get-services';
import { teamMembersQuery } from '@/entities/team-member/api/get-team-members';
import { businessPhotosQuery } from '@/entities/business-photo/api/get-business-photos';
import { nextFreeQuery } from '@/entities/business/api/get-next-free';
import { isHydrating } from '@/lib/server-view';

/**
 * The parts of the business page that load after it (business-page-view.tsx), one place for their
 * modules: the page asks for them when it renders them, the route's loader ahead of time.
 */
export const BUSINESS_PAGE_PARTS = {
  header: () => import('@/entities/business/ui/business-header'),
  rating: () => import('@/entities/review/ui/header-rating'),
  team: () => import('@/entities/team-member/ui/team-section'),
  reviews: () => import('@/features/review/components/reviews-section'),
  chat: () => import('@/features/chat/components/chat-start-button'),
  onlineDot: () => import('@/features/presence/components/online-dot'),
  contact: () => import('@/entities/business/ui/business-contact'),
  gallery: () => import('@/entities/business-photo/ui/photo-gallery'),
};

export function prefetchBusinessPage(queryClient: QueryClient, lookup: BusinessLookup): void {
  void queryClient
    .fetchQuery(businessQuery(lookup))
    .then((business) =>
      Promise.all([
        queryClient.prefetchQuery(servicesQuery(business._id)),
        queryClient.prefetchQuery(teamMembersQuery(business._id)),
        queryClient.prefetchQuery(businessPhotosQuery(business._id)),
        queryClient.prefetchQuery(nextFreeQuery(business._id)),
      ]),
    )
    .catch(() => undefined);
}

/**
 * The page's later parts, asked for alongside its code when the browser renders the page itself
 * (so they do not wait for the business to arrive); not while React takes over the server's
 * markup, where they load once the browser is idle (lib/deferred.tsx).
 */
export function preloadBusinessPageParts(): void {
  if (isHydrating()) return;
  for (const load of Object.values(BUSINESS_PAGE_PARTS)) load().catch(() => undefined);
}
