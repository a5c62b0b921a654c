// The business's exports (decisions.md 9.4): its bookings of a range and its customers as CSV files
// that open cleanly in Excel, Numbers and LibreOffice: RFC 4180 (commas, quotes doubled, CRLF
// between records, a field holding a line break quoted), UTF-8 with a byte order mark (Excel reads
// the accents right only then), days and times in the business's zone, and no cell a spreadsheet
// could run as a formula (`spreadsheetCell`). The owner's alone.
import {
  BOOKING_STATUS_LABELS,
  bookingsExportFileName,
  customersExportFileName,
  NOT_FOUND_MESSAGES,
  spreadsheetCell,
  todayInZone,
} from '@booklane/shared/domain';
import type { InsightsQuery } from '@booklane/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import type { AccessService } from '../access/access.service';
import type { UserRow } from '../users/users.repository';
import type { CustomersRepository } from './customers.repository';
import type { ExportsRepository } from './exports.repository';

/** A file to send: its name (for `Content-Disposition`) and its text. */
export type CsvFile = { fileName: string; body: string };

type Cell = string | number | null;

/**
 * The header and the records as CSV text (see the top of the file).
 */
function toCsv(header: readonly string[], records: readonly (readonly Cell[])[]): string {
  return stringify([header, ...records], {
    bom: true,
    record_delimiter: 'windows',
    // CRLF ends a record: a field holding \n or \r alone must be quoted as well (RFC 4180).
    quote_record_delimiter: true,
    cast: { string: (text) => spreadsheetCell(text) },
  });
}

const BOOKINGS_HEADER = [
  'Date',
  'Start',
  'End',
  'Service',
  'Team member',
  'Customer',
  'Email',
  'Phone',
  'Status',
  'Cancelled by',
  'Price',
  'Currency',
  'Notes',
  'Created',
] as const;

const CUSTOMERS_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Account',
  'Visits',
  'No-shows',
  'Cancellations',
  'Spent',
  'Currency',
  'Last visit',
  'Next visit',
  'Tags',
  'Note',
] as const;

const CANCELLED_BY_LABELS = { business: 'Business', customer: 'Customer' } as const;

export type ExportsDeps = {
  exports: ExportsRepository;
  customers: Pick<CustomersRepository, 'all'>;
  access: Pick<AccessService, 'requireAccess'>;
  clock: Clock;
};

export class CsvExports {
  constructor(private readonly deps: ExportsDeps) {}

  /** `GET /businesses/{id}/bookings.csv?from&to`: every booking dated in the range, in day order. */
  async bookings(user: UserRow, businessId: string, range: InsightsQuery): Promise<CsvFile> {
    const business = await this.business(user, businessId);
    const currency = currencyCode(business);
    const rows = await this.deps.exports.bookings(businessId, range);
    const body = toCsv(
      BOOKINGS_HEADER,
      rows.map((b) => [
        b.date,
        b.start,
        b.end,
        b.service,
        b.teamMember,
        b.customer,
        b.email,
        b.phone,
        BOOKING_STATUS_LABELS[b.status],
        b.cancelledBy ? CANCELLED_BY_LABELS[b.cancelledBy] : null,
        b.price,
        b.price === null ? null : currency,
        b.notes,
        b.created,
      ]),
    );
    return { fileName: bookingsExportFileName(business.username, range.from, range.to), body };
  }

  /** `GET /businesses/{id}/customers.csv`: every customer with their figures, tags and note. */
  async customers(user: UserRow, businessId: string): Promise<CsvFile> {
    const business = await this.business(user, businessId);
    const now = this.deps.clock();
    const currency = currencyCode(business);
    const people = await this.deps.customers.all(businessId, now);
    const body = toCsv(
      CUSTOMERS_HEADER,
      people.map((p) => [
        p.name,
        p.email,
        p.phone,
        p.userId ? 'Yes' : 'No',
        p.visits,
        p.noShows,
        p.cancellations,
        p.spent.toFixed(2),
        currency,
        p.lastVisit,
        p.nextVisit,
        p.tags.join(', '),
        p.note,
      ]),
    );
    const today = todayInZone(now, business.timezone);
    return { fileName: customersExportFileName(business.username, today), body };
  }

  private async business(user: UserRow, businessId: string) {
    await this.deps.access.requireAccess(user, 'business.exports', businessId);
    const business = await this.deps.exports.business(businessId);
    if (!business) throw notFound(NOT_FOUND_MESSAGES.business);
    return business;
  }
}

/** The business's currency as a file names it: its code, or its own abbreviation for `other`. */
function currencyCode(business: { currency: string; customCurrency: string | null }): string {
  return business.currency === 'other' ? (business.customCurrency?.trim() ?? '') : business.currency;
}
