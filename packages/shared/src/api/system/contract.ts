// The route table: the system operations' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { healthResponseSchema, operatorInfoSchema } from '../../schemas/health';
import { html, type OperationContract } from '../contract-kit';
import type { SYSTEM_OPERATIONS } from './operations';

export const SYSTEM_CONTRACT = {
  // ---- system -----------------------------------------------------------------------------
  getHealth: { responses: { 200: healthResponseSchema } },
  getOpenApiDocument: {
    responses: {
      200: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
      }),
    },
  },
  getApiReference: { responses: { 200: html() } },
  getApiReferenceAsset: {
    params: z.object({ asset: z.string() }),
    responses: { 200: { contentType: 'text/*', schema: z.string() } },
  },
  getOperator: { responses: { 200: operatorInfoSchema } },
} as const satisfies Record<keyof typeof SYSTEM_OPERATIONS, OperationContract>;
