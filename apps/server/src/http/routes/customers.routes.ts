import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CustomersService } from '../../modules/customers/customers.service';
import type { CsvExports, CsvFile } from '../../modules/customers/exports.service';
import { route } from '../route';

/** A file to save, not to show; never kept by a cache (it holds the customers' details). */
function download(reply: FastifyReply, file: CsvFile): string {
  // The names are built from a username, dates and letters; anything else would not survive the quotes.
  const fileName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  void reply
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store');
  return file.body;
}

export function customersRoutes(app: FastifyInstance, customers: CustomersService, exports: CsvExports) {
  route(app, 'listBusinessCustomers', ({ user, params, query }) => customers.list(user, params.id, query));
  route(app, 'getBusinessCustomer', ({ user, params }) => customers.detail(user, params.id, params.key));
  route(app, 'setCustomerNote', ({ user, params, body }) =>
    customers.setNote(user, params.id, params.key, body),
  );
  route(app, 'exportBusinessCustomers', async ({ user, params, reply }) =>
    download(reply, await exports.customers(user, params.id)),
  );
  route(app, 'exportBusinessBookings', async ({ user, params, query, reply }) =>
    download(reply, await exports.bookings(user, params.id, query)),
  );
}
