// The route table: the services operations' request and response schemas (see ../contract.ts).
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import { messageResponseSchema } from '../../schemas/common';
import {
  createServiceRequestSchema,
  serviceListResponseSchema,
  serviceSchema,
  updateServiceRequestSchema,
} from '../../schemas/service';
import { idParam, type OperationContract } from '../contract-kit';
import type { SERVICE_OPERATIONS } from './operations';

export const SERVICE_CONTRACT = {
  // ---- services ---------------------------------------------------------------------------
  listServices: {
    params: idParam('businessId'),
    responses: { 200: serviceListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  createService: { body: createServiceRequestSchema, responses: { 201: serviceSchema }, errors: [404] },
  updateService: {
    params: idParam('serviceId'),
    body: updateServiceRequestSchema,
    responses: { 200: serviceSchema },
    notFound: NOT_FOUND_MESSAGES.service,
  },
  deleteService: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    notFound: NOT_FOUND_MESSAGES.service,
  },
} as const satisfies Record<keyof typeof SERVICE_OPERATIONS, OperationContract>;
