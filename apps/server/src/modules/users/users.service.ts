import { AUTH_MESSAGES, SUCCESS_MESSAGES, type UserRole } from '@booklane/shared/domain';
import { type ChangePasswordRequest, type UpdateProfileRequest, type User } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { badRequest, conflict, notFound } from '../../core/errors';
import { hashPassword, verifyPassword } from './password';
import type { TokenService } from './tokens';
import { toUserDto } from './user-dto';
import type { NewUserRow, UserRow, UsersRepository } from './users.repository';

/** Run after a password change with the updated user (for example: close older sessions' sockets). */
export type PasswordChangedHook = (user: UserRow) => Promise<void>;
/** Run inside the transaction that changed an account's email (it is unverified again). */
export type EmailChangedHook = (user: UserRow, tx: DbOrTx) => Promise<void>;
/** Run after the commit that changed an account's email. */
export type AfterEmailChangedHook = () => void;

export class UsersService {
  private readonly passwordChangedHooks: PasswordChangedHook[] = [];
  private readonly emailChangedHooks: EmailChangedHook[] = [];
  private readonly afterEmailChangedHooks: AfterEmailChangedHook[] = [];

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly transact: Transact,
    private readonly clock: Clock,
  ) {}

  onPasswordChanged(hook: PasswordChangedHook): void {
    this.passwordChangedHooks.push(hook);
  }

  /** `during` runs in the change's transaction (its email is queued with it), `after` once it committed. */
  onEmailChanged(during: EmailChangedHook, after: AfterEmailChangedHook): void {
    this.emailChangedHooks.push(during);
    this.afterEmailChangedHooks.push(after);
  }

  profile(user: UserRow): User {
    return toUserDto(user);
  }

  /**
   * A new email address is unverified until its owner opens the link sent to it (decisions.md
   * 8.5): the change and that email commit together.
   */
  async updateProfile(user: UserRow, input: UpdateProfileRequest): Promise<User> {
    const emailChanged = input.email.toLowerCase() !== user.email;
    if (emailChanged) {
      const other = await this.users.findByEmail(input.email);
      if (other && other.id !== user.id) throw conflict(AUTH_MESSAGES.emailTaken);
    }
    const updated = await this.transact(async (tx) => {
      const row = await this.users.update(
        user.id,
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          updatedAt: this.clock(),
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        },
        tx,
      );
      if (!row) throw notFound('User not found');
      if (emailChanged) for (const hook of this.emailChangedHooks) await hook(row, tx);
      return row;
    });
    if (emailChanged) for (const hook of this.afterEmailChangedHooks) hook();
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

  async findById(id: string, tx?: DbOrTx): Promise<UserRow | undefined> {
    return this.users.findById(id, tx);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(email);
  }

  /** Creates the account; undefined when the email is already taken. */
  async create(values: NewUserRow, tx?: DbOrTx): Promise<UserRow | undefined> {
    return this.users.insert(values, tx);
  }

  /** Marks the email verified if it is still `email` and was not yet: the row when this call did it. */
  async verifyEmail(userId: string, email: string, tx?: DbOrTx): Promise<UserRow | undefined> {
    return this.users.verifyEmail(userId, email, this.clock(), tx);
  }

  /**
   * Sets the password through a reset link (which proves the address is theirs, so it is verified
   * too) and ends every earlier session, with the change's hooks (their sockets close).
   */
  async resetPassword(userId: string, passwordHash: string, tx: DbOrTx): Promise<UserRow> {
    const updated = await this.users.updatePassword(userId, passwordHash, this.clock(), tx, {
      verifyEmail: true,
    });
    if (!updated) throw notFound('User not found');
    return updated;
  }

  /** After a committed password reset: what a password change sets off (older sockets close). */
  async passwordWasReset(user: UserRow): Promise<void> {
    for (const hook of this.passwordChangedHooks) await hook(user);
  }

  /** Sets the role of an external account once: undefined when it was already chosen. */
  async chooseRoleOnce(userId: string, role: UserRole): Promise<UserRow | undefined> {
    return this.users.chooseRoleOnce(userId, role, this.clock());
  }
}
