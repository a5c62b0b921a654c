// GET /businesses/{id}/reviews/manage (docs/decisions/0023): the owner's reviews, unanswered
// first, with the reports about each; a page at a time.
import { REVIEWS_PAGE_SIZE } from '@booklane/shared/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { PAGED_QUERY } from '@/lib/paged-query';
import { reviewsKey } from './keys';

/** `enabled` false: not asked (a staff account, whose dashboard has no Reviews tab). */
export function useOwnerReviews(businessId: string, enabled = true) {
  const query = (page: number) => ({ page, limit: REVIEWS_PAGE_SIZE });
  return useInfiniteQuery({
    queryKey: [...reviewsKey(businessId), 'owner'] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'listBusinessReviewsForOwner',
        { params: { id: businessId }, query: query(pageParam) },
        { signal },
      ),
    ...PAGED_QUERY,
    enabled,
  });
}
