// The route table: the business page's photos and next free time, request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import { messageResponseSchema } from '../../schemas/common';
import {
  businessPhotoListSchema,
  businessPhotoOrderRequestSchema,
  businessPhotoSchema,
  nextFreeTimeSchema,
  updateBusinessPhotoRequestSchema,
} from '../../schemas/photo';
import { idParam, type OperationContract } from '../contract-kit';
import type { BUSINESS_PAGE_OPERATIONS } from './operations';

export const BUSINESS_PAGE_CONTRACT = {
  getNextFreeTime: {
    params: idParam('id'),
    responses: { 200: nextFreeTimeSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  listBusinessPhotos: {
    params: idParam('id'),
    responses: { 200: businessPhotoListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  uploadBusinessPhoto: {
    params: idParam('businessId'),
    body: z.object({ photo: z.file(), alt: z.string().optional() }),
    bodyType: 'multipart/form-data',
    responses: { 201: businessPhotoSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  reorderBusinessPhotos: {
    params: idParam('id'),
    body: businessPhotoOrderRequestSchema,
    responses: { 200: businessPhotoListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateBusinessPhoto: {
    params: idParam('id'),
    body: updateBusinessPhotoRequestSchema,
    responses: { 200: businessPhotoSchema },
    notFound: NOT_FOUND_MESSAGES.photo,
  },
  deleteBusinessPhoto: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    notFound: NOT_FOUND_MESSAGES.photo,
  },
} as const satisfies Record<keyof typeof BUSINESS_PAGE_OPERATIONS, OperationContract>;
