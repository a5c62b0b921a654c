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
  getWaitlistOffer: {
    method: 'GET',
    path: '/api/waitlist/offers/{token}',
    auth: 'none',
    tag: 'Waitlist',
    summary: 'A place held for a person in line, through the link of their offer (email or live push)',
  },
  claimWaitlistOffer: {
    method: 'POST',
    path: '/api/waitlist/offers/{token}/claim',
    auth: 'none',
    tag: 'Waitlist',
    summary:
      'Book the held place (every booking rule applies; approval too). Claiming again answers the same booking; 409 once the offer expired, was declined or withdrawn',
  },
  declineWaitlistOffer: {
    method: 'POST',
    path: '/api/waitlist/offers/{token}/decline',
    auth: 'none',
    tag: 'Waitlist',
    summary: 'Pass on the held place: it goes to the next person in line, and the person leaves the line',
  },
} as const satisfies Record<string, OperationInfo>;
