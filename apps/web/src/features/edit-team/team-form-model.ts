// The team form's values and what they send (decisions.md 9.1): "Uses the business's hours" sends
// no schedule (null), "All services" sends no list (null: every service, new ones too).
import { defaultSchedule } from '@booklane/shared/domain';
import type {
  BreakHourDraft,
  CreateTeamMemberRequest,
  ManagedTeamMember,
  Schedule,
} from '@booklane/shared/schemas';
import { performsEveryService } from '@/entities/team-member/model/team-member';

export type TeamFormValues = {
  name: string;
  title: string;
  email: string;
  usesBusinessHours: boolean;
  /** Their own weekly hours; kept while the business's hours are used, so switching back restores them. */
  schedule: Schedule;
  breakHours: BreakHourDraft[];
  allServices: boolean;
  serviceIds: string[];
  isActive: boolean;
};

/** What the request schema reads: the form's fields as the API takes them. */
export type TeamRequestInput = {
  [K in keyof CreateTeamMemberRequest]: unknown;
};

/**
 * The form's starting values: a stored member, or a new one who works the business's hours and
 * performs every service. `businessSchedule` starts a member's own hours from the business's.
 */
export function teamFormValues(
  member: ManagedTeamMember | null,
  businessSchedule: Schedule | null,
  allServiceIds: readonly string[],
): TeamFormValues {
  const hours = member?.schedule ?? businessSchedule ?? defaultSchedule();
  return {
    name: member?.name ?? '',
    title: member?.title ?? '',
    email: member?.email ?? '',
    usesBusinessHours: member ? member.schedule === null : true,
    schedule: structuredClone(hours),
    breakHours: member ? member.breakHours.map((brk) => ({ ...brk, days: [...brk.days] })) : [],
    allServices: member ? performsEveryService(member.serviceIds, allServiceIds) : true,
    serviceIds: member ? member.serviceIds.filter((id) => allServiceIds.includes(id)) : [],
    isActive: member?.isActive ?? true,
  };
}

/** The request the values make, for the shared schema to check. */
export function teamRequestOf(values: TeamFormValues): TeamRequestInput {
  return {
    name: values.name,
    title: values.title,
    email: values.email,
    schedule: values.usesBusinessHours ? null : values.schedule,
    breakHours: values.breakHours,
    serviceIds: values.allServices ? null : values.serviceIds,
    isActive: values.isActive,
  };
}
