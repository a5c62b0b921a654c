import {
  mergeServiceUpdate,
  type CreateServiceRequest,
  type Service,
  type UpdateServiceRequest,
} from '@booklane/shared';
import { forbidden, notFound, validationError } from '../../http/errors';
import type { BusinessesService } from '../businesses/businesses.service';
import type { UserRow } from '../users/users.repository';
import { toServiceDto, toServiceValues } from './service-dto';
import type { ServiceRow, ServicesRepository } from './services.repository';

export const SERVICE_NOT_FOUND = 'Service not found';

export class ServicesService {
  constructor(
    private readonly services: ServicesRepository,
    private readonly businesses: BusinessesService,
  ) {}

  /** Visitors see the active services; the owner sees all of their own (decisions.md section 4). */
  async listForBusiness(businessId: string, viewer: UserRow | null): Promise<Service[]> {
    const business = await this.businesses.byId(businessId);
    const isOwner = viewer !== null && (await this.businesses.isOwner(viewer, business._id));
    const rows = await this.services.listByBusiness(business._id, { activeOnly: !isOwner });
    return rows.map(toServiceDto);
  }

  async create(user: UserRow, input: CreateServiceRequest): Promise<Service> {
    const { business: businessId, ...payload } = input;
    await this.businesses.owned(user, businessId);
    return toServiceDto(await this.services.insert(businessId, toServiceValues(payload)));
  }

  /** The service when `user` owns its business: 404 when unknown, 403 when someone else's. */
  async owned(user: UserRow, serviceId: string): Promise<ServiceRow> {
    const row = await this.services.findById(serviceId);
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    if (!(await this.businesses.isOwner(user, row.businessId))) {
      throw forbidden('You can only manage the services of your own business.');
    }
    return row;
  }

  /** A full update or any subset (Go Live sends only isActive); the result must be valid as a whole. */
  async update(current: ServiceRow, update: UpdateServiceRequest): Promise<Service> {
    const merged = mergeServiceUpdate(toServiceDto(current), update);
    if (!merged.success) throw validationError(merged.error);
    const row = await this.services.update(current.id, toServiceValues(merged.data));
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return toServiceDto(row);
  }

  async delete(current: ServiceRow): Promise<void> {
    if (!(await this.services.delete(current.id))) throw notFound(SERVICE_NOT_FOUND);
  }
}
