// The route table: webhooks, API tokens and the embed's colour (decisions.md 9.5; see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const INTEGRATION_OPERATIONS = {
  // ---- webhooks ---------------------------------------------------------------------------------
  listWebhooks: {
    method: 'GET',
    path: '/api/businesses/{id}/webhooks',
    auth: 'business',
    tag: 'Integrations',
    summary: "The business's webhooks, each with its last delivery",
  },
  createWebhook: {
    method: 'POST',
    path: '/api/businesses/{id}/webhooks',
    auth: 'business',
    tag: 'Integrations',
    summary:
      'Add a webhook: a public address and the events it hears. The answer carries its signing secret (`whsec_...`), shown only now',
  },
  updateWebhook: {
    method: 'PUT',
    path: '/api/webhooks/{id}',
    auth: 'business',
    tag: 'Integrations',
    summary: "Change a webhook's address or events, or pause it",
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    auth: 'business',
    tag: 'Integrations',
    summary: 'Remove a webhook; deliveries still due are dropped',
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/webhooks/{id}/secret',
    auth: 'business',
    tag: 'Integrations',
    summary: 'A new signing secret (shown only now); the old one stops signing at once',
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    auth: 'business',
    tag: 'Integrations',
    summary: "A webhook's latest deliveries, newest first, with every attempt's status code, time and answer",
  },
  testWebhook: {
    method: 'POST',
    path: '/api/webhooks/{id}/test',
    auth: 'business',
    tag: 'Integrations',
    summary: 'Queue a `webhook.test` event for the webhook (sent like every other, logged)',
  },
  // ---- API tokens -------------------------------------------------------------------------------
  listApiTokens: {
    method: 'GET',
    path: '/api/users/api-tokens',
    auth: 'user',
    tag: 'Integrations',
    summary: "The account's API tokens, with when each was last used (never the tokens themselves)",
  },
  createApiToken: {
    method: 'POST',
    path: '/api/users/api-tokens',
    auth: 'user',
    tag: 'Integrations',
    summary:
      'Create an API token (read: GET only; write: everything the account may do). The token is in this answer only',
  },
  deleteApiToken: {
    method: 'DELETE',
    path: '/api/users/api-tokens/{id}',
    auth: 'user',
    tag: 'Integrations',
    summary: 'Revoke an API token: it stops working at once',
  },
  // ---- the embed --------------------------------------------------------------------------------
  updateBrand: {
    method: 'PUT',
    path: '/api/businesses/{id}/brand',
    auth: 'business',
    tag: 'Integrations',
    summary: 'The colour of the embedded booking page and its Book button',
  },
} as const satisfies Record<string, OperationInfo>;
