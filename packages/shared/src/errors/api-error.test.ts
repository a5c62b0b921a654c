import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema, issuesToDetails } from './api-error';

describe('issuesToDetails', () => {
  it('lists every bad field with a dotted path', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required'),
      schedule: z.object({ monday: z.object({ start: z.string().regex(/^\d\d:\d\d$/, 'Use HH:mm') }) }),
    });
    const result = schema.safeParse({ name: '', schedule: { monday: { start: '9' } } });
    expect(result.success).toBe(false);
    const details = issuesToDetails(result.error!.issues);
    expect(details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'schedule.monday.start', message: 'Use HH:mm' },
    ]);
    expect(apiErrorBodySchema.parse({ message: 'Invalid input', details })).toBeTruthy();
  });
});
