import { NOT_FOUND_MESSAGES, TEAM_MESSAGES } from '@booklane/shared/domain';
import {
  mergeServiceUpdate,
  type CreateServiceRequest,
  type Service,
  type UpdateServiceRequest,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { badRequest, notFound, validationError } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { UserRow } from '../users/users.repository';
import { toServiceDto, toServiceValues } from './service-dto';
import type { Bookable, ServiceRow, ServicesRepository } from './services.repository';
import { NO_PUBLIC_CHANGES, type PublicChanges } from '../public-changes';

/**
 * Methods that take a `user` act for that user and check access first; the others are reads for
 * other services (bookings), which have done their own checks.
 */
export class ServicesService {
  constructor(
    private readonly transact: Transact,
    private readonly services: ServicesRepository,
    private readonly businesses: BusinessesService,
    private readonly access: AccessService,
    private readonly clock: Clock,
    /** Told after each change of a service (its business page and availability change). */
    private readonly changed: PublicChanges = NO_PUBLIC_CHANGES,
    /** The ids of the business's team members: a service names only those (decisions.md 9.1). */
    private readonly teamIds: (businessId: string) => Promise<string[]> = async () => [],
  ) {}

  private async requireTeamMembers(businessId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const known = new Set(await this.teamIds(businessId));
    if (ids.some((id) => !known.has(id.toLowerCase()))) {
      throw badRequest(TEAM_MESSAGES.notFound, 'teamMemberIds');
    }
  }

  /** Visitors see the active services; the owner sees all of their own (decisions.md section 4). */
  async listForBusiness(businessId: string, viewer: UserRow | null): Promise<Service[]> {
    const business = await this.businesses.byId(businessId);
    const isOwner = await this.access.hasAccess(viewer, 'business.manage', business._id);
    const rows = await this.services.listByBusiness(business._id, { activeOnly: !isOwner });
    return rows.map(toServiceDto);
  }

  async create(user: UserRow, input: CreateServiceRequest): Promise<Service> {
    const { business: businessId, ...payload } = input;
    await this.access.requireAccess(user, 'business.manage', businessId);
    await this.requireTeamMembers(businessId, payload.teamMemberIds ?? []);
    const row = await this.services.insert(businessId, toServiceValues(payload));
    await this.changed.service(row.businessId, row.id);
    return toServiceDto(row);
  }

  /**
   * A full update or any subset (Go Live sends only isActive); the result must be valid as a whole.
   * The row is locked while the update is merged into it and written, so two partial updates at
   * once both land (the second merges into the first's result) instead of one undoing the other.
   */
  async update(user: UserRow, serviceId: string, update: UpdateServiceRequest): Promise<Service> {
    await this.access.requireAccess(user, 'service.manage', serviceId);
    const row = await this.transact(async (tx) => {
      const current = await this.services.lockById(serviceId, tx);
      if (!current) throw notFound(NOT_FOUND_MESSAGES.service);
      const merged = mergeServiceUpdate(toServiceDto(current), update);
      if (!merged.success) throw validationError(merged.error);
      await this.requireTeamMembers(current.businessId, merged.data.teamMemberIds ?? []);
      const updated = await this.services.update(current.id, toServiceValues(merged.data), this.clock(), tx);
      if (!updated) throw notFound(NOT_FOUND_MESSAGES.service);
      return updated;
    });
    await this.changed.service(row.businessId, row.id);
    return toServiceDto(row);
  }

  async delete(user: UserRow, serviceId: string): Promise<{ message: string }> {
    await this.access.requireAccess(user, 'service.manage', serviceId);
    const deleted = await this.services.delete(serviceId);
    if (!deleted) throw notFound(NOT_FOUND_MESSAGES.service);
    await this.changed.service(deleted.businessId, deleted.id);
    return { message: 'Service deleted' };
  }

  // ---- for other services -----------------------------------------------------------------

  async findById(id: string, tx?: DbOrTx): Promise<ServiceRow | undefined> {
    return this.services.findById(id, tx);
  }

  /** The service and its business, read together. */
  async findWithBusiness(id: string) {
    return this.services.findWithBusiness(id);
  }

  /** A business with its active team and active services, in one round trip (the directory's free filter). */
  async findActiveOfBusiness(businessId: string) {
    return this.services.findActiveOfBusiness(businessId);
  }

  /**
   * The service row, locked (SELECT ... FOR UPDATE) until the caller's transaction ends: bookings
   * of one service serialise on it (docs/decisions/0004-booking-capacity.md).
   */
  async lockById(id: string, tx: DbOrTx): Promise<ServiceRow | undefined> {
    return this.services.lockById(id, tx);
  }

  /** The service's lock alone (as `lockById`, without reading the row). */
  async lock(id: string, tx: DbOrTx): Promise<void> {
    await this.services.lock(id, tx);
  }

  /** The service and its business, with their row versions, for a booking (one round trip). */
  async findBookable(id: string): Promise<Bookable | undefined> {
    return this.services.findBookable(id);
  }

  /** The same, read inside the caller's transaction. */
  async findBookableIn(id: string, tx: DbOrTx): Promise<Bookable | undefined> {
    return this.services.findBookable(id, tx);
  }
}
