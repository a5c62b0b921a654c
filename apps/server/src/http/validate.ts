import type { z } from 'zod';
import { notFound, validationError } from './errors';

/** Parses a request part with a shared schema; a failure is a 400 listing every bad field. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // No body at all is an empty object; `null`, arrays and strings are refused by the schema.
  const result = schema.safeParse(data === undefined ? {} : data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names nothing: answer 404 as for any unknown id. */
export function parseId(value: unknown, what = 'Not found'): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound(what);
  return value.toLowerCase();
}
