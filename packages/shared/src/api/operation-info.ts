// What the route table says of each operation besides its schemas: method, path template, who
// may call it, its tag and summary. Zod-free, like every operations.ts of the table.

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call: `none` anyone; `optional` anyone, a valid token changes the answer; `user` any
 * signed-in account; `customer` / `business` a signed-in account of that role (403 otherwise).
 */
export type AuthRequirement = 'none' | 'optional' | 'user' | 'customer' | 'business';

export const API_TAGS = [
  'System',
  'Auth',
  'Users',
  'Businesses',
  'Services',
  'Team',
  'Bookings',
  'Customers',
  'Insights',
  'Chats',
  'Reviews',
  'Waitlist',
  'Integrations',
  'Uploads',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

export interface OperationInfo {
  readonly method: HttpMethod;
  /** OpenAPI-style template: `/api/bookings/{id}/status`. */
  readonly path: string;
  readonly auth: AuthRequirement;
  readonly tag: ApiTag;
  readonly summary: string;
}
