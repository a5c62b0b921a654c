// What the calendar reads for the days on screen: the bookings (the active ones of the range and
// the finished ones of the history), the active team members in the owner's order, and each
// member's hours (the owner's list has them; without it, as for staff, the business's hours).
import type { Business, ManagedTeamMember, TeamMember } from '@booklane/shared/schemas';
import { useCallback, useMemo } from 'react';
import { useBusinessBookingHistoryInRange } from '@/entities/booking/api/get-business-booking-history';
import { useBusinessBookingsInRange } from '@/entities/booking/api/get-business-bookings';
import { useManagedTeamMembers, useTeamMembers } from '@/entities/team-member/api/get-team-members';
import { calendarBookings } from '../calendar-model';
import type { MemberHours } from '../model/day-shading';

const EMPTY: TeamMember[] = [];

export function useCalendarData(business: Business, from: string, to: string) {
  const active = useBusinessBookingsInRange(business._id, from, to);
  const history = useBusinessBookingHistoryInRange(business._id, from, to);
  const members = useTeamMembers(business._id);
  const managed = useManagedTeamMembers(business._id);
  const bookings = useMemo(
    () => calendarBookings(active.data, history.data, from, to),
    [active.data, history.data, from, to],
  );
  const hours = useMemo(() => {
    const map = new Map<string, MemberHours>();
    for (const member of managed.data ?? ([] as ManagedTeamMember[])) map.set(member._id, member);
    return map;
  }, [managed.data]);
  const hoursOf = useCallback((memberId: string): MemberHours | null => hours.get(memberId) ?? null, [hours]);
  return {
    bookings,
    members: members.data ?? EMPTY,
    hoursOf,
    loading: active.isFetching,
    ready: active.data !== undefined && members.data !== undefined,
    error: active.error ?? members.error,
    retry: () => Promise.all([active.refetch(), members.refetch()]),
  };
}
