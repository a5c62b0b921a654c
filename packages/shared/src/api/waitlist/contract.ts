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
  waitlistOfferSchema,
  waitlistTokenSchema,
} from '../../schemas/waitlist';
import { bookingSchema } from '../../schemas/booking';
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
  getWaitlistOffer: {
    params: z.object({ token: waitlistTokenSchema }),
    responses: { 200: waitlistOfferSchema },
    notFound: WAITLIST_MESSAGES.offerLinkInvalid,
  },
  claimWaitlistOffer: {
    params: z.object({ token: waitlistTokenSchema }),
    responses: { 201: bookingSchema },
    errors: [400, 409],
    notFound: WAITLIST_MESSAGES.offerLinkInvalid,
  },
  declineWaitlistOffer: {
    params: z.object({ token: waitlistTokenSchema }),
    responses: { 200: messageResponseSchema },
    errors: [409],
    notFound: WAITLIST_MESSAGES.offerLinkInvalid,
  },
} as const satisfies Record<keyof typeof WAITLIST_OPERATIONS, OperationContract>;
