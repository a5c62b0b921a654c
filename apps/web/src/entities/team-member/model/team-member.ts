// What the screens say about team members (decisions.md 9.1): who performs a service, how many
// services and bookings a member has, and the order the owner gives them.
import type { ManagedTeamMember, TeamMember } from '@booklane/shared/schemas';

/** The members who perform a service, in the owner's order. */
export function membersForService<T extends Pick<TeamMember, 'serviceIds'>>(
  members: readonly T[],
  serviceId: string,
): T[] {
  return members.filter((member) => member.serviceIds.includes(serviceId));
}

/** Whether a member performs every service of the business (the form's "All services"). */
export function performsEveryService(
  serviceIds: readonly string[],
  allServiceIds: readonly string[],
): boolean {
  return allServiceIds.length > 0 && allServiceIds.every((id) => serviceIds.includes(id));
}

/** `All services`, `No services`, `1 service`, `3 services`. */
export function servicesCountText(serviceIds: readonly string[], allServiceIds: readonly string[]): string {
  if (performsEveryService(serviceIds, allServiceIds)) return 'All services';
  const count = serviceIds.filter((id) => allServiceIds.includes(id)).length;
  if (count === 0) return 'No services';
  return `${count} ${count === 1 ? 'service' : 'services'}`;
}

/** `No upcoming bookings`, `1 upcoming booking`, `4 upcoming bookings`. */
export function upcomingBookingsText(count: number): string {
  if (count === 0) return 'No upcoming bookings';
  return `${count} upcoming ${count === 1 ? 'booking' : 'bookings'}`;
}

/** Whom a block (or another choice of a member) names: a member's name, or the whole business. */
export function memberNameOf(
  members: readonly Pick<TeamMember, '_id' | 'name'>[],
  id: string | null,
): string {
  if (id === null) return 'Whole business';
  return members.find((member) => member._id === id)?.name ?? 'A former team member';
}

/** The list with the item at `from` moved to `to` (both kept inside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Whether a member signs in with their own account (decisions.md 9.2): `Has an account`,
 * `Invited, link valid until Jun 9, 10:00 AM` (in the viewer's zone, or `timeZone`), or null.
 */
export function staffAccessText(
  member: Pick<ManagedTeamMember, 'hasAccount' | 'invitePendingUntil'>,
  timeZone?: string,
): string | null {
  if (member.hasAccount) return 'Has an account';
  if (!member.invitePendingUntil) return null;
  const until = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(member.invitePendingUntil));
  return `Invited, link valid until ${until}`;
}
