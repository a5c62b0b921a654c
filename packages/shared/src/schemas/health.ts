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
