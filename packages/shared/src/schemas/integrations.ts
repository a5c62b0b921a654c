// Integrations (decisions.md 9.5): webhooks signed by the Standard Webhooks scheme, API tokens,
// and the embed's brand colour (busy times from other calendars: ./busy-calendar.ts).

import { z } from 'zod';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
} from '../domain/constants';
import { INTEGRATION_MESSAGES as I } from '../domain/messages';
import { bookingSchema } from './booking';
import { idSchema, instantSchema } from './common';
import { publicReviewSchema } from './review';
import { waitlistOfferSchema } from './waitlist';

// ---- webhooks ---------------------------------------------------------------------------------

const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

/** A receiver's address: http(s) only; whether it is public is checked by the server (DNS). */
const webhookUrlSchema = z
  .string({ error: I.webhookUrlInvalid })
  .trim()
  .pipe(
    z
      .url({ protocol: /^https?$/, error: I.webhookUrlInvalid })
      .max(WEBHOOK_URL_MAX_LENGTH, I.webhookUrlInvalid),
  );

const webhookEventsSchema = z
  .array(webhookEventSchema, { error: I.webhookEventsRequired })
  .min(1, I.webhookEventsRequired)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

/** The last delivery of a webhook, as its list shows it. */
const lastDeliverySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  at: instantSchema,
  /** The receiver's HTTP status of the last attempt; null when it could not be reached. */
  statusCode: z.number().int().nullable(),
});

/** A business's webhook, as its owner sees it (the secret is shown once, on creation and rotation). */
export const webhookSchema = z.object({
  _id: idSchema,
  url: z.string(),
  events: z.array(webhookEventSchema),
  /** False: paused, nothing is sent. */
  isActive: z.boolean(),
  /** The first characters of the signing secret, so the owner can tell which one a receiver has. */
  secretHint: z.string(),
  createdAt: instantSchema,
  lastDelivery: lastDeliverySchema.nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.array(webhookSchema);

/** `POST /businesses/{id}/webhooks`. */
export const createWebhookRequestSchema = z.object({ url: webhookUrlSchema, events: webhookEventsSchema });
export type CreateWebhookRequest = z.output<typeof createWebhookRequestSchema>;
export type CreateWebhookForm = z.input<typeof createWebhookRequestSchema>;

/** `PUT /webhooks/{id}`: any subset. */
export const updateWebhookRequestSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.output<typeof updateWebhookRequestSchema>;

/** The creation and rotation answers: the webhook and its signing secret (`whsec_...`), shown once. */
// A pattern, not `startsWith` (which JSON Schema writes as an unknown format).
export const webhookWithSecretSchema = webhookSchema.extend({ secret: z.string().regex(/^whsec_/) });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

/** One attempt at delivering: when, what the receiver answered (or why it could not be reached). */
export const webhookAttemptSchema = z.object({
  at: instantSchema,
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().min(0),
  /** The start of the receiver's answer body. */
  response: z.string(),
  /** Why nothing was answered (a timeout, a refused connection); null when the receiver answered. */
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One event sent to one webhook: its `webhook-id`, its status and every attempt, latest last. */
export const webhookDeliverySchema = z.object({
  _id: z.string(),
  event: z.union([webhookEventSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: instantSchema,
  /** When the next attempt is due (queued or retrying); null once delivered or given up. */
  nextAttemptAt: instantSchema.nullable(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** `GET /webhooks/{id}/deliveries`: the latest deliveries, newest first. */
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

/** `POST /webhooks/{id}/test`: the test delivery, queued. */
export const webhookTestResponseSchema = z.object({ delivery: webhookDeliverySchema });

/**
 * The body of every webhook request (Standard Webhooks): the event's type, when it happened, and
 * the contract's object it is about. Signed with the headers `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`.
 */
const payload = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), timestamp: instantSchema, data });
export const WEBHOOK_PAYLOAD_SCHEMAS = {
  'booking.created': payload('booking.created', bookingSchema),
  'booking.confirmed': payload('booking.confirmed', bookingSchema),
  'booking.cancelled': payload('booking.cancelled', bookingSchema),
  'booking.rescheduled': payload('booking.rescheduled', bookingSchema),
  'booking.completed': payload('booking.completed', bookingSchema),
  'booking.no_show': payload('booking.no_show', bookingSchema),
  'review.created': payload('review.created', publicReviewSchema.extend({ business: idSchema })),
  // Without the person's link token: it claims or declines the place in their name.
  'waitlist.offered': payload('waitlist.offered', waitlistOfferSchema.omit({ token: true })),
} as const satisfies Record<(typeof WEBHOOK_EVENTS)[number], z.ZodType>;
export const webhookTestPayloadSchema = payload(
  WEBHOOK_TEST_EVENT,
  z.object({ message: z.string(), webhook: idSchema }),
);

const P = WEBHOOK_PAYLOAD_SCHEMAS;
/**
 * Any webhook body, told apart by `type`.
 * @internal Exported for the tests, which read what a receiver got with it.
 */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  P['booking.created'],
  P['booking.confirmed'],
  P['booking.cancelled'],
  P['booking.rescheduled'],
  P['booking.completed'],
  P['booking.no_show'],
  P['review.created'],
  P['waitlist.offered'],
  webhookTestPayloadSchema,
]);
/** @internal Exported for the tests. */
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

// ---- API tokens -------------------------------------------------------------------------------

const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** An API token as its account lists it: never the token itself, only its first characters. */
export const apiTokenSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** `blk_` and the next few characters, to tell tokens apart. */
  hint: z.string(),
  createdAt: instantSchema,
  lastUsedAt: instantSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** `POST /users/api-tokens`. */
export const createApiTokenRequestSchema = z.object({
  name: z
    .string({ error: I.apiTokenNameRequired })
    .trim()
    .min(1, I.apiTokenNameRequired)
    .max(API_TOKEN_NAME_MAX_LENGTH, I.apiTokenNameTooLong),
  scope: apiTokenScopeSchema,
});
export type CreateApiTokenRequest = z.output<typeof createApiTokenRequestSchema>;

/** The creation answer: the token, shown only now (kept hashed). */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

// ---- the embed's colour -----------------------------------------------------------------------

/** `#rrggbb`, or null for Booklane's own. */
const brandColorSchema = z
  .string({ error: I.brandColorInvalid })
  .regex(/^#[0-9a-fA-F]{6}$/, I.brandColorInvalid)
  .transform((c) => c.toLowerCase())
  .nullable();

/** `PUT /businesses/{id}/brand`: the colour of the embedded booking and its button. */
export const brandRequestSchema = z.object({ brandColor: brandColorSchema });
export const brandResponseSchema = z.object({ brandColor: z.string().nullable() });
