// The route table: integrations' request and response schemas (see ../contract.ts).
import { NOT_FOUND_MESSAGES } from '../../domain/messages';
import { messageResponseSchema } from '../../schemas/common';
import {
  apiTokenListSchema,
  brandRequestSchema,
  brandResponseSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
  createWebhookRequestSchema,
  updateWebhookRequestSchema,
  webhookDeliveryListSchema,
  webhookListSchema,
  webhookSchema,
  webhookTestResponseSchema,
  webhookWithSecretSchema,
} from '../../schemas/integrations';
import { idParam, type OperationContract } from '../contract-kit';
import type { INTEGRATION_OPERATIONS } from './operations';

export const INTEGRATION_CONTRACT = {
  listWebhooks: {
    params: idParam('id'),
    responses: { 200: webhookListSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  createWebhook: {
    params: idParam('id'),
    body: createWebhookRequestSchema,
    responses: { 201: webhookWithSecretSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateWebhook: {
    params: idParam('id'),
    body: updateWebhookRequestSchema,
    responses: { 200: webhookSchema },
    notFound: NOT_FOUND_MESSAGES.webhook,
  },
  deleteWebhook: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    notFound: NOT_FOUND_MESSAGES.webhook,
  },
  rotateWebhookSecret: {
    params: idParam('id'),
    responses: { 200: webhookWithSecretSchema },
    notFound: NOT_FOUND_MESSAGES.webhook,
  },
  listWebhookDeliveries: {
    params: idParam('id'),
    responses: { 200: webhookDeliveryListSchema },
    notFound: NOT_FOUND_MESSAGES.webhook,
  },
  testWebhook: {
    params: idParam('id'),
    responses: { 200: webhookTestResponseSchema },
    errors: [429],
    notFound: NOT_FOUND_MESSAGES.webhook,
  },
  listApiTokens: {
    responses: { 200: apiTokenListSchema },
  },
  createApiToken: {
    body: createApiTokenRequestSchema,
    responses: { 201: createdApiTokenSchema },
    errors: [409],
  },
  deleteApiToken: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    notFound: NOT_FOUND_MESSAGES.apiToken,
  },
  updateBrand: {
    params: idParam('id'),
    body: brandRequestSchema,
    responses: { 200: brandResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
} as const satisfies Record<keyof typeof INTEGRATION_OPERATIONS, OperationContract>;
