// Every answer an integration test sees is checked against the API contract twice over: with the
// route table's zod schemas (what the server itself parses its answers with) and, independently,
// with the JSON Schemas of the published OpenAPI document (what clients are promised). A status
// the operation does not document, an extra key, a missing one or a wrong type fails the test.
import { isDeepStrictEqual } from 'node:util';
import zlib from 'node:zlib';
import { CONTRACT, errorResponseSchema, type OperationContract } from '@booklane/shared/api';
import { OPERATION_IDS, OPERATIONS, pathParamNames, type OperationId } from '@booklane/shared/api/operations';
import {
  buildOpenApiDocument,
  errorStatuses,
  isNoContent,
  isRedirect,
  isTextResponse,
  successResponse,
} from '@booklane/shared/openapi';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** What the checks need of an answer (app.inject's response). */
type CheckedAnswer = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The bytes as sent (decoded here when compressed). */
  rawPayload?: Buffer;
};

type JsonSchema = Record<string, unknown>;

const COMPONENT_REF = '#/components/schemas/';

/** Each template as a pattern; static segments before parameters, as the router prefers them. */
const MATCHERS = OPERATION_IDS.map((id) => {
  const { method, path } = OPERATIONS[id];
  const source = path
    .split('/')
    // A parameter may carry a fixed suffix (`{token}.ics`).
    .map((segment) =>
      segment
        .split(/(\{[A-Za-z0-9_]+\})/)
        .map((part) =>
          /^\{[A-Za-z0-9_]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join(''),
    )
    .join('/');
  return { id, method, pattern: new RegExp(`^${source}$`), params: pathParamNames(path).length };
}).sort((a, b) => a.params - b.params);

/** The operation of the route table a request reaches, by method and path (query ignored). */
function findOperation(method: string, url: string): OperationId | undefined {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return MATCHERS.find((m) => m.method === method.toUpperCase() && m.pattern.test(path))?.id;
}

// ---- the published document, compiled once per test file --------------------------------------

let compiled:
  | {
      document: ReturnType<typeof buildOpenApiDocument>;
      ajv: Ajv2020;
      validators: Map<string, ValidateFunction>;
    }
  | undefined;

function published() {
  if (!compiled) {
    const document = buildOpenApiDocument({ version: 'test' });
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    // The document's named entities, as a schema of their own that every answer's schema refers to.
    const components = (document.components as { schemas: Record<string, JsonSchema> }).schemas;
    ajv.addSchema({ $id: 'booklane:components', $defs: toDefs(components) });
    compiled = { document, ajv, validators: new Map() };
  }
  return compiled;
}

/** `#/components/schemas/X` -> `booklane:components#/$defs/X`, everywhere in a schema. */
function toDefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(toDefs) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENT_REF)
          ? `booklane:components#/$defs/${inner.slice(COMPONENT_REF.length)}`
          : toDefs(inner),
      ]),
    ) as T;
  }
  return value;
}

/** A `#/...` pointer into the document. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Unsupported $ref ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

type DocumentedResponse = {
  where: string;
  /** Media type -> body schema; absent for a redirect. */
  content?: Record<string, { schema: JsonSchema }>;
};

/** The response the document promises for an operation and status, `$ref`s followed. */
function documentedResponse(id: OperationId, status: number): DocumentedResponse | undefined {
  const { document } = published();
  const op = OPERATIONS[id];
  const operation = document.paths[op.path]?.[op.method.toLowerCase()] as
    { responses?: Record<string, unknown> } | undefined;
  let where = `#/paths/${op.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method.toLowerCase()}/responses/${status}`;
  let response = operation?.responses?.[String(status)] as
    ({ $ref?: string } & DocumentedResponse) | undefined;
  for (let hops = 0; response?.$ref && hops < 5; hops++) {
    where = response.$ref;
    response = resolvePointer(document, response.$ref) as typeof response;
  }
  return response ? { where, content: response.content } : undefined;
}

function validatorFor(where: string, mediaType: string, schema: JsonSchema): ValidateFunction {
  const { ajv, validators } = published();
  const key = `${where} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toDefs(schema));
    validators.set(key, validate);
  }
  return validate;
}

/** Whether a `Content-Type` header fits a documented media type (`text/*` fits any text). */
function mediaTypeFits(documented: string, header: string): boolean {
  const base = (type: string) => type.split(';', 1)[0]!.trim().toLowerCase();
  const [want, got] = [base(documented), base(header)];
  return want.endsWith('/*') ? got.startsWith(want.slice(0, -1)) : want === got;
}

// ---- the checks ---------------------------------------------------------------------------------

const excerpt = (body: string) =>
  body.length > 600 ? `${body.slice(0, 600)}… (${body.length} chars)` : body;

/** What the checks use of a zod schema. */
type Schema = {
  safeParse(data: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string; code: string }> };
      };
};

/** Zod's verdict on a body: its issues, or a note when parsing changes it (extra keys, say). */
function zodProblems(schema: Schema, body: unknown, label: string): string[] {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return parsed.error.issues.map(
      (issue) =>
        `${label}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message} [${issue.code}]`,
    );
  }
  if (!isDeepStrictEqual(parsed.data, body)) {
    return [
      `${label}: the answer is not what the schema outputs for it (extra or reshaped keys); parsed: ${excerpt(JSON.stringify(parsed.data))}`,
    ];
  }
  return [];
}

/** The operation an answer was checked against (or why none), and everything wrong with it. */
function check(
  method: string,
  url: string,
  answer: CheckedAnswer,
): { operation: string; problems: string[] } {
  const upper = method.toUpperCase();
  const path = url.split(/[?#]/, 1)[0] ?? '';
  // Only the REST API has a contract (not the web app, uploads or socket.io); HEAD answers carry
  // no body and OPTIONS is the CORS preflight, which the table does not describe.
  if (!(path === '/api' || path.startsWith('/api/')) || upper === 'HEAD' || upper === 'OPTIONS') {
    return { operation: 'not an API call', problems: [] };
  }

  const status = answer.statusCode;
  const contentType = String(answer.headers['content-type'] ?? '');
  // The body as a client reads it: a compressed answer (a kept public read) decoded first.
  const coding = answer.headers['content-encoding'];
  const body =
    coding === 'br'
      ? zlib.brotliDecompressSync(answer.rawPayload ?? Buffer.from(answer.body, 'latin1')).toString()
      : coding === 'gzip'
        ? zlib.gunzipSync(answer.rawPayload ?? Buffer.from(answer.body, 'latin1')).toString()
        : answer.body;
  const id = findOperation(upper, path);
  const problems: string[] = [];

  const parseJson = (): { ok: true; value: unknown } | { ok: false } => {
    if (!mediaTypeFits('application/json', contentType)) {
      problems.push(`content-type is "${contentType}", expected application/json`);
      return { ok: false };
    }
    try {
      return { ok: true, value: JSON.parse(body) as unknown };
    } catch {
      problems.push('the body is not JSON');
      return { ok: false };
    }
  };
  const checkError = (where: string, validate: ValidateFunction | undefined) => {
    const json = parseJson();
    if (!json.ok) return;
    problems.push(...zodProblems(errorResponseSchema, json.value, 'zod errorResponseSchema'));
    if (validate && !validate(json.value)) problems.push(...ajvProblems(where, validate));
  };

  if (!id) {
    if (status !== 404)
      problems.push(`${upper} ${path.slice(0, 120)} is not in the route table: only 404 may answer it`);
    else {
      const error = documentedErrorValidator();
      checkError(error.where, error.validate);
    }
    return { operation: 'no operation of the route table', problems };
  }

  const success = successResponse(id);
  const contract: OperationContract = CONTRACT[id];
  const allowed = [success.status, ...(contract.cacheable ? [304] : []), ...errorStatuses(id)];
  if (status === 304) {
    if (answer.body !== '') problems.push('a 304 answer with a body');
    if (!answer.headers.etag) problems.push('a 304 answer without an ETag');
  }
  const documented = documentedResponse(id, status);
  if (!allowed.includes(status as never)) {
    problems.push(`status ${status} is not one the operation may answer (${allowed.join(', ')})`);
  } else if (!documented) {
    problems.push(`status ${status} is missing from the published document`);
  }

  const media = documented?.content ? Object.entries(documented.content) : [];
  const [mediaType, media0] = media[0] ?? [];
  const validate =
    mediaType && media0 ? validatorFor(documented!.where, mediaType, media0.schema) : undefined;

  if (status === success.status) {
    const { spec } = success;
    if (isRedirect(spec)) {
      if (!answer.headers.location) problems.push('a redirect without a Location header');
    } else if (isNoContent(spec)) {
      if (answer.body !== '') problems.push('a 204 answer with a body');
    } else if (isTextResponse(spec)) {
      // The table's media type is the document's too (`text/*` for any text).
      if (!mediaTypeFits(spec.contentType, contentType))
        problems.push(`content-type is "${contentType}", expected ${spec.contentType}`);
      problems.push(...zodProblems(spec.schema, body, 'zod response schema'));
      if (validate && !validate(body)) problems.push(...ajvProblems(documented!.where, validate));
    } else {
      const json = parseJson();
      if (json.ok) {
        problems.push(...zodProblems(spec, json.value, 'zod response schema'));
        if (validate && !validate(json.value)) problems.push(...ajvProblems(documented!.where, validate));
      }
    }
  } else if (status >= 400) {
    // Even an undocumented error status must answer the error shape.
    checkError(
      documented?.where ?? '#/components/schemas/Error',
      validate ?? documentedErrorValidator().validate,
    );
  }

  return { operation: id, problems };
}

function documentedErrorValidator(): { where: string; validate: ValidateFunction } {
  const where = '#/components/responses/Error404';
  const response = resolvePointer(published().document, where) as {
    content: Record<string, { schema: JsonSchema }>;
  };
  return {
    where,
    validate: validatorFor(where, 'application/json', response.content['application/json']!.schema),
  };
}

function ajvProblems(where: string, validate: ValidateFunction): string[] {
  return (validate.errors ?? []).map(
    (e) =>
      `OpenAPI schema ${where}: ${e.instancePath || '(root)'} ${e.message ?? e.keyword}${
        e.keyword === 'additionalProperties'
          ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
          : ''
      }`,
  );
}

/** Throws a readable error when an answer breaks the contract. */
export function assertKeepsContract(method: string, url: string, answer: CheckedAnswer): void {
  const { operation, problems } = check(method, url, answer);
  if (problems.length === 0) return;
  const shown = url.length > 160 ? `${url.slice(0, 160)}… (${url.length} chars)` : url;
  throw new Error(
    [
      `The answer ${answer.statusCode} to ${method.toUpperCase()} ${shown} (${operation}) breaks the API contract:`,
      ...problems.map((p) => `  - ${p}`),
      `  body: ${excerpt(answer.body)}`,
    ].join('\n'),
  );
}
