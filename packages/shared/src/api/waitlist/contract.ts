// The route table: the waitlist's request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { NOT_FOUND_MESSAGES, WAITLIST_MESSAGES } from '../../domain/messages';
import { messageResponseSchema } from '../../schemas/common';
import {
  businessWaitlistQuerySchema,
  businessWaitlistSchema,
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  myWaitlistSchema,
  waitlistTokenSchema,
} from '../../schemas/waitlist';
import { idParam, type OperationContract } from '../contract-kit';
import type { WAITLIST_OPERATIONS } from './operations';

export const WAITLIST_CONTRACT = {
  joinWaitlist: {
    params: idParam('id'),
    body: joinWaitlistRequestSchema,
    responses: { 201: joinWaitlistResponseSchema },
    errors: [403, 409, 429],
    notFound: NOT_FOUND_MESSAGES.service,
  },
  listMyWaitlist: {
    responses: { 200: myWaitlistSchema },
  },
  leaveWaitlist: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    notFound: WAITLIST_MESSAGES.entryNotFound,
  },
  leaveWaitlistAsGuest: {
    params: z.object({ token: waitlistTokenSchema }),
    responses: { 200: messageResponseSchema },
    notFound: WAITLIST_MESSAGES.leaveLinkInvalid,
  },
  listBusinessWaitlist: {
    params: idParam('id'),
    query: businessWaitlistQuerySchema,
    responses: { 200: businessWaitlistSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof WAITLIST_OPERATIONS, OperationContract>;
