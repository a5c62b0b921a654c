// One error type for the whole server, mapped to HTTP status in one place (the shared ERROR_STATUS).
import {
  AUTH_MESSAGES,
  ERROR_STATUS,
  issuesToDetails,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorDetail,
} from '@booklane/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/**
 * 400: `field` names the bad field (a path) or lists the bad fields. Without it the error handler
 * reports the request as a whole (path '') in `details`.
 */
export const badRequest = (message: string, field?: ErrorDetail[] | string) => {
  const details = typeof field === 'string' ? [{ path: field, message }] : field;
  return new AppError(details ? 'validation_failed' : 'bad_request', message, details);
};
export const unauthorized = (message: string = AUTH_MESSAGES.unauthorized) =>
  new AppError('unauthorized', message);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = AUTH_MESSAGES.notFound) => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);

/** A zod failure as a 400 whose message is the first problem, with every bad field in details. */
export function validationError(error: ZodError): AppError {
  const details = issuesToDetails(error.issues);
  return new AppError('validation_failed', details[0]?.message ?? 'Invalid input', details);
}

// Fastify's own client errors (bad JSON, wrong content type, body too large, ...) keep their status.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

const STATUS_CODE_NAMES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The SQLSTATE of a database error, looking through drizzle's wrapper. */
function dbErrorCode(err: unknown): string | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '53300',
]);

function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Fastify's own answers to a path it cannot route (a parameter longer than the router takes, a
 * segment that is not valid URL encoding) in the API's error shape: such a path names nothing.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ url: request.url.slice(0, 200) }, 'unroutable path');
  void reply
    .status(404)
    .type('application/json; charset=utf-8')
    .send({ message: AUTH_MESSAGES.notFound, error: 'not_found' } satisfies ApiErrorBody);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = { message: err.message, error: err.code, ...(err.details ? { details: err.details } : {}) };
      if (err.headers) void reply.headers(err.headers);
    } else if (err instanceof ZodError) {
      const appErr = validationError(err);
      status = appErr.status;
      body = { message: appErr.message, error: appErr.code, details: appErr.details ?? [] };
    } else if (dbErrorCode(err)?.startsWith('22')) {
      // SQLSTATE class 22 (data exception): input the database cannot hold, such as a NUL
      // character or an out-of-range value, that slipped past validation.
      status = 400;
      body = { message: 'The request contains a value that cannot be stored', error: 'bad_request' };
    } else if (dbErrorCode(err) === '23505') {
      // A unique constraint caught a race the service's own check could not see.
      status = 409;
      body = { message: 'This already exists', error: 'conflict' };
    } else if (isDatabaseUnavailable(err)) {
      status = 503;
      body = {
        message: 'The service is temporarily unavailable. Please try again shortly.',
        error: 'unavailable',
      };
      void reply.header('Retry-After', '5');
      request.log.warn({ reason: err.message }, 'database unavailable');
    } else if (
      'statusCode' in err &&
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      status = err.statusCode;
      const code = STATUS_CODE_NAMES[status] ?? 'bad_request';
      body = {
        message: (err.code && FASTIFY_MESSAGES[err.code]) || err.message || 'Bad request',
        error: code,
      };
    } else {
      status = 500;
      body = { message: AUTH_MESSAGES.internal, error: 'internal' };
      request.log.error({ err }, 'unhandled error');
    }
    // A request to no route at all names nothing, whatever its body was (Fastify reads the body
    // before it knows that no route matches).
    if (request.is404 && status >= 400 && status < 500 && status !== 404) {
      status = 404;
      body = { message: AUTH_MESSAGES.notFound, error: 'not_found' };
    }
    // decisions.md section 2: a 400 always says what was wrong in `details` (the request as a
    // whole, path '', when no one field is to blame: malformed JSON, a value the database refused).
    if (status === 400 && !body.details) body = { ...body, details: [{ path: '', message: body.message }] };
    if (status >= 400 && status < 500) request.log.info({ status, message: body.message }, 'client error');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
