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
} as const satisfies Record<string, OperationInfo>;
