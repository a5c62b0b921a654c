// The route table: a business's insights and its bookings export (decisions.md 9.4; see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const INSIGHT_OPERATIONS = {
  getBusinessInsights: {
    method: 'GET',
    path: '/api/businesses/{id}/insights',
    auth: 'business',
    tag: 'Insights',
    summary:
      "The business's figures over a range of days beside the range before it: bookings, revenue, cancellations, no-shows, customers, rating, and the series of its charts",
  },
  exportBusinessBookings: {
    method: 'GET',
    path: '/api/businesses/{id}/bookings.csv',
    auth: 'business',
    tag: 'Insights',
    summary: "The business's bookings of a range of days as CSV (RFC 4180, UTF-8 with a byte order mark)",
  },
} as const satisfies Record<string, OperationInfo>;
