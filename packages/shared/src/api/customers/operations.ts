// The route table: a business's customers (decisions.md 9.4; see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const CUSTOMER_OPERATIONS = {
  listBusinessCustomers: {
    method: 'GET',
    path: '/api/businesses/{id}/customers',
    auth: 'business',
    tag: 'Customers',
    summary:
      'The people who booked with the business, one entry each, found by name, email or phone as you type (a page at a time)',
  },
  getBusinessCustomer: {
    method: 'GET',
    path: '/api/businesses/{id}/customers/{key}',
    auth: 'business',
    tag: 'Customers',
    summary:
      "One customer of the business: their figures, the business's private note and tags, and their bookings",
  },
  setCustomerNote: {
    method: 'PUT',
    path: '/api/businesses/{id}/customers/{key}/note',
    auth: 'business',
    tag: 'Customers',
    summary: "The business's private note and tags on a customer (never shown to the customer)",
  },
  exportBusinessCustomers: {
    method: 'GET',
    path: '/api/businesses/{id}/customers.csv',
    auth: 'business',
    tag: 'Customers',
    summary: 'Every customer of the business as CSV (RFC 4180, UTF-8 with a byte order mark)',
  },
} as const satisfies Record<string, OperationInfo>;
