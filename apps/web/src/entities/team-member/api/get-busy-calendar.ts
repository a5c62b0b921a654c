// GET /team-members/{id}/busy-calendar (the owner, or the member's own staff account; decisions.md
// 9.5): the member's other calendar, its last read and what went wrong. The server reads a new
// address at once: while that first read has not happened, the answer is asked for again.
import type { BusyCalendar } from '@booklane/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { busyCalendarKey } from './keys';

const FIRST_READ_POLL_MS = 2_000;
/** How long to wait for the first read before the screen stops asking. */
const FIRST_READ_POLLS = 30;

export function useBusyCalendar(memberId: string, placeholder?: BusyCalendar) {
  return useQuery({
    queryKey: busyCalendarKey(memberId),
    queryFn: ({ signal }): Promise<BusyCalendar> =>
      callApi('getBusyCalendar', { params: { id: memberId } }, { signal }),
    ...(placeholder ? { placeholderData: placeholder } : {}),
    refetchInterval: (query) => {
      const calendar = query.state.data;
      const waiting = calendar !== undefined && calendar.host !== null && calendar.lastAttemptAt === null;
      return waiting && query.state.dataUpdateCount < FIRST_READ_POLLS ? FIRST_READ_POLL_MS : false;
    },
  });
}
