// The team's cache keys (decisions.md 9.1). Both lists of a business live under one root, so a
// change made in the Team tab reaches the public page and the booking sheet too.

/** Every cached list of a business's team members: the public one and the owner's. */
export const teamMembersKey = (businessId: string | undefined) => ['team-members', businessId] as const;

/** The owner's list: every member, with hours, contact and upcoming bookings. */
export const managedTeamMembersKey = (businessId: string | undefined) =>
  [...teamMembersKey(businessId), 'manage'] as const;

/** Every cached range of a business's blocks (time off). */
export const blocksKey = (businessId: string | undefined) => ['blocks', businessId] as const;

/** A team invitation read through its link (decisions.md 9.2). */
export const teamInviteKey = (token: string) => ['team-invite', token] as const;

/** A team member's other calendar (decisions.md 9.5): its address and how its last read went. */
export const busyCalendarKey = (memberId: string) => ['busy-calendar', memberId] as const;
