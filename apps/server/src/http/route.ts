// Registers the API from the shared route table: each operation's method and path, who may call
// it, and the parsing of its path parameters, query and body come from the table, and its answer
// is parsed with the table's response schema before it is sent. A handler only sees parsed input
// and cannot answer a shape the table does not allow (a mismatch is logged and answered 500).
import {
  CONTRACT,
  type BodyOf,
  type HandlerResultOf,
  type OperationContract,
  type ParamsOf,
  type QueryOf,
} from '@booklane/shared/api';
import { OPERATION_IDS, OPERATIONS, type OperationId } from '@booklane/shared/api/operations';
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { isNoContent, isRedirect, isTextResponse, successResponse } from '@booklane/shared/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { UserRow } from '../modules/users/users.repository';
import { requireUser } from './auth';
import { AppError, notFound, validationError } from '../core/errors';
import { publicReadPolicy, type PublicReadCache } from './public-cache';

type Auth<K extends OperationId> = (typeof OPERATIONS)[K]['auth'];

/** What a handler receives: the parsed parts of the request and the caller. */
export type RouteInput<K extends OperationId> = {
  params: ParamsOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  /** The signed-in user; null on routes that anyone may call and a guest did. */
  user: Auth<K> extends 'none' | 'optional' ? UserRow | null : UserRow;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<K extends OperationId> = (
  input: RouteInput<K>,
) => HandlerResultOf<K> | Promise<HandlerResultOf<K>>;

export type RouteOptions = {
  /** Hooks that run after the sign-in check and before the input is parsed (rate limits). */
  preHandler?: preHandlerAsyncHookHandler[];
  /**
   * The answer is sent as the handler built it, without the response schema's parse: for a large
   * answer that shared domain code builds to the table's type (the availability answer: parsing
   * its thousands of times and member ids cost more than computing them, and its copy doubled the
   * garbage). The type checker holds its shape, and the integration tests still check every answer
   * against the schema and the OpenAPI document (test/helpers/contract.ts).
   */
  sendAsBuilt?: boolean;
};

/** A route the server serves under `/api`, with the operation of the table it serves. */
export type ApiRoute = { method: string; url: string; operationId: OperationId };

declare module 'fastify' {
  interface FastifyInstance {
    /** The operations of the route table registered so far (see `assertEveryOperationRegistered`). */
    registeredOperations: Set<OperationId>;
    /** Every route registered under `/api` (HEAD routes Fastify adds included). */
    apiRoutes: ApiRoute[];
    /** Ready answers of the public reads (see public-cache.ts). */
    publicReads: PublicReadCache;
  }
  interface FastifyContextConfig {
    operationId?: OperationId;
    /** The answer is the same whoever asks: a token sent along is not even looked at. */
    ignoresCaller?: boolean;
  }
}

/** `/api/bookings/{id}/status` -> `/api/bookings/:id/status`. */
function fastifyPath(template: string): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function authHook(auth: (typeof OPERATIONS)[OperationId]['auth']): preHandlerAsyncHookHandler[] {
  switch (auth) {
    case 'none':
    case 'optional':
      return [];
    case 'user':
      return [requireUser()];
    case 'customer':
    case 'business':
      return [requireUser(auth)];
  }
}

// No body at all is an empty object; `null`, arrays and strings are refused by the schema.
function parsePart<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data === undefined ? {} : data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Keeps the route table the only source of the API: a route under `/api` that does not come from
 * `route()` is refused at start-up, and every API route is recorded (`app.apiRoutes`).
 */
export function registerOperationTracking(app: FastifyInstance): void {
  app.decorate('registeredOperations', new Set<OperationId>());
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (options) => {
    if (options.url !== '/api' && !options.url.startsWith('/api/')) return;
    const operationId = options.config?.operationId;
    if (!operationId) throw new Error(`${String(options.method)} ${options.url} is not in the route table`);
    for (const method of [options.method].flat())
      app.apiRoutes.push({ method, url: options.url, operationId });
  });
}

/** Registers the handler of one operation of the route table. */
export function route<K extends OperationId>(
  app: FastifyInstance,
  id: K,
  handler: RouteHandler<K>,
  options: RouteOptions = {},
): void {
  const op = OPERATIONS[id];
  const contract: OperationContract = CONTRACT[id];
  const { status, spec } = successResponse(id);
  const missing = contract.notFound ?? AUTH_MESSAGES.notFound;
  app.registeredOperations.add(id);

  // A public read answers from the cache, when it can, before anything else runs.
  const policy = publicReadPolicy(id);
  const cache = app.publicReads;
  app.route({
    method: op.method,
    url: fastifyPath(op.path),
    config: { operationId: id, ignoresCaller: op.auth === 'none' && policy !== undefined },
    ...(policy && {
      onRequest: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const served = cache.serve(request, reply, policy);
        if (served === false) done();
        else if (served !== true) void served.then((sent) => sent || done(), done);
      },
      // However the computing request ended (answered, refused, failed), its waiters go on.
      onResponse: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        cache.settle(request);
        done();
      },
      onRequestAbort: (request: FastifyRequest, done: () => void) => {
        cache.settle(request);
        done();
      },
    }),
    preHandler: [...authHook(op.auth), ...(options.preHandler ?? [])],
    handler: async (request, reply) => {
      let params: unknown;
      if (contract.params) {
        // A path value that does not fit names nothing: 404, as for an unknown id.
        const parsed = contract.params.safeParse(request.params);
        if (!parsed.success) throw notFound(missing);
        params = parsed.data;
      }
      const query = contract.query ? parsePart(contract.query, request.query) : undefined;
      const body =
        contract.body && contract.bodyType === undefined ? parsePart(contract.body, request.body) : undefined;

      const result: unknown = await handler({
        params,
        query,
        body,
        user: request.user,
        request,
        reply,
      } as RouteInput<K>);

      if (isRedirect(spec)) {
        return reply.redirect((result as { redirect: string }).redirect, status);
      }
      if (isNoContent(spec)) return reply.status(status).send();
      if (isTextResponse(spec)) {
        if (!reply.hasHeader('content-type')) void reply.type(spec.contentType);
        return reply.status(status).send(result);
      }
      const answer = options.sendAsBuilt ? { success: true as const, data: result } : spec.safeParse(result);
      if (!answer.success) {
        request.log.error({ operation: id, issues: answer.error.issues }, 'answer does not match its schema');
        throw new AppError('internal', AUTH_MESSAGES.internal);
      }
      if (policy) {
        if (cache.applies(request, policy)) return cache.fill(request, reply, policy, params, answer.data);
        // A caller's own view of an answer others get from caches.
        void reply.header('vary', 'authorization').header('cache-control', 'private, no-cache');
      }
      return reply.status(status).send(answer.data);
    },
  });
}

// TEMPORARY (lead): operations being built right now; each helper removes its own when its handlers exist.
const PENDING_OPERATIONS = new Set<string>([]);

/** Start-up check: every operation of the route table has a handler. */
export function assertEveryOperationRegistered(app: FastifyInstance): void {
  const missing = OPERATION_IDS.filter(
    (id) => !app.registeredOperations.has(id) && !PENDING_OPERATIONS.has(id),
  );
  if (missing.length > 0) throw new Error(`Operations without a handler: ${missing.join(', ')}`);
}
