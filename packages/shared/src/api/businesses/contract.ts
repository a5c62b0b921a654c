// The route table: the businesses operations' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import { bookingListResponseSchema } from '../../schemas/booking';
import {
  businessSchema,
  createBusinessRequestSchema,
  logoUploadResponseSchema,
  myBusinessListSchema,
  updateBusinessRequestSchema,
} from '../../schemas/business';
import {
  directoryListQuerySchema,
  directoryListSchema,
  directoryPageQuerySchema,
  directoryPageSchema,
} from '../../schemas/directory';
import { updateDateOverridesRequestSchema, updateScheduleRequestSchema } from '../../schemas/schedule';
import { idParam, type OperationContract } from '../contract-kit';
import type { BUSINESS_OPERATIONS } from './operations';

export const BUSINESS_CONTRACT = {
  // ---- businesses -------------------------------------------------------------------------
  listBusinesses: {
    query: directoryListQuerySchema,
    responses: { 200: directoryListSchema },
    cacheable: true,
  },
  listDirectoryPage: {
    query: directoryPageQuerySchema,
    responses: { 200: directoryPageSchema },
    cacheable: true,
  },
  getBusinessByUsername: {
    // Usernames are stored lowercased: one spelling, one answer (and one kept copy of it).
    params: z.object({ username: z.string().toLowerCase() }),
    responses: { 200: businessSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  getBusiness: {
    params: idParam('businessId'),
    responses: { 200: businessSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  getMyBusinesses: { responses: { 200: myBusinessListSchema } },
  createBusiness: { body: createBusinessRequestSchema, responses: { 201: businessSchema }, errors: [409] },
  updateBusiness: {
    params: idParam('id'),
    body: updateBusinessRequestSchema,
    responses: { 200: businessSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateSchedule: {
    params: idParam('id'),
    body: updateScheduleRequestSchema,
    responses: { 200: businessSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateDateOverrides: {
    params: idParam('id'),
    body: updateDateOverridesRequestSchema,
    responses: {
      200: z.object({
        business: businessSchema,
        /** Active bookings on a day the overrides close, or outside its one-off hours. */
        affectedBookings: bookingListResponseSchema,
      }),
    },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  uploadLogo: {
    params: idParam('businessId'),
    body: z.object({ logo: z.file() }),
    bodyType: 'multipart/form-data',
    responses: { 200: logoUploadResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof BUSINESS_OPERATIONS, OperationContract>;
