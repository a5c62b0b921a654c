// Staff accounts (decisions.md 9.2): the owner invites a team member by email; whoever opens the
// link signed in with a business account becomes that member, and from then on reads the
// business's calendar and acts on that member's bookings (the access rules, access.service.ts).
// A link names its invitation's row (`SignedIds`, only the id is stored); it works once, for
// TEAM_INVITE_LIFETIME_DAYS, and a newer invitation for the same member ends the older ones.
import { NOT_FOUND_MESSAGES, STAFF_MESSAGES, TEAM_INVITE_LIFETIME_DAYS } from '@booklane/shared/domain';
import type {
  ManagedTeamMember,
  MyBusiness,
  TeamInvite,
  TeamInviteRequest,
  TeamInviteState,
} from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { badRequest, conflict, notFound, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import type { DbOrTx, Transact } from '../../db/client';
import type { AccessService } from '../access/access.service';
import type { SignedIds } from '../access/signed-ids';
import type { BusinessesService } from '../businesses/businesses.service';
import type { TeamInviteFacts } from '../../db/notification-payload';
import { toTeamInviteDto } from './team-dto';
import type { TeamInviteRow, TeamRepository } from './team.repository';
import type { TeamService } from './team.service';

/**
 * How an invitation is sent: the notifications module's email policy, given by the composition
 * root (this module does not import it: notifications already reads team's neighbours).
 */
export type InviteEmails = {
  /** Writes the invitation email to the outbox in the caller's transaction. */
  teamInvite(tx: DbOrTx, to: { name: string; email: string }, invite: TeamInviteFacts): Promise<void>;
  /** After the commit: the worker starts on it at once. */
  wake(): void;
};

const LIFETIME_MS = TEAM_INVITE_LIFETIME_DAYS * 86_400_000;

type FoundInvite = NonNullable<Awaited<ReturnType<TeamRepository['findInvite']>>>;

export class TeamInvites {
  constructor(
    private readonly deps: {
      transact: Transact;
      team: TeamRepository;
      /** The members as their owner manages them (with the invitation that waits). */
      members: Pick<TeamService, 'managedOne'>;
      businesses: Pick<BusinessesService, 'byId'>;
      access: AccessService;
      emails: InviteEmails;
      /** The links' tokens (purpose `team-invite`). */
      links: SignedIds;
      /** Invitations per business: each one is an email to an address the owner typed. */
      invitations: RateLimit;
      clock: Clock;
    },
  ) {}

  /**
   * `POST /team-members/{id}/invite` (owner): emails the member a link to join, to `email` or the
   * member's own address (400 without either); 409 while the member has an account.
   */
  async invite(owner: Caller & { name: string }, memberId: string, input: TeamInviteRequest) {
    const { access, team, transact, emails, clock } = this.deps;
    await access.requireAccess(owner, 'teamMember.manage', memberId);
    const current = await team.findById(memberId);
    if (!current) throw notFound(NOT_FOUND_MESSAGES.teamMember);
    const email = input.email ?? current.email;
    if (!email) throw badRequest(STAFF_MESSAGES.inviteNeedsEmail, 'email');
    const wait = await this.deps.invitations.hit(current.businessId);
    if (wait > 0) throw tooMany(wait);
    const business = await this.deps.businesses.byId(current.businessId);
    await transact(async (tx) => {
      const member = await team.lockMember(memberId, tx);
      if (!member) throw notFound(NOT_FOUND_MESSAGES.teamMember);
      if (member.userId) throw conflict(STAFF_MESSAGES.memberHasAccount);
      const now = clock();
      await team.endWaitingInvites(memberId, now, tx);
      const invite = await team.insertInvite(
        {
          businessId: member.businessId,
          teamMemberId: member.id,
          email,
          invitedBy: owner.id,
          expiresAt: new Date(now.getTime() + LIFETIME_MS),
          createdAt: now,
        },
        tx,
      );
      await emails.teamInvite(
        tx,
        { name: member.name, email },
        { inviteId: invite.id, businessName: business.name, memberName: member.name, invitedBy: owner.name },
      );
    });
    emails.wake();
    return this.deps.members.managedOne(current.businessId, memberId);
  }

  /** `DELETE /team-members/{id}/account` (owner): the member's account loses its access, and links that wait stop working. */
  async removeAccount(owner: Caller, memberId: string): Promise<ManagedTeamMember> {
    const { access, team, transact, clock } = this.deps;
    await access.requireAccess(owner, 'teamMember.manage', memberId);
    const businessId = await transact(async (tx) => {
      const member = await team.lockMember(memberId, tx);
      if (!member) throw notFound(NOT_FOUND_MESSAGES.teamMember);
      const now = clock();
      await team.endWaitingInvites(memberId, now, tx);
      if (member.userId) await team.update(memberId, { userId: null, updatedAt: now }, tx);
      return member.businessId;
    });
    return this.deps.members.managedOne(businessId, memberId);
  }

  /** `GET /team-invites/{token}`: what the join page shows; 404 for a link the server did not make. */
  async read(token: string): Promise<TeamInvite> {
    const found = await this.find(token);
    return toTeamInviteDto(found, await this.state(found.invite));
  }

  /**
   * `POST /team-invites/{token}/accept` (a business account): the caller becomes the member. 409
   * when the link was used, expired or replaced, when the member has another account, when the
   * caller is already in the team, and for the business's own owner.
   */
  async accept(user: Caller, token: string): Promise<MyBusiness> {
    const { team, transact, clock } = this.deps;
    const id = this.deps.links.idOf(token);
    if (!id) throw notFound(STAFF_MESSAGES.inviteInvalid);
    const joined = await transact(async (tx) => {
      const found = await team.findInvite(id, tx, true);
      if (!found) throw notFound(STAFF_MESSAGES.inviteInvalid);
      const { invite } = found;
      if (found.ownerId === user.id) throw conflict(STAFF_MESSAGES.ownerCannotJoin);
      const state = await this.state(invite, tx);
      if (state !== 'valid') throw conflict(STATE_MESSAGES[state]);
      // The team's rows are locked: two acceptances for one business never both pass the checks.
      const members = await team.lockTeam(invite.businessId, tx);
      const member = members.find((m) => m.id === invite.teamMemberId);
      if (!member) throw notFound(STAFF_MESSAGES.inviteInvalid);
      if (members.some((m) => m.userId === user.id)) throw conflict(STAFF_MESSAGES.alreadyMember);
      if (member.userId) throw conflict(STAFF_MESSAGES.memberTaken);
      const now = clock();
      await team.update(member.id, { userId: user.id, updatedAt: now }, tx);
      await team.markInviteUsed(invite.id, user.id, now, tx);
      return { businessId: invite.businessId, teamMemberId: member.id };
    });
    const business = await this.deps.businesses.byId(joined.businessId);
    return { ...business, membership: 'staff', teamMemberId: joined.teamMemberId };
  }

  private async find(token: string): Promise<FoundInvite> {
    const id = this.deps.links.idOf(token);
    const found = id ? await this.deps.team.findInvite(id) : undefined;
    if (!found) throw notFound(STAFF_MESSAGES.inviteInvalid);
    return found;
  }

  /**
   * Where an invitation stands now. One cut short (its time ended before its lifetime) was
   * withdrawn, or replaced when a newer one for the member exists.
   */
  private async state(invite: TeamInviteRow, tx?: DbOrTx): Promise<TeamInviteState> {
    if (invite.usedAt) return 'used';
    if (invite.expiresAt > this.deps.clock()) return 'valid';
    const cutShort = invite.expiresAt.getTime() < invite.createdAt.getTime() + LIFETIME_MS;
    return cutShort && (await this.deps.team.hasNewerInvite(invite, tx)) ? 'replaced' : 'expired';
  }
}

const STATE_MESSAGES: Record<Exclude<TeamInviteState, 'valid'>, string> = {
  used: STAFF_MESSAGES.inviteUsed,
  expired: STAFF_MESSAGES.inviteExpired,
  replaced: STAFF_MESSAGES.inviteReplaced,
};
