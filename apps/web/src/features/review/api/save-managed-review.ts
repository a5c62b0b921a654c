// POST and PUT /manage/{token}/review: a guest writes the review of the completed booking through
// its manage link, or changes it (for 7 days).
import type { BodyInput } from '@booklane/shared/api';
import type { OwnReview } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function saveManagedReview(
  token: string,
  body: BodyInput<'createManagedReview'>,
  existing: OwnReview | null,
): Promise<OwnReview> {
  return existing
    ? callApi('updateManagedReview', { params: { token }, body })
    : callApi('createManagedReview', { params: { token }, body });
}
