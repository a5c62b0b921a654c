// GET /businesses/{id}/reviews (docs/decisions/0023): the summary (average, count, stars) and the
// reviews, newest first, a page at a time ("Show more reviews").
import { REVIEWS_PAGE_SIZE } from '@booklane/shared/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { PAGED_QUERY } from '@/lib/paged-query';
import { reviewsKey } from './keys';

export function useBusinessReviews(businessId: string) {
  return useInfiniteQuery({
    queryKey: [...reviewsKey(businessId), 'public'] as const,
    queryFn: ({ pageParam: page, signal }) =>
      callApi(
        'listBusinessReviews',
        { params: { id: businessId }, query: { page, limit: REVIEWS_PAGE_SIZE } },
        { signal },
      ),
    ...PAGED_QUERY,
  });
}
