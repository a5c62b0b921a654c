// A team member and a block as the API answers them (decisions.md 9.1).
import { performs } from '@booklane/shared/domain';
import type { Block, ManagedTeamMember, TeamMember } from '@booklane/shared/schemas';
import type { BlockRow, TeamMemberRow } from './team.repository';

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
): ManagedTeamMember {
  return {
    ...toTeamMemberDto(row, services),
    email: row.email,
    schedule: row.schedule ?? null,
    breakHours: row.breakHours,
    isActive: row.isActive,
    position: row.position,
    upcomingBookings,
  };
}

export function toBlockDto(row: BlockRow): Block {
  return {
    _id: row.id,
    teamMember: row.teamMemberId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
  };
}
