import { z } from 'zod';

/** `GET /api/health` (decisions.md section 1; relied on by tools outside the repo). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  realtime: z.enum(['local', 'redis']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
