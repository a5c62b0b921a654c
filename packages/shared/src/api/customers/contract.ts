// The route table: a business's customers' request and response schemas (see ../contract.ts).
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import {
  customerDetailResponseSchema,
  customerKeyParamsSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerNoteSchema,
} from '../../schemas/customer';
import { csv, idParam, type OperationContract } from '../contract-kit';
import type { CUSTOMER_OPERATIONS } from './operations';

export const CUSTOMER_CONTRACT = {
  listBusinessCustomers: {
    params: idParam('id'),
    query: customerListQuerySchema,
    responses: { 200: customerListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  getBusinessCustomer: {
    params: customerKeyParamsSchema,
    responses: { 200: customerDetailResponseSchema },
    notFound: NOT_FOUND_MESSAGES.customer,
  },
  setCustomerNote: {
    params: customerKeyParamsSchema,
    body: customerNoteSchema,
    responses: { 200: customerNoteSchema },
    notFound: NOT_FOUND_MESSAGES.customer,
  },
  exportBusinessCustomers: {
    params: idParam('id'),
    responses: { 200: csv() },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof CUSTOMER_OPERATIONS, OperationContract>;
