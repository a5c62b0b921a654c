// The route table, part one: every REST operation of the API by name, with its method, path and
// who may call it, one folder per domain (`./bookings/operations.ts`, ...). This is the only place
// a route's path is written: the server registers from it, the web client and the tests build
// their URLs from it, the OpenAPI document lists it.
//
// It holds no schema on purpose: these modules are zod-free, so the web app's entry chunk can call
// the API without loading the validation library. The request and response schemas of each
// operation are its entry in the domain's `contract.ts` (the compiler keeps both tables' names in
// step, per domain and here).
import { SYSTEM_OPERATIONS } from './system/operations';
import { AUTH_OPERATIONS } from './auth/operations';
import { USER_OPERATIONS } from './users/operations';
import { BUSINESS_OPERATIONS } from './businesses/operations';
import { BUSINESS_PAGE_OPERATIONS } from './business-page/operations';
import { SERVICE_OPERATIONS } from './services/operations';
import { TEAM_OPERATIONS } from './team/operations';
import { BOOKING_OPERATIONS } from './bookings/operations';
import { CUSTOMER_OPERATIONS } from './customers/operations';
import { INSIGHT_OPERATIONS } from './insights/operations';
import { REVIEW_OPERATIONS } from './reviews/operations';
import { CHAT_OPERATIONS } from './chats/operations';
import { WAITLIST_OPERATIONS } from './waitlist/operations';
import { INTEGRATION_OPERATIONS } from './integrations/operations';

export * from './operation-info';

export const OPERATIONS = {
  ...SYSTEM_OPERATIONS,
  ...AUTH_OPERATIONS,
  ...USER_OPERATIONS,
  ...BUSINESS_OPERATIONS,
  ...BUSINESS_PAGE_OPERATIONS,
  ...SERVICE_OPERATIONS,
  ...TEAM_OPERATIONS,
  ...BOOKING_OPERATIONS,
  ...CUSTOMER_OPERATIONS,
  ...INSIGHT_OPERATIONS,
  ...REVIEW_OPERATIONS,
  ...CHAT_OPERATIONS,
  ...WAITLIST_OPERATIONS,
  ...INTEGRATION_OPERATIONS,
} as const;

export type OperationId = keyof typeof OPERATIONS;
export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

/** The path parameter names of a template: `/a/{id}/b/{x}` -> `id` | `x`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * The names of a template's parameters, in order.
 * @internal Exported for the tests, which check answers and build requests with it.
 */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);
}
