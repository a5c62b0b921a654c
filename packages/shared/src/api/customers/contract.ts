// The route table: a business's customers' request and response schemas (see ../contract.ts).
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import { customerListQuerySchema, customerListResponseSchema } from '../../schemas/customer';
import { idParam, type OperationContract } from '../contract-kit';
import type { CUSTOMER_OPERATIONS } from './operations';

export const CUSTOMER_CONTRACT = {
  listBusinessCustomers: {
    params: idParam('id'),
    query: customerListQuerySchema,
    responses: { 200: customerListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof CUSTOMER_OPERATIONS, OperationContract>;
