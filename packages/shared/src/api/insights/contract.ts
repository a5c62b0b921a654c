// The route table: insights' request and response schemas (see ../contract.ts).
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import { insightsQuerySchema, insightsResponseSchema } from '../../schemas/insights';
import { csv, idParam, type OperationContract } from '../contract-kit';
import type { INSIGHT_OPERATIONS } from './operations';

export const INSIGHT_CONTRACT = {
  getBusinessInsights: {
    params: idParam('id'),
    query: insightsQuerySchema,
    responses: { 200: insightsResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  exportBusinessBookings: {
    params: idParam('id'),
    query: insightsQuerySchema,
    responses: { 200: csv() },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof INSIGHT_OPERATIONS, OperationContract>;
