// Team members and blocks (decisions.md 9.1): the owner's changes, checked and written in one
// transaction each, with the team's rows locked so that two changes of one team serialise.
import {
  blockMeetsDates,
  INTEGRATION_MESSAGES,
  memberHasBookingsMessage,
  memberHasWaitlistMessage,
  NOT_FOUND_MESSAGES,
  serviceMembersAfter,
  STAFF_MESSAGES,
  TEAM_MEMBERS_MAX,
  TEAM_MESSAGES,
} from '@booklane/shared/domain';
import type {
  Block,
  Booking,
  CreateBlockRequest,
  CreateTeamMemberRequest,
  ManagedTeamMember,
  TeamMember,
  UpdateTeamMemberRequest,
} from '@booklane/shared/schemas';
import type { Caller } from '../../core/caller';
import type { Clock } from '../../core/clock';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import type { DbOrTx, Transact } from '../../db/client';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { PublicChanges } from '../public-changes';
import { toBlockDto, toManagedTeamMemberDto, toTeamMemberDto } from './team-dto';
import type { TeamRepository } from './team.repository';

const DAY_MS = 86_400_000;

export class TeamService {
  constructor(
    private readonly transact: Transact,
    private readonly team: TeamRepository,
    /** Bookings as the API answers them, by id (the ones a new block lies over). */
    private readonly bookingsById: (ids: string[]) => Promise<Booking[]>,
    private readonly businesses: BusinessesService,
    private readonly access: AccessService,
    private readonly changed: PublicChanges,
    private readonly clock: Clock,
  ) {}

  /** `GET /businesses/{id}/team-members`: the active members and the active services they do. */
  async listPublic(businessId: string): Promise<TeamMember[]> {
    const business = await this.businesses.byId(businessId);
    const [members, services] = await Promise.all([
      this.team.listByBusiness(business._id),
      this.team.servicesOf(business._id),
    ]);
    // A service the business took offline is nobody's to see (spec section 4), nor its id.
    const offered = services.filter((s) => s.isActive);
    return members.filter((m) => m.isActive).map((m) => toTeamMemberDto(m, offered));
  }

  async listManaged(user: Caller, businessId: string): Promise<ManagedTeamMember[]> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    return this.managed(businessId);
  }

  async create(user: Caller, businessId: string, input: CreateTeamMemberRequest): Promise<ManagedTeamMember> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    const id = await this.transact(async (tx) => {
      const team = await this.team.lockTeam(businessId, tx);
      if (team.length >= TEAM_MEMBERS_MAX) throw conflict(TEAM_MESSAGES.tooMany);
      const { serviceIds, ...fields } = input;
      const now = this.clock();
      const row = await this.team.insert(
        {
          ...fields,
          businessId,
          position: Math.max(-1, ...team.map((m) => m.position)) + 1,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      const active = [...team, row].filter((m) => m.isActive).map((m) => m.id);
      await this.applyServices(businessId, row.id, serviceIds, active, tx);
      await this.team.touchBusiness(businessId, now, tx);
      return row.id;
    });
    await this.changed.business(businessId);
    return this.managedOne(businessId, id);
  }

  async update(user: Caller, memberId: string, patch: UpdateTeamMemberRequest): Promise<ManagedTeamMember> {
    await this.access.requireAccess(user, 'teamMember.manage', memberId);
    const businessId = await this.transact(async (tx) => {
      const current = await this.team.findById(memberId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.teamMember);
      const team = await this.team.lockTeam(current.businessId, tx);
      const { serviceIds, ...fields } = patch;
      if (fields.isActive === false && !team.some((m) => m.id !== memberId && m.isActive)) {
        throw conflict(TEAM_MESSAGES.lastActiveMember);
      }
      const now = this.clock();
      await this.team.update(memberId, { ...fields, updatedAt: now }, tx);
      if (serviceIds !== undefined) {
        const active = team
          .filter((m) => (m.id === memberId ? (fields.isActive ?? m.isActive) : m.isActive))
          .map((m) => m.id);
        await this.applyServices(current.businessId, memberId, serviceIds, active, tx);
      }
      await this.team.touchBusiness(current.businessId, now, tx);
      return current.businessId;
    });
    await this.changed.business(businessId);
    return this.managedOne(businessId, memberId);
  }

  /**
   * Refused while they have upcoming bookings (409 saying how many) or people waiting in line for
   * them, and for the last member.
   */
  async remove(user: Caller, memberId: string): Promise<{ message: string }> {
    await this.access.requireAccess(user, 'teamMember.manage', memberId);
    const businessId = await this.transact(async (tx) => {
      const current = await this.team.findById(memberId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.teamMember);
      const team = await this.team.lockTeam(current.businessId, tx);
      if (team.length <= 1) throw conflict(TEAM_MESSAGES.lastMember);
      if (current.isActive && !team.some((m) => m.id !== memberId && m.isActive)) {
        throw conflict(TEAM_MESSAGES.lastActiveMember);
      }
      const upcoming = (await this.team.upcomingCounts([memberId], this.clock(), tx)).get(memberId) ?? 0;
      if (upcoming > 0) throw conflict(memberHasBookingsMessage(upcoming));
      // Their entries would go with them (the table's cascade), the people never told.
      const waiting = await this.team.waitingFor(memberId, tx);
      if (waiting > 0) throw conflict(memberHasWaitlistMessage(waiting));
      for (const service of await this.team.servicesOf(current.businessId, tx)) {
        if (service.teamMemberIds.includes(memberId)) {
          const rest = service.teamMemberIds.filter((id) => id !== memberId);
          await this.team.setServiceMembers(service.id, rest, tx);
        }
      }
      await this.team.delete(memberId, tx);
      await this.team.touchBusiness(current.businessId, this.clock(), tx);
      return current.businessId;
    });
    await this.changed.business(businessId);
    return { message: 'Team member removed' };
  }

  async reorder(user: Caller, businessId: string, ids: string[]): Promise<ManagedTeamMember[]> {
    await this.access.requireAccess(user, 'business.manage', businessId);
    await this.transact(async (tx) => {
      const team = await this.team.lockTeam(businessId, tx);
      const known = new Set(team.map((m) => m.id));
      const asked = new Set(ids.map((id) => id.toLowerCase()));
      if (asked.size !== ids.length || asked.size !== known.size || [...asked].some((id) => !known.has(id))) {
        throw badRequest(TEAM_MESSAGES.orderIncomplete, 'ids');
      }
      const now = this.clock();
      let position = 0;
      for (const id of asked) await this.team.update(id, { position: position++, updatedAt: now }, tx);
      await this.team.touchBusiness(businessId, now, tx);
    });
    await this.changed.business(businessId);
    return this.managed(businessId);
  }

  /** Sets the photo's address; answers the one it replaces (to remove its file). */
  async setPhoto(
    memberId: string,
    photoUrl: string,
  ): Promise<{ member: ManagedTeamMember; previous: string | null }> {
    const current = await this.team.findById(memberId);
    if (!current) throw notFound(NOT_FOUND_MESSAGES.teamMember);
    await this.team.update(memberId, { photoUrl, updatedAt: this.clock() });
    await this.changed.business(current.businessId);
    return { member: await this.managedOne(current.businessId, memberId), previous: current.photoUrl };
  }

  // ---- blocks -----------------------------------------------------------------------------

  /** Blocks overlapping the business-local dates `from`..`to`. */
  async listBlocks(user: Caller, businessId: string, range: { from: string; to: string }): Promise<Block[]> {
    // The calendar's shading: the owner and the staff (decisions.md 9.2).
    await this.access.requireAccess(user, 'business.bookings', businessId);
    // Local days lie within a day of the UTC day of the same date: read that wider span, then
    // keep the blocks that meet the dates asked for in the business's own zone.
    const span = {
      from: new Date(Date.parse(`${range.from}T00:00:00Z`) - DAY_MS),
      until: new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * DAY_MS),
    };
    const [business, blocks] = await Promise.all([
      this.businesses.byId(businessId),
      this.team.listBlocks(businessId, span),
    ]);
    return blocks.filter((b) => blockMeetsDates(b, range, business.timezone)).map(toBlockDto);
  }

  async createBlock(
    user: Caller,
    businessId: string,
    input: CreateBlockRequest,
  ): Promise<{ block: Block; affectedBookings: Booking[] }> {
    // A member's time: the owner, or that member's own staff account (decisions.md 9.2); the whole
    // business's: the owner only.
    const staff = (await this.access.roleIn(user, businessId))?.role === 'staff';
    if (!staff) await this.access.requireAccess(user, 'business.manage', businessId);
    if (input.teamMember) {
      const member = await this.team.findById(input.teamMember);
      if (!member || member.businessId !== businessId) throw notFound(NOT_FOUND_MESSAGES.teamMember);
      if (staff) await this.access.requireAccess(user, 'teamMember.blocks', member.id);
    } else if (staff) {
      throw forbidden(STAFF_MESSAGES.ownBlocksOnly);
    }
    const span = { from: new Date(input.startsAt), until: new Date(input.endsAt) };
    const row = await this.team.insertBlock({
      businessId,
      teamMemberId: input.teamMember,
      startsAt: span.from,
      endsAt: span.until,
      note: input.note,
      createdAt: this.clock(),
    });
    await this.changed.business(businessId);
    const ids = await this.team.bookingsUnder(businessId, input.teamMember, span);
    return { block: toBlockDto(row), affectedBookings: await this.bookingsById(ids) };
  }

  async deleteBlock(user: Caller, blockId: string): Promise<{ message: string }> {
    await this.access.requireAccess(user, 'block.manage', blockId);
    // A busy time from the member's other calendar comes back at its next read: it is changed there.
    if ((await this.team.findBlock(blockId))?.source === 'calendar') {
      throw conflict(INTEGRATION_MESSAGES.calendarBlock);
    }
    const row = await this.team.deleteBlock(blockId);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.block);
    await this.changed.business(row.businessId);
    return { message: 'Block removed' };
  }

  // ---- for other services -----------------------------------------------------------------

  private async managed(businessId: string): Promise<ManagedTeamMember[]> {
    const now = this.clock();
    const [members, services, invites] = await Promise.all([
      this.team.listByBusiness(businessId),
      this.team.servicesOf(businessId),
      this.team.waitingInvites(businessId, now),
    ]);
    const ids = members.map((m) => m.id);
    const [upcoming, busyTimes] = await Promise.all([
      this.team.upcomingCounts(ids, now),
      this.team.upcomingBusyTimes(ids, now),
    ]);
    return members.map((m) =>
      toManagedTeamMemberDto(
        m,
        services,
        upcoming.get(m.id) ?? 0,
        busyTimes.get(m.id) ?? 0,
        invites.find((i) => i.teamMemberId === m.id),
      ),
    );
  }

  /** A member as their owner manages them (after a change another service made). */
  async managedOne(businessId: string, memberId: string): Promise<ManagedTeamMember> {
    const found = (await this.managed(businessId)).find((m) => m._id === memberId);
    if (!found) throw notFound(NOT_FOUND_MESSAGES.teamMember);
    return found;
  }

  /** Makes the member perform exactly `serviceIds` of the business (null: all of them). */
  private async applyServices(
    businessId: string,
    memberId: string,
    serviceIds: string[] | null | undefined,
    activeIds: string[],
    tx: DbOrTx,
  ): Promise<void> {
    const services = await this.team.servicesOf(businessId, tx);
    const wanted =
      serviceIds === null || serviceIds === undefined
        ? null
        : new Set(serviceIds.map((s) => s.toLowerCase()));
    if (wanted && [...wanted].some((id) => !services.some((s) => s.id === id))) {
      throw badRequest(TEAM_MESSAGES.unknownService, 'serviceIds');
    }
    for (const service of services) {
      const next = serviceMembersAfter(
        service.teamMemberIds,
        memberId,
        wanted ? wanted.has(service.id) : true,
        activeIds,
      );
      if (next === null) throw badRequest(TEAM_MESSAGES.serviceNeedsMember, 'serviceIds');
      if (next.join() !== service.teamMemberIds.join())
        await this.team.setServiceMembers(service.id, next, tx);
    }
  }
}
