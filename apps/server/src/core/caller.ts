import type { UserRole } from '@booklane/shared/domain';

/**
 * Who is asking, as far as the access rules need to know: an account's id and role. An HTTP
 * request's signed-in user and a socket's user are both callers.
 */
export type Caller = { id: string; role: UserRole };
