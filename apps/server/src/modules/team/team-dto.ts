// A team member and a block as the API answers them (decisions.md 9.1).
import { performs } from '@booklane/shared/domain';
import type {
  Block,
  BusyCalendar,
  ManagedTeamMember,
  TeamInvite,
  TeamInviteState,
  TeamMember,
} from '@booklane/shared/schemas';
import type { BlockRow, TeamInviteRow, TeamMemberRow } from './team.repository';

type ServiceMembers = ReadonlyArray<{ id: string; teamMemberIds: readonly string[] }>;

export function toTeamMemberDto(row: TeamMemberRow, services: ServiceMembers): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    photoUrl: row.photoUrl,
    serviceIds: services.filter((s) => performs(s, row.id)).map((s) => s.id),
  };
}

export function toManagedTeamMemberDto(
  row: TeamMemberRow,
  services: ServiceMembers,
  upcomingBookings: number,
  /** Its busy times from its other calendar that end after now (decisions.md 9.5). */
  upcomingBusyTimes: number,
  /** Its invitation that still waits, if any (decisions.md 9.2). */
  waitingInvite?: Pick<TeamInviteRow, 'expiresAt' | 'email'>,
): ManagedTeamMember {
  const invite = row.userId === null ? waitingInvite : undefined;
  return {
    ...toTeamMemberDto(row, services),
    email: row.email,
    schedule: row.schedule ?? null,
    breakHours: row.breakHours,
    isActive: row.isActive,
    position: row.position,
    upcomingBookings,
    hasAccount: row.userId !== null,
    invitePendingUntil: invite ? invite.expiresAt.toISOString() : null,
    inviteEmail: invite ? invite.email : null,
    busyCalendar: toBusyCalendarDto(row, upcomingBusyTimes),
  };
}

/**
 * A member's other calendar (decisions.md 9.5): its host and how its last read went. The secret
 * address itself is never answered (it opens the member's whole calendar; only the server reads it).
 */
export function toBusyCalendarDto(row: TeamMemberRow, upcomingBusyTimes: number): BusyCalendar {
  return {
    // Stored addresses passed the request schema's URL check, so they parse.
    host: row.busyCalendarUrl === null ? null : new URL(row.busyCalendarUrl).hostname,
    lastReadAt: row.busyCalendarReadAt ? row.busyCalendarReadAt.toISOString() : null,
    lastAttemptAt: row.busyCalendarAttemptAt ? row.busyCalendarAttemptAt.toISOString() : null,
    lastError: row.busyCalendarError,
    upcomingBusyTimes: row.busyCalendarUrl === null ? 0 : upcomingBusyTimes,
  };
}

/** An invitation as its link's page shows it. */
export function toTeamInviteDto(
  found: { invite: TeamInviteRow; memberName: string; businessName: string },
  state: TeamInviteState,
): TeamInvite {
  return {
    businessId: found.invite.businessId,
    businessName: found.businessName,
    memberName: found.memberName,
    email: found.invite.email,
    expiresAt: found.invite.expiresAt.toISOString(),
    state,
  };
}

export function toBlockDto(row: BlockRow): Block {
  return {
    _id: row.id,
    teamMember: row.teamMemberId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
    source: row.source,
  };
}
