// The OpenAPI 3.1 document of the API, generated from the route table (operations + contract).
// Request schemas are written as clients send them (zod's input side), answers as the server
// sends them (output side); the entities every answer shares are named components.

import { z } from 'zod';
import { bookingSchema } from '../schemas/booking';
import { businessSchema } from '../schemas/business';
import { chatSchema, messageSchema } from '../schemas/chat';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookEvent } from '../domain/constants';
import { WEBHOOK_PAYLOAD_SCHEMAS, webhookTestPayloadSchema } from '../schemas/integrations';
import { scheduleSchema } from '../schemas/schedule';
import { serviceSchema } from '../schemas/service';
import { userSchema } from '../schemas/user';
import {
  CONTRACT,
  errorResponseSchema,
  type ErrorStatus,
  type NoContentResponse,
  type OperationContract,
  type RedirectResponse,
  type ResponseSpec,
  type TextResponse,
} from './contract';
import { SESSION_ONLY_OPERATIONS } from './api-tokens';
import { API_TAGS, OPERATION_IDS, OPERATIONS, type ApiTag, type OperationId } from './operations';

type JsonSchema = Record<string, unknown>;

/** The operations served without the database (the documentation itself). */
const WITHOUT_DATABASE: ReadonlySet<OperationId> = new Set([
  'getOpenApiDocument',
  'getApiReference',
  'getApiReferenceAsset',
  'getOperator',
]);

/**
 * Every error status an operation may answer: what its shape implies plus the ones its contract
 * lists. 400 for a query; 400, 413 and 415 for any method that may carry a body (a body that is
 * not JSON, too large, or of another media type is refused before the operation runs, even where
 * it takes none); 401/403 for a required sign-in or role; 403 for any change (a read-only API
 * token) and for what only a session may do; 404 for path parameters; 500 always; 503 when it
 * needs the database.
 * @internal Exported for the tests, which check answers and build requests with it.
 */
export function errorStatuses(id: OperationId): ErrorStatus[] {
  const op = OPERATIONS[id];
  const contract: OperationContract = CONTRACT[id];
  const statuses = new Set<ErrorStatus>(contract.errors ?? []);
  if (contract.query || contract.body) statuses.add(400);
  if (op.method !== 'GET') for (const status of [400, 413, 415] as const) statuses.add(status);
  if (op.auth === 'user' || op.auth === 'customer' || op.auth === 'business') statuses.add(401);
  if (op.auth === 'customer' || op.auth === 'business') statuses.add(403);
  if (op.method !== 'GET' || SESSION_ONLY_OPERATIONS.has(id)) statuses.add(403);
  if (contract.params) statuses.add(404);
  statuses.add(500);
  if (!WITHOUT_DATABASE.has(id)) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The success status of an operation and what it answers. */
export function successResponse(id: OperationId): { status: 200 | 201 | 204 | 302; spec: ResponseSpec } {
  const responses: OperationContract['responses'] = CONTRACT[id].responses;
  for (const status of [200, 201, 204, 302] as const) {
    const spec = responses[status];
    if (spec) return { status, spec };
  }
  throw new Error(`Operation ${id} has no success response`);
}

export function isRedirect(spec: ResponseSpec): spec is RedirectResponse {
  return 'redirect' in spec;
}

export function isNoContent(spec: ResponseSpec): spec is NoContentResponse {
  return 'noContent' in spec;
}

export function isTextResponse(spec: ResponseSpec): spec is TextResponse {
  return 'contentType' in spec;
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `message` is the first problem, `details` lists every bad field.',
  401: 'No token, or a token that is invalid, expired or revoked.',
  403: 'Signed in, but this account may not do this (or a read-only API token asked for a change, or an API token asked for what only a signed-in session may do).',
  404: 'Not found; also what the caller may not see (existence is never revealed).',
  409: 'Conflict: taken, full, or not allowed in the current state.',
  413: 'The upload is too large.',
  415: 'The upload is not an accepted image.',
  429: 'Too many requests: try again after `Retry-After` seconds.',
  500: 'Internal server error (no details are given).',
  503: 'The database is unavailable: try again after `Retry-After` seconds.',
};

/** The entities answers share, as named components. */
const NAMED_OUTPUTS: ReadonlyArray<[string, z.ZodType]> = [
  ['User', userSchema],
  ['Business', businessSchema],
  ['Schedule', scheduleSchema],
  ['Service', serviceSchema],
  ['Booking', bookingSchema],
  ['Chat', chatSchema],
  ['Message', messageSchema],
  ['Error', errorResponseSchema],
];

const COMPONENT_REF = '#/components/schemas/';
const FORMATS_WITHOUT_PATTERN = new Set(['uuid', 'date-time', 'email']);

/**
 * Converts many schemas in one pass, so the named ones become shared components: the answer is
 * one JSON Schema per key, with `$ref`s into `components.schemas`, and those components.
 */
function convertAll(
  schemas: Record<string, z.ZodType>,
  io: 'input' | 'output',
  named: ReadonlyArray<[string, z.ZodType]>,
): { each: Record<string, JsonSchema>; components: Record<string, JsonSchema> } {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const combined = z.object(schemas);
  const json = z.toJSONSchema(combined, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    metadata: registry,
    reused: 'inline',
  }) as JsonSchema & { properties?: Record<string, JsonSchema>; $defs?: Record<string, JsonSchema> };
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      // A known format says it all; zod's long equivalent pattern only hides it from readers.
      const formatted = FORMATS_WITHOUT_PATTERN.has(String((value as { format?: unknown }).format));
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$schema' || (formatted && key === 'pattern')) continue;
        out[key] =
          key === '$ref' && typeof inner === 'string'
            ? inner.replace('#/$defs/', COMPONENT_REF)
            : rewrite(inner);
      }
      return out;
    }
    return value;
  };
  return {
    each: rewrite(json.properties ?? {}) as Record<string, JsonSchema>,
    components: rewrite(json.$defs ?? {}) as Record<string, JsonSchema>,
  };
}

export interface OpenApiOptions {
  /** The version of the API (the package version). */
  version: string;
  /** The public address the API is served at (`PUBLIC_URL`). */
  serverUrl?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** What the tags say in the reference, beyond their names. */
const TAG_DESCRIPTIONS: Partial<Record<ApiTag, string>> = {
  Integrations:
    'Connect Booklane to other tools: webhooks (signed with the Standard Webhooks scheme) that tell ' +
    'another service of bookings, reviews and waitlist offers as they happen; API tokens for ' +
    'scripts (`Authorization: Bearer blk_...`, read-only or read and write); and the colour of ' +
    'the embeddable booking page.',
};

/**
 * Who may call an operation: nobody needs to sign in, or a session (`bearerAuth`) or an API
 * token (`apiToken`) may, or only a session (SESSION_ONLY_OPERATIONS).
 */
function security(id: OperationId): Array<Record<string, string[]>> {
  const auth = OPERATIONS[id].auth;
  if (auth === 'none') return [];
  const schemes: Array<Record<string, string[]>> = SESSION_ONLY_OPERATIONS.has(id)
    ? [{ bearerAuth: [] }]
    : [{ bearerAuth: [] }, { apiToken: [] }];
  return auth === 'optional' ? [{}, ...schemes] : schemes;
}

// ---- webhooks (decisions.md 9.5) ----------------------------------------------------------------

/** What each event says (a new event without words fails to compile). */
const WEBHOOK_DESCRIPTIONS = {
  'booking.created': 'A booking was made: by a customer, a guest, the business itself, or from the waitlist.',
  'booking.confirmed': 'The business confirmed a booking that waited for its approval.',
  'booking.cancelled': 'A booking was cancelled, by the business or its customer (`cancelledBy`).',
  'booking.rescheduled': 'A booking moved to another time (or team member).',
  'booking.completed': 'The business marked a booking completed.',
  'booking.no_show': 'The business marked that the customer did not come.',
  'review.created':
    'A review of the business was published (a held one when its hold ends), as the public list shows it.',
  'waitlist.offered': 'A freed place is held for the first person in line it suits, until `expiresAt`.',
} as const satisfies Record<WebhookEvent, string>;

/** Every request a webhook receives: its type, its body, what it says; and the test event. */
const WEBHOOK_ENTRIES: ReadonlyArray<[string, z.ZodType, string]> = [
  ...WEBHOOK_EVENTS.map((event): [string, z.ZodType, string] => [
    event,
    WEBHOOK_PAYLOAD_SCHEMAS[event],
    WEBHOOK_DESCRIPTIONS[event],
  ]),
  [
    WEBHOOK_TEST_EVENT,
    webhookTestPayloadSchema,
    'Sent by "Send test event" (`POST /api/webhooks/{id}/test`), to this webhook only.',
  ],
];

/** The headers of every webhook request (Standard Webhooks). */
const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'The delivery (`msg_...`): the same on every retry, so a receiver can skip one it has handled.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description:
      'When this attempt was sent, in seconds since 1970-01-01 UTC: refuse one far from your clock (a replay).',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the secret ' +
      '(the base64 bytes after `whsec_`); several are separated by spaces. Standard Webhooks libraries check it: ' +
      '`new Webhook(secret).verify(body, headers)`.',
    schema: { type: 'string' },
  },
];

/** OpenAPI 3.1 `webhooks`: one POST per event, its body, its headers, what the answer means. */
function webhooksOf(bodies: Record<string, JsonSchema>): Record<string, unknown> {
  const webhooks: Record<string, unknown> = {};
  for (const [event, , description] of WEBHOOK_ENTRIES) {
    webhooks[event] = {
      post: {
        summary: event,
        description: `${description} Sent as \`POST\` with \`content-type: application/json\` and \`user-agent: Booklane-Webhooks/1\`, signed with the webhook's secret.`,
        tags: ['Integrations'],
        parameters: WEBHOOK_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: bodies[`webhook ${event}`] } },
        },
        responses: {
          '2XX': { description: 'Delivered: any 2xx answer within 10 seconds (redirects are not followed).' },
          '410': { description: 'Gone: the webhook is paused; its owner resumes it.' },
          default: {
            description:
              'Any other answer, or none, is retried: after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, for 24 hours after the event.',
          },
        },
      },
    };
  }
  return webhooks;
}

/** The OpenAPI 3.1 document of every operation in the route table. */
export function buildOpenApiDocument(options: OpenApiOptions): OpenApiDocument {
  const inputs: Record<string, z.ZodType> = {};
  const outputs: Record<string, z.ZodType> = {};
  for (const id of OPERATION_IDS) {
    const contract: OperationContract = CONTRACT[id];
    if (contract.params) inputs[`${id}.params`] = contract.params;
    if (contract.query) inputs[`${id}.query`] = contract.query;
    if (contract.body) inputs[`${id}.body`] = contract.body;
    const { spec } = successResponse(id);
    if (!isRedirect(spec) && !isNoContent(spec)) outputs[id] = isTextResponse(spec) ? spec.schema : spec;
  }
  // The error body is a component of its own, referenced by every error answer.
  outputs['error'] = errorResponseSchema;
  // The bodies of the webhooks' requests: answers of ours, as the server sends them.
  for (const [event, schema] of WEBHOOK_ENTRIES) outputs[`webhook ${event}`] = schema;
  const request = convertAll(inputs, 'input', []);
  const response = convertAll(outputs, 'output', NAMED_OUTPUTS);

  const parameters = (schema: JsonSchema | undefined, place: 'path' | 'query') => {
    if (!schema) return [];
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: place,
      required: place === 'path' || required.has(name),
      schema: property,
    }));
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const id of OPERATION_IDS) {
    const op = OPERATIONS[id];
    const contract: OperationContract = CONTRACT[id];
    const { status, spec } = successResponse(id);

    const responses: Record<string, unknown> = {};
    if (isRedirect(spec)) {
      responses[status] = {
        description: 'Redirect: `Location` says where the browser goes next.',
        headers: { Location: { schema: { type: 'string', format: 'uri' } } },
      };
    } else if (isNoContent(spec)) {
      responses[status] = { description: 'Done (no body).' };
    } else {
      responses[status] = {
        description: status === 201 ? 'Created' : 'OK',
        content: {
          [isTextResponse(spec) ? spec.contentType : 'application/json']: { schema: response.each[id] },
        },
      };
    }
    if (contract.cacheable) {
      responses[status] = {
        ...(responses[status] as object),
        headers: {
          ETag: { description: 'A strong validator of this answer.', schema: { type: 'string' } },
        },
      };
      responses[304] = {
        description:
          'Not Modified: the answer is still the one whose `ETag` the request sent in `If-None-Match` (no body).',
        headers: { ETag: { schema: { type: 'string' } } },
      };
    }
    for (const error of errorStatuses(id))
      responses[error] = { $ref: `#/components/responses/Error${error}` };

    const body = request.each[`${id}.body`];
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: op.summary,
      tags: [op.tag],
      parameters: [
        ...parameters(request.each[`${id}.params`], 'path'),
        ...parameters(request.each[`${id}.query`], 'query'),
        ...(contract.cacheable
          ? [
              {
                name: 'If-None-Match',
                in: 'header',
                required: false,
                description: 'The `ETag` of an answer the client holds: 304 when it is still current.',
                schema: { type: 'string' },
              },
            ]
          : []),
      ],
      ...(body
        ? {
            requestBody: {
              required: ((body.required as unknown[] | undefined)?.length ?? 0) > 0,
              content: { [contract.bodyType ?? 'application/json']: { schema: body } },
            },
          }
        : {}),
      responses,
      security: security(id),
    };
    paths[op.path] = { ...paths[op.path], [op.method.toLowerCase()]: operation };
  }

  const errorResponses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS)) {
    errorResponses[`Error${status}`] = {
      description,
      content: { 'application/json': { schema: { $ref: `${COMPONENT_REF}Error` } } },
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Booklane API',
      version: options.version,
      description:
        'The JSON API of Booklane, an open appointment-booking marketplace. Every error answers ' +
        '`{ message, error?, details? }`. Sign in with `POST /api/auth/login` and send the token as ' +
        '`Authorization: Bearer <token>`, or send an API token (`blk_...`, Integrations) the same way. ' +
        'Business-local dates are `YYYY-MM-DD`, times `HH:mm`.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: API_TAGS.map((name) => ({
      name,
      ...(TAG_DESCRIPTIONS[name] && { description: TAG_DESCRIPTIONS[name] }),
    })),
    paths,
    webhooks: webhooksOf(response.each),
    components: {
      schemas: response.components,
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A session: the `token` of `POST /api/auth/login` (valid 7 days).',
        },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'blk_...',
          description:
            'An API token (`blk_...`), made under Profile > API tokens (`POST /api/users/api-tokens`) and sent as ' +
            '`Authorization: Bearer blk_...`. It acts as its account; a read token may only call GET ' +
            'operations. It cannot manage API tokens, change the password or email, or sign in.',
        },
      },
    },
  };
}
