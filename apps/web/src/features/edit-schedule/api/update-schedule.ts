// PUT /businesses/{id}/update-schedule {schedule}.
import type { Schedule } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function updateSchedule(businessId: string, schedule: Schedule) {
  return callApi('updateSchedule', { params: { id: businessId }, body: { schedule } });
}
