// The one error type of the server's rules. A service throws an AppError with a reason (the
// shared ErrorCode: `conflict`, `not_found`, ...) and the words the user sees; the HTTP layer maps
// the reason to a status in one place (http/errors.ts, with the shared ERROR_STATUS), and the
// realtime layer answers the same words on a socket. Nothing here knows of HTTP.
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import { ERROR_STATUS, issuesToDetails, type ErrorCode, type ErrorDetail } from '@booklane/shared/errors';
import type { ZodError } from 'zod';

export class AppError extends Error {
  /** The status the API answers for this reason (the shared ERROR_STATUS table). */
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** How long the caller should wait before trying again (a limit was reached). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/**
 * Bad input: `field` names the bad field (a path) or lists the bad fields. Without it the request
 * as a whole is to blame (the HTTP layer reports path '' in `details`).
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
export const unavailable = (message: string) => new AppError('unavailable', message);

/** A limit was reached: wait `retryAfterSeconds` (decisions.md section 2). */
export const tooMany = (retryAfterSeconds: number, message: string = AUTH_MESSAGES.tooManyRequests) =>
  new AppError('rate_limited', message, undefined, retryAfterSeconds);

/** A zod failure: its first problem as the message, every bad field in details. */
export function validationError(error: ZodError): AppError {
  const details = issuesToDetails(error.issues);
  return new AppError('validation_failed', details[0]?.message ?? 'Invalid input', details);
}
