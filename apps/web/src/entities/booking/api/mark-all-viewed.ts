// PUT /bookings/mark-all-viewed on dashboard load; a failure is only logged (spec section 7).
import { callApi } from '@/lib/api-client';

export async function markAllViewed(): Promise<void> {
  try {
    await callApi('markAllBookingsViewed');
  } catch (err) {
    console.warn('mark-all-viewed failed', err);
  }
}
