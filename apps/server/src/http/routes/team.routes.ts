import type { FastifyInstance } from 'fastify';
import { route } from '../route';
import type { BusyCalendars } from '../../modules/team/busy-calendar.service';
import type { TeamInvites } from '../../modules/team/team-invites.service';
import type { TeamService } from '../../modules/team/team.service';

export function teamRoutes(
  app: FastifyInstance,
  team: TeamService,
  invites: TeamInvites,
  busyCalendars: BusyCalendars,
) {
  route(app, 'listTeamMembers', ({ params }) => team.listPublic(params.id));
  route(app, 'listManagedTeamMembers', ({ user, params }) => team.listManaged(user, params.id));
  route(app, 'createTeamMember', ({ user, params, body }) => team.create(user, params.id, body));
  route(app, 'reorderTeamMembers', ({ user, params, body }) => team.reorder(user, params.id, body.ids));
  route(app, 'updateTeamMember', ({ user, params, body }) => team.update(user, params.id, body));
  route(app, 'deleteTeamMember', ({ user, params }) => team.remove(user, params.id));
  route(app, 'inviteTeamMember', ({ user, params, body }) => invites.invite(user, params.id, body));
  route(app, 'removeTeamMemberAccount', ({ user, params }) => invites.removeAccount(user, params.id));
  route(app, 'getTeamInvite', ({ params }) => invites.read(params.token));
  route(app, 'acceptTeamInvite', ({ user, params }) => invites.accept(user, params.token));
  route(app, 'getBusyCalendar', ({ user, params }) => busyCalendars.status(user, params.id));
  route(app, 'setBusyCalendar', ({ user, params, body }) => busyCalendars.set(user, params.id, body.url));
  route(app, 'listBlocks', ({ user, params, query }) => team.listBlocks(user, params.id, query));
  route(app, 'createBlock', ({ user, params, body }) => team.createBlock(user, params.id, body));
  route(app, 'deleteBlock', ({ user, params }) => team.deleteBlock(user, params.id));
}
