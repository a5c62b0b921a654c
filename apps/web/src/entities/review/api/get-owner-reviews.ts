// GET /businesses/{id}/reviews/manage (docs/decisions/0023): the owner's reviews, unanswered
// first, with the reports about each; a page at a time.
import { REVIEWS_PAGE_SIZE } from '@booklane/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewsKey } from './keys';

export function useOwnerReviews(businessId: string) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(businessId), 'owner'] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'listBusinessReviewsForOwner',
        { params: { id: businessId }, query: { page: pageParam, limit: REVIEWS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}
