import type { User } from '@booklane/shared/schemas';
import type { UserRow } from './users.repository';

/** The user as the API answers it (spec section 3: `id`, no password data). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    avatar: row.avatar,
    provider: row.provider,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
