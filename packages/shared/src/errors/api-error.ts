import { z } from 'zod';

/** One invalid field of a request: `path` is dotted (`schedule.monday.start`), `message` is user-facing. */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The body of every error answer of the API (decisions.md section 2). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  error: z.string().optional(),
  details: z.array(errorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Machine-readable codes carried in `error`; each maps to exactly one HTTP status. */
export const ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Converts zod issues to the `details` list: every bad field, each with its own message. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
