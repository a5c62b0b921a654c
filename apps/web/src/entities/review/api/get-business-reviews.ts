// GET /businesses/{id}/reviews (docs/decisions/0023): the summary (average, count, stars) and the
// reviews, newest first, a page at a time ("Show more reviews").
import { REVIEWS_PAGE_SIZE } from '@booklane/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewsKey } from './keys';

export function useBusinessReviews(businessId: string) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(businessId), 'public'] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'listBusinessReviews',
        { params: { id: businessId }, query: { page: pageParam, limit: REVIEWS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}
