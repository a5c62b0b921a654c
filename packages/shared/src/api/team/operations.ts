// The route table: team members and blocks (decisions.md 9.1; see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const TEAM_OPERATIONS = {
  // ---- team members -----------------------------------------------------------------------
  listTeamMembers: {
    method: 'GET',
    path: '/api/businesses/{id}/team-members',
    auth: 'none',
    tag: 'Team',
    summary: 'The active team members of a business, in the owner’s order',
  },
  listManagedTeamMembers: {
    method: 'GET',
    path: '/api/businesses/{id}/team-members/manage',
    auth: 'business',
    tag: 'Team',
    summary: 'Every team member of the signed-in owner’s business, with hours and contact',
  },
  createTeamMember: {
    method: 'POST',
    path: '/api/businesses/{id}/team-members',
    auth: 'business',
    tag: 'Team',
    summary: 'Add a team member',
  },
  reorderTeamMembers: {
    method: 'PUT',
    path: '/api/businesses/{id}/team-members/order',
    auth: 'business',
    tag: 'Team',
    summary: 'Put the team members in a new order',
  },
  updateTeamMember: {
    method: 'PUT',
    path: '/api/team-members/{id}',
    auth: 'business',
    tag: 'Team',
    summary: 'Change any subset of a team member’s fields',
  },
  deleteTeamMember: {
    method: 'DELETE',
    path: '/api/team-members/{id}',
    auth: 'business',
    tag: 'Team',
    summary: 'Remove a team member without upcoming bookings (never the last one)',
  },
  uploadTeamMemberPhoto: {
    method: 'POST',
    path: '/api/uploads/team-members/{id}/photo',
    auth: 'business',
    tag: 'Uploads',
    summary: 'Set a team member’s photo (the logo’s rules)',
  },
  // ---- staff accounts (decisions.md 9.2) ---------------------------------------------------
  inviteTeamMember: {
    method: 'POST',
    path: '/api/team-members/{id}/invite',
    auth: 'business',
    tag: 'Team',
    summary:
      'Email a team member a link to join with a business account (7 days, once; a new one replaces older links)',
  },
  removeTeamMemberAccount: {
    method: 'DELETE',
    path: '/api/team-members/{id}/account',
    auth: 'business',
    tag: 'Team',
    summary: 'Remove the staff account of a team member and withdraw its waiting invitations',
  },
  getTeamInvite: {
    method: 'GET',
    path: '/api/team-invites/{token}',
    auth: 'none',
    tag: 'Team',
    summary: 'What an invitation link offers: the business, the team member, and whether it still works',
  },
  acceptTeamInvite: {
    method: 'POST',
    path: '/api/team-invites/{token}/accept',
    auth: 'business',
    tag: 'Team',
    summary: 'Become the invited team member with the signed-in business account',
  },
  // ---- blocks -----------------------------------------------------------------------------
  getBusyCalendar: {
    method: 'GET',
    path: '/api/team-members/{id}/busy-calendar',
    auth: 'business',
    tag: 'Team',
    summary:
      "A team member's other calendar (decisions.md 9.5): its host (the secret address is never answered), the last read and any error (the owner, or the member's own staff account)",
  },
  setBusyCalendar: {
    method: 'PUT',
    path: '/api/team-members/{id}/busy-calendar',
    auth: 'business',
    tag: 'Team',
    summary:
      "Set or remove a team member's secret iCalendar address; it is read at once, then every 10 minutes, and its busy times block the member",
  },
  listBlocks: {
    method: 'GET',
    path: '/api/businesses/{id}/blocks',
    auth: 'business',
    tag: 'Team',
    summary: 'Blocks (time off) overlapping a range of dates',
  },
  createBlock: {
    method: 'POST',
    path: '/api/businesses/{id}/blocks',
    auth: 'business',
    tag: 'Team',
    summary: 'Block time for one team member or the whole business; lists the bookings under it',
  },
  deleteBlock: {
    method: 'DELETE',
    path: '/api/blocks/{id}',
    auth: 'business',
    tag: 'Team',
    summary: 'Remove a block',
  },
} as const satisfies Record<string, OperationInfo>;
