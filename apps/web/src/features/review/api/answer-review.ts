// PUT /reviews/{id}/answer: the owner answers a review of their business, or changes the answer.
import type { BodyInput } from '@booklane/shared/api';
import type { OwnerReview } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewsKey } from '@/entities/review/api/keys';

export function useAnswerReview(businessId: string, reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<'answerReview'>): Promise<OwnerReview> =>
      callApi('answerReview', { params: { id: reviewId }, body }),
    // The owner's list and the public page show the answer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(businessId) }),
  });
}
