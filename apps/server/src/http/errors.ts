// Every failure as the API's error shape: the rules' AppError (core/errors.ts) with the status of
// its reason, zod failures, database refusals, Fastify's own client errors, and what Node refuses
// before a request reaches Fastify.
import type { Socket } from 'node:net';
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { type ApiErrorBody, type ErrorCode } from '@booklane/shared/errors';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, validationError } from '../core/errors';
import { SECURITY_HEADERS } from './security-headers';
import { dbErrorCode } from '../db/errors';

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

/** Where a path the router cannot take is routed again: a path that surely matches no route. */
const UNROUTABLE_PATH = '/api/unroutable';

/**
 * Fastify's router refuses some paths before any hook runs (a segment that is not valid URL
 * encoding, a parameter longer than it takes) and hands them here with a bare reply: answered from
 * here, they would lack the security headers and the request id every other answer carries. Such
 * a path names nothing, so it is routed again as a path that matches no route: the not-found
 * handler answers it through every hook and the error handler, in the API's error shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ url: request.url.slice(0, 200), code: error.code }, 'unroutable path');
  request.raw.url = UNROUTABLE_PATH;
  // The same request id for the second routing, so the answer matches this log line.
  request.raw.headers['x-request-id'] = request.id;
  request.server.routing(request.raw, reply.raw);
}

/** A raw answer on the connection, its body in the API's error shape (a 400 says what in details). */
function rawAnswer(status: number, reason: string, message: string, error: string) {
  const body: ApiErrorBody = {
    message,
    error,
    ...(status === 400 ? { details: [{ path: '', message }] } : {}),
  };
  return { status, reason, body };
}

const CLIENT_ERRORS: Record<string, ReturnType<typeof rawAnswer>> = {
  ERR_HTTP_REQUEST_TIMEOUT: rawAnswer(
    408,
    'Request Timeout',
    'The request took too long to arrive. Please try again.',
    'request_timeout',
  ),
  // The client closed its side before the body it announced had arrived.
  HPE_INVALID_EOF_STATE: rawAnswer(
    400,
    'Bad Request',
    'The request ended before all of it arrived',
    'bad_request',
  ),
  HPE_HEADER_OVERFLOW: rawAnswer(
    431,
    'Request Header Fields Too Large',
    'The request headers are too large',
    'bad_request',
  ),
};
const RAW_SECURITY_HEADERS = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');
const MALFORMED_REQUEST = rawAnswer(400, 'Bad Request', 'The request is not valid HTTP', 'bad_request');

/**
 * What Node refuses before a request reaches Fastify (a client too slow to send its request or
 * its headers, headers too large, bytes that are not HTTP): answered in the API's error shape
 * when no answer has started on the connection, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = (err.code && CLIENT_ERRORS[err.code]) || MALFORMED_REQUEST;
  this.log.info({ code: err.code, status }, 'client error before routing');
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `${RAW_SECURITY_HEADERS}Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(err);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = { message: err.message, error: err.code, ...(err.details ? { details: err.details } : {}) };
      if (err.retryAfterSeconds !== undefined)
        void reply.header('Retry-After', String(err.retryAfterSeconds));
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
