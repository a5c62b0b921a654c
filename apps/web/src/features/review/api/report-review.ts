// POST /reviews/{id}/report: a signed-in visitor tells the business why a review should not stand.
import type { BodyInput } from '@booklane/shared/api';
import { callApi } from '@/lib/api-client';

export function reportReview(
  reviewId: string,
  body: BodyInput<'reportReview'>,
): Promise<{ message: string }> {
  return callApi('reportReview', { params: { id: reviewId }, body });
}
