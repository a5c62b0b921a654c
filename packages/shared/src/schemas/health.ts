import { z } from 'zod';

/** `GET /api/health` (decisions.md section 1; relied on by tools outside the repo). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  realtime: z.enum(['local', 'redis']),
  /** decisions.md 8.1: mail goes out through SMTP_URL, or is written as .eml files. */
  mail: z.enum(['smtp', 'files']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `GET /api/operator` (issue 39): who runs this Booklane, as its operator configured it
 * (`OPERATOR_NAME`, `OPERATOR_CONTACT_EMAIL`, `OPERATOR_ADDRESS`); null where they did not.
 * The terms and the privacy notice fill their placeholders with it.
 */
export const operatorInfoSchema = z.object({
  name: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
});
export type OperatorInfo = z.infer<typeof operatorInfoSchema>;
