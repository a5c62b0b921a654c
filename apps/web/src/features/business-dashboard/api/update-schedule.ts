// PUT /businesses/{id}/update-schedule {schedule}.
import type { Business, Schedule } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function updateSchedule(businessId: string, schedule: Schedule): Promise<Business> {
  return apiRequest<Business>(`/businesses/${encodeURIComponent(businessId)}/update-schedule`, {
    method: 'PUT',
    body: { schedule },
  });
}
