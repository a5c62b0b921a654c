// PUT /businesses/{id}/date-overrides {dateOverrides}: the whole list of closed days and one-off
// hours (what is left out is removed); answers the business and the active bookings the new list
// leaves outside the hours (decisions.md 8.4), for the owner to handle.
import type { DateOverride } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function updateDateOverrides(businessId: string, dateOverrides: DateOverride[]) {
  return callApi('updateDateOverrides', { params: { id: businessId }, body: { dateOverrides } });
}
