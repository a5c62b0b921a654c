// The route table, part two: the request and response schemas of every operation named in
// `operations.ts`, one folder per domain (`./bookings/contract.ts`, ...). Together they are the API
// contract: the server validates requests and answers with them, the web client takes its types
// from them, the OpenAPI document is generated from them and the integration tests check every
// answer against them.
import type { OperationContract } from './contract-kit';
import type { OperationId } from './operations';
import { SYSTEM_CONTRACT } from './system/contract';
import { AUTH_CONTRACT } from './auth/contract';
import { USER_CONTRACT } from './users/contract';
import { BUSINESS_CONTRACT } from './businesses/contract';
import { BUSINESS_PAGE_CONTRACT } from './business-page/contract';
import { SERVICE_CONTRACT } from './services/contract';
import { TEAM_CONTRACT } from './team/contract';
import { BOOKING_CONTRACT } from './bookings/contract';
import { CUSTOMER_CONTRACT } from './customers/contract';
import { INSIGHT_CONTRACT } from './insights/contract';
import { REVIEW_CONTRACT } from './reviews/contract';
import { CHAT_CONTRACT } from './chats/contract';
import { WAITLIST_CONTRACT } from './waitlist/contract';
import { INTEGRATION_CONTRACT } from './integrations/contract';

export * from './contract-kit';

export const CONTRACT = {
  ...SYSTEM_CONTRACT,
  ...AUTH_CONTRACT,
  ...USER_CONTRACT,
  ...BUSINESS_CONTRACT,
  ...BUSINESS_PAGE_CONTRACT,
  ...SERVICE_CONTRACT,
  ...TEAM_CONTRACT,
  ...BOOKING_CONTRACT,
  ...CUSTOMER_CONTRACT,
  ...INSIGHT_CONTRACT,
  ...REVIEW_CONTRACT,
  ...CHAT_CONTRACT,
  ...WAITLIST_CONTRACT,
  ...INTEGRATION_CONTRACT,
} as const satisfies Record<OperationId, OperationContract>;

export type Contract = typeof CONTRACT;
