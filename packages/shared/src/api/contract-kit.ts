// The building blocks of the contract's entries: answer kinds, the entry shape, path ids.
import { z } from 'zod';
import { apiErrorBodySchema } from '../errors/api-error';
import { idSchema } from '../schemas/common';

/** A `302` answer: no body, the `Location` header says where to go. */
export const REDIRECT = { redirect: true } as const;
export type RedirectResponse = typeof REDIRECT;

/** A `204` answer: done, nothing to say (no body). */
export const NO_CONTENT = { noContent: true } as const;
export type NoContentResponse = typeof NO_CONTENT;

/** An answer that is not JSON (a page, a script): its media type and the body's schema. */
export interface TextResponse {
  readonly contentType: string;
  readonly schema: z.ZodType<string>;
}

export type ResponseSpec = z.ZodType | RedirectResponse | TextResponse | NoContentResponse;

/** Error statuses an operation may answer besides the ones its shape implies (see `errorStatuses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

export interface OperationContract {
  /** Path parameters; a value that does not fit answers 404 with `notFound` (it names nothing). */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** JSON unless said otherwise; a multipart body is read by the handler itself. */
  readonly bodyType?: 'multipart/form-data';
  /** The success answer: exactly one status. */
  readonly responses: Readonly<Partial<Record<200 | 201 | 204 | 302, ResponseSpec>>>;
  /** Error statuses beyond those implied by the operation's auth, inputs and storage. */
  readonly errors?: readonly ErrorStatus[];
  /** The 404 text when a path parameter names nothing. */
  readonly notFound?: string;
  /**
   * A public read: the answer carries a strong `ETag`, and a request whose `If-None-Match` holds
   * it gets `304 Not Modified` without a body (docs/decisions/0018-public-read-cache-and-one-round-trip-bookings.md).
   */
  readonly cacheable?: true;
}

/** Every error answer has this body (decisions.md section 2). */
export const errorResponseSchema = apiErrorBodySchema;

// Path ids are compared with stored ones: the lowercase spelling the database answers.
const pathIdSchema = idSchema.transform((id) => id.toLowerCase());
export const idParam = <K extends string>(name: K) =>
  z.object({ [name]: pathIdSchema } as Record<K, typeof pathIdSchema>);

export const html = (): TextResponse => ({ contentType: 'text/html; charset=utf-8', schema: z.string() });
/** A spreadsheet export (RFC 4180, UTF-8 with a byte order mark so every spreadsheet reads it so). */
export const csv = (): TextResponse => ({ contentType: 'text/csv; charset=utf-8', schema: z.string() });
