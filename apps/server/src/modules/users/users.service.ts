import {
  AUTH_MESSAGES,
  SUCCESS_MESSAGES,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
  type User,
  type UserRole,
} from '@booklane/shared';
import type { Clock } from '../../clock';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/tokens';
import { toUserDto } from './user-dto';
import type { NewUserRow, UserRow, UsersRepository } from './users.repository';

/** Run after a password change with the updated user (for example: close older sessions' sockets). */
export type PasswordChangedHook = (user: UserRow) => Promise<void>;

export class UsersService {
  private readonly passwordChangedHooks: PasswordChangedHook[] = [];

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  onPasswordChanged(hook: PasswordChangedHook): void {
    this.passwordChangedHooks.push(hook);
  }

  profile(user: UserRow): User {
    return toUserDto(user);
  }

  async updateProfile(user: UserRow, input: UpdateProfileRequest): Promise<User> {
    if (input.email !== user.email) {
      const other = await this.users.findByEmail(input.email);
      if (other && other.id !== user.id) throw conflict(AUTH_MESSAGES.emailTaken);
    }
    const updated = await this.users.update(user.id, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      updatedAt: this.clock(),
    });
    if (!updated) throw notFound('User not found');
    return toUserDto(updated);
  }

  /**
   * Changes the password and invalidates every earlier token. The answer carries a fresh token,
   * so the session that changed the password stays signed in.
   */
  async changePassword(
    user: UserRow,
    input: ChangePasswordRequest,
  ): Promise<{ message: string; token: string }> {
    if (!user.passwordHash) {
      throw badRequest(
        'This account signs in with an external provider and has no password to change.',
        'currentPassword',
      );
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest(AUTH_MESSAGES.currentPasswordWrong, [
        { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
      ]);
    }
    const updated = await this.users.updatePassword(
      user.id,
      await hashPassword(input.newPassword),
      this.clock(),
    );
    if (!updated) throw notFound('User not found');
    for (const hook of this.passwordChangedHooks) await hook(updated);
    const token = await this.tokens.sign({
      sub: updated.id,
      role: updated.role,
      tv: updated.tokenVersion,
    });
    return { message: SUCCESS_MESSAGES.passwordUpdated, token };
  }

  // ---- for other services and the sign-in checks --------------------------------------------

  async findById(id: string): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(email);
  }

  /** Creates the account; undefined when the email is already taken. */
  async create(values: NewUserRow): Promise<UserRow | undefined> {
    return this.users.insert(values);
  }

  /** Sets the role of an external account once: undefined when it was already chosen. */
  async chooseRoleOnce(userId: string, role: UserRole): Promise<UserRow | undefined> {
    return this.users.chooseRoleOnce(userId, role, this.clock());
  }
}
