// What a database error says, on either driver: its SQLSTATE, found on the error or its causes.

/** The five-character SQLSTATE of a database error (drizzle wraps the driver's in `cause`). */
export function dbErrorCode(err: unknown): string | undefined {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** An exclusion constraint refused the row (a team member's time is taken, migration 0010). */
export const isExclusionViolation = (err: unknown) => dbErrorCode(err) === '23P01';

/** PostgreSQL ended the statement to break a deadlock; it wrote nothing and can be retried. */
export const isDeadlock = (err: unknown) => dbErrorCode(err) === '40P01';
