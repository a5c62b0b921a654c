import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  USERNAME_PATTERN,
  type Business,
  type CreateBusinessRequest,
  type Schedule,
  type UpdateBusinessRequest,
} from '@booklane/shared';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { UserRow } from '../users/users.repository';
import { toBusinessDto } from './business-dto';
import type { BusinessesRepository, BusinessRow } from './businesses.repository';

export const USERNAME_TAKEN = AUTH_MESSAGES.usernameTaken;
export const BUSINESS_NOT_FOUND = ERROR_MESSAGES.businessNotFound;

export class BusinessesService {
  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly defaultTimeZone: string,
  ) {}

  async list(filter: { search?: string; category?: string }): Promise<Business[]> {
    return (await this.businesses.list(filter)).map(toBusinessDto);
  }

  async byUsername(username: string): Promise<Business> {
    // A name that cannot be a username names nothing: no need to ask the database.
    if (!USERNAME_PATTERN.test(username.toLowerCase())) throw notFound(BUSINESS_NOT_FOUND);
    const row = await this.businesses.findByUsername(username);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return toBusinessDto(row);
  }

  async byId(id: string): Promise<Business> {
    const row = await this.businesses.findById(id);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return toBusinessDto(row);
  }

  /** The caller's business first (one per account, decisions.md section 3). */
  async mine(owner: UserRow): Promise<Business[]> {
    const row = await this.businesses.findByOwner(owner.id);
    return row ? [toBusinessDto(row)] : [];
  }

  /** The business when `user` owns it: 404 when it does not exist, 403 when it is someone else's. */
  async owned(user: UserRow, businessId: string): Promise<BusinessRow> {
    const row = await this.businesses.findById(businessId);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    if (row.ownerId !== user.id) throw forbidden('You can only manage your own business.');
    return row;
  }

  async isOwner(user: UserRow, businessId: string): Promise<boolean> {
    if (user.role !== 'business') return false;
    const row = await this.businesses.findById(businessId);
    return row?.ownerId === user.id;
  }

  async create(owner: UserRow, input: CreateBusinessRequest): Promise<Business> {
    if (await this.businesses.findByOwner(owner.id)) throw conflict('You already have a business.');
    if (await this.businesses.findByUsername(input.username)) throw conflict(USERNAME_TAKEN);
    const { timezone, schedule, email, ...fields } = input;
    const row = await this.businesses.insert({
      ...fields,
      email: email ?? owner.email,
      ownerId: owner.id,
      timezone: timezone ?? this.defaultTimeZone,
      schedule: schedule ?? null,
    });
    // Lost a race to another request with the same username (or a second business of the owner).
    if (!row) throw conflict(USERNAME_TAKEN);
    return toBusinessDto(row);
  }

  /** `current` comes from owned(): the caller's right to change it is already checked. */
  async update(current: BusinessRow, input: UpdateBusinessRequest): Promise<Business> {
    if (input.username !== current.username) {
      const other = await this.businesses.findByUsername(input.username);
      if (other && other.id !== current.id) throw conflict(USERNAME_TAKEN);
    }
    const { timezone, ...fields } = input;
    const row = await this.businesses.update(current.id, {
      ...fields,
      timezone: timezone ?? current.timezone,
    });
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return toBusinessDto(row);
  }

  async updateSchedule(current: BusinessRow, schedule: Schedule): Promise<Business> {
    const row = await this.businesses.update(current.id, { schedule });
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return toBusinessDto(row);
  }

  async setLogo(businessId: string, logo: string): Promise<BusinessRow | undefined> {
    return this.businesses.update(businessId, { logo });
  }
}
