// PUT /team-members/{id}/busy-calendar (the owner, or the member's own staff account; decisions.md
// 9.5): a secret iCalendar address, read at once and then every 10 minutes, or null to remove it.
import { callApi } from '@/lib/api-client';

export function setBusyCalendar(memberId: string, url: string | null) {
  return callApi('setBusyCalendar', { params: { id: memberId }, body: { url } });
}
