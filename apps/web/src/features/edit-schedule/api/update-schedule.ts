// PUT /businesses/{id}/update-schedule {schedule, breakHours}: the weekly hours and the breaks of
// everyone who works them (decisions.md 9.1).
import type { BreakHour, Schedule } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function updateSchedule(
  businessId: string,
  body: { schedule: Schedule; breakHours?: BreakHour[] | undefined },
) {
  return callApi('updateSchedule', { params: { id: businessId }, body });
}
