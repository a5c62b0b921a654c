// The route table: the waitlist's methods, paths and sign-in rules (decisions.md 9.3; see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const WAITLIST_OPERATIONS = {
  joinWaitlist: {
    method: 'POST',
    path: '/api/services/{id}/waitlist',
    auth: 'optional',
    tag: 'Waitlist',
    summary:
      'Wait for a place of a service on a day, within a time range: as the signed-in customer, or as a guest with name, email and phone',
  },
  listMyWaitlist: {
    method: 'GET',
    path: '/api/waitlist',
    auth: 'customer',
    tag: 'Waitlist',
    summary: "The signed-in customer's waitlist entries, with their places in line",
  },
  leaveWaitlist: {
    method: 'DELETE',
    path: '/api/waitlist/{id}',
    auth: 'customer',
    tag: 'Waitlist',
    summary: 'Leave the waitlist (an entry of the signed-in customer)',
  },
  leaveWaitlistAsGuest: {
    method: 'DELETE',
    path: '/api/waitlist/manage/{token}',
    auth: 'none',
    tag: 'Waitlist',
    summary: "Leave the waitlist through the link of a guest's email",
  },
  listBusinessWaitlist: {
    method: 'GET',
    path: '/api/businesses/{id}/waitlist',
    auth: 'business',
    tag: 'Waitlist',
    summary: "A business's waitlist over a range of days: per day and service, in line order",
  },
} as const satisfies Record<string, OperationInfo>;
