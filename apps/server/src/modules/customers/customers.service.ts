// A business's customers (decisions.md 9.4): one entry per person who booked with it, found by
// name, email or phone as the owner types (the new-booking dialog), a page at a time.
import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import type { CustomerListQuery, CustomerListResponse } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { badRequest } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import type { CustomerCursor, CustomersRepository, SearchWord } from './customers.repository';

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

export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly access: Pick<AccessService, 'requireAccess'>,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /businesses/{id}/customers`: the business's people (its owner's, and its staff's, who book
   * for them too), in the order of their names, `limit` at a time.
   */
  async list(user: UserRow, businessId: string, query: CustomerListQuery): Promise<CustomerListResponse> {
    await this.access.requireAccess(user, 'business.bookings', businessId);
    const rows = await this.customers.page(businessId, {
      words: searchWords(query.search),
      after: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit + 1,
      now: this.clock(),
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      customers: page.map(({ sortName: _sortName, ...customer }) => customer),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  }
}
