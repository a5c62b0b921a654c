// PUT /bookings/mark-all-viewed on dashboard load; a failure is only logged (spec section 7).
import { apiRequest } from '@/lib/api-client';

export function markAllViewed(): Promise<void> {
  return apiRequest<void>('/bookings/mark-all-viewed', { method: 'PUT' }).catch((err: unknown) => {
    console.warn('mark-all-viewed failed', err);
  });
}
