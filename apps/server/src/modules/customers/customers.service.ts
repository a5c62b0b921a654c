// A business's customers (decisions.md 9.4): one entry per person who booked with it, found by
// name, email or phone as the owner types (the new-booking dialog), a page at a time; one person
// with their bookings, and the business's private note and tags on them.
import { NOT_FOUND_MESSAGES, VALIDATION_MESSAGES } from '@booklane/shared/domain';
import type {
  CustomerDetailResponse,
  CustomerListQuery,
  CustomerListResponse,
  CustomerNote,
} from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { badRequest, notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import { toBookingDto } from '../bookings/booking-dto';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { UserRow } from '../users/users.repository';
import type { CustomerCursor, CustomerRow, CustomersRepository, SearchWord } from './customers.repository';

/** A word with this many digits or more also matches phone numbers by their digits alone. */
const PHONE_DIGITS_MIN = 3;

/**
 * The words of a search: each must match (in any order), as in the directory.
 * @internal Exported for its unit tests.
 */
export function searchWords(search: string | undefined): SearchWord[] {
  return (search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((text) => {
      const digits = text.replace(/\D/g, '');
      return { text, digits: digits.length >= PHONE_DIGITS_MIN ? digits : null };
    });
}

/**
 * The cursor of the page after the one ending with `last`: opaque to the client.
 * @internal Exported for its unit tests.
 */
export function encodeCursor(last: CustomerCursor): string {
  return Buffer.from(JSON.stringify([last.sortName, last.key]), 'utf8').toString('base64url');
}

/**
 * The cursor's place, or 400 when the server never gave it.
 * @internal Exported for its unit tests.
 */
export function decodeCursor(cursor: string): CustomerCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string')) {
      return { sortName: value[0] as string, key: value[1] as string };
    }
  } catch {
    // Not JSON: refused below.
  }
  throw badRequest(VALIDATION_MESSAGES.cursorInvalid, 'cursor');
}

/** A person as the answers show them: without what only the list's order needs. */
function summary<T extends CustomerRow>({ sortName: _sortName, ...customer }: T): Omit<T, 'sortName'> {
  return customer;
}

export type CustomersDeps = {
  customers: CustomersRepository;
  bookings: Pick<BookingsRepository, 'viewsOf'>;
  access: Pick<AccessService, 'requireAccess'>;
  clock: Clock;
};

export class CustomersService {
  constructor(private readonly deps: CustomersDeps) {}

  /**
   * `GET /businesses/{id}/customers`: the business's people (its owner's, and its staff's, who book
   * for them too), in the order of their names, `limit` at a time.
   */
  async list(user: UserRow, businessId: string, query: CustomerListQuery): Promise<CustomerListResponse> {
    await this.deps.access.requireAccess(user, 'business.customers', businessId);
    const rows = await this.deps.customers.page(businessId, {
      words: searchWords(query.search),
      after: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit + 1,
      now: this.deps.clock(),
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      customers: page.map(summary),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }

  /**
   * `GET /businesses/{id}/customers/{key}`: the person's figures, the business's note and tags, and
   * every booking of theirs with the business as its booking lists show them, newest first.
   */
  async detail(user: UserRow, businessId: string, key: string): Promise<CustomerDetailResponse> {
    await this.deps.access.requireAccess(user, 'business.customers', businessId);
    const person = await this.deps.customers.one(businessId, key, this.deps.clock());
    if (!person) throw notFound(NOT_FOUND_MESSAGES.customer);
    const { bookingIds, ...customer } = person;
    const bookings = await this.deps.bookings.viewsOf(bookingIds);
    return { customer: summary(customer), bookings: bookings.map(toBookingDto) };
  }

  /**
   * `PUT /businesses/{id}/customers/{key}/note`: the business's private note and tags on someone
   * who booked with it (the owner or its staff; never shown to the customer). An empty note
   * without tags is kept as such: the row says who cleared it and when.
   */
  async setNote(user: UserRow, businessId: string, key: string, note: CustomerNote): Promise<CustomerNote> {
    await this.deps.access.requireAccess(user, 'business.customers', businessId);
    if (!(await this.deps.customers.exists(businessId, key))) throw notFound(NOT_FOUND_MESSAGES.customer);
    return this.deps.customers.saveNote(businessId, key, note, user.id, this.deps.clock());
  }

  /**
   * A customer verified their email, so the guest bookings made with it joined their account
   * (`BookingLists.linkGuestBookings`): the person's key changed from the email to the account,
   * and the businesses' notes and tags on them follow.
   */
  async accountVerified(user: UserRow): Promise<void> {
    if (user.role !== 'customer') return;
    await this.deps.customers.moveNotes(`email:${user.email.toLowerCase()}`, `user:${user.id}`);
  }
}
