import {
  AUTH_MESSAGES,
  INTEGRATION_MESSAGES,
  RECENT_SIGN_IN_MINUTES,
  SUCCESS_MESSAGES,
  type UserRole,
} from '@booklane/shared/domain';
import { type ChangePasswordRequest, type UpdateProfileRequest, type User } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { hashPassword, verifyPassword } from './password';
import type { TokenService } from './tokens';
import { toUserDto } from './user-dto';
import type { NewUserRow, UserRow, UsersRepository } from './users.repository';

/** Run after a password change with the updated user (for example: close older sessions' sockets). */
export type PasswordChangedHook = (user: UserRow) => Promise<void>;
/** Run inside the transaction of a request to change an account's email (its links go out). */
export type EmailChangeRequestedHook = (user: UserRow, newEmail: string, tx: DbOrTx) => Promise<void>;
/** Run after the commit of that request. */
export type AfterEmailChangeRequestedHook = () => void;
/** The address an account asked to change to and has not confirmed yet, if any. */
export type PendingEmailReader = (userId: string) => Promise<string | null>;

export class UsersService {
  private readonly passwordChangedHooks: PasswordChangedHook[] = [];
  private readonly emailChangeHooks: EmailChangeRequestedHook[] = [];
  private readonly afterEmailChangeHooks: AfterEmailChangeRequestedHook[] = [];
  private pendingEmailOf: PendingEmailReader = () => Promise.resolve(null);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly transact: Transact,
    private readonly clock: Clock,
  ) {}

  onPasswordChanged(hook: PasswordChangedHook): void {
    this.passwordChangedHooks.push(hook);
  }

  /**
   * `during` runs in the transaction of a request to change the address (its emails are queued
   * with it), `after` once it committed.
   */
  onEmailChangeRequested(during: EmailChangeRequestedHook, after: AfterEmailChangeRequestedHook): void {
    this.emailChangeHooks.push(during);
    this.afterEmailChangeHooks.push(after);
  }

  /** Where the profile learns of a change of address waiting for its confirmation. */
  readPendingEmailWith(reader: PendingEmailReader): void {
    this.pendingEmailOf = reader;
  }

  async profile(user: UserRow): Promise<User> {
    return {
      ...toUserDto(user),
      pendingEmail: await this.pendingEmailOf(user.id),
      // Only owners get the weekly summary (decisions.md 9.4): a customer has no such choice.
      ...(user.role === 'business' ? { weeklySummaryEmails: user.weeklySummaryEmails } : {}),
    };
  }

  /**
   * Name and phone change at once, and a business account's weekly summary choice (a customer's is
   * ignored: it gets none). A new email address (docs/decisions/0030) needs the current
   * password (an account without one: a sign-in in the last minutes), and only switches once the
   * link sent to it is opened; the old address is told, with a link to undo it. The request and
   * both emails commit together. An API token may not ask for it (docs/decisions/0039).
   */
  async updateProfile(
    user: UserRow,
    input: UpdateProfileRequest,
    session: { signedInAt: Date | null; viaApiToken?: boolean },
  ): Promise<User> {
    const newEmail = input.email.toLowerCase();
    const emailChanged = newEmail !== user.email;
    if (emailChanged) {
      if (session.viaApiToken) throw forbidden(INTEGRATION_MESSAGES.apiTokenSessionOnly);
      await this.checkProof(user, input.currentPassword, session.signedInAt);
      const other = await this.users.findByEmail(newEmail);
      if (other && other.id !== user.id) throw conflict(AUTH_MESSAGES.emailTaken);
    }
    const updated = await this.transact(async (tx) => {
      const wantsSummary = user.role === 'business' ? input.weeklySummaryEmails : undefined;
      const row = await this.users.update(
        user.id,
        {
          name: input.name,
          phone: input.phone,
          ...(wantsSummary === undefined ? {} : { weeklySummaryEmails: wantsSummary }),
          updatedAt: this.clock(),
        },
        tx,
      );
      if (!row) throw notFound('User not found');
      if (emailChanged) for (const hook of this.emailChangeHooks) await hook(row, newEmail, tx);
      return row;
    });
    if (emailChanged) for (const hook of this.afterEmailChangeHooks) hook();
    return this.profile(updated);
  }

  /** That the person asking to change the address is the account's owner, not a borrowed session. */
  private async checkProof(user: UserRow, password: string | undefined, signedInAt: Date | null) {
    if (user.passwordHash) {
      if (!password) {
        throw badRequest(AUTH_MESSAGES.emailChangeNeedsPassword, [
          { path: 'currentPassword', message: AUTH_MESSAGES.emailChangeNeedsPassword },
        ]);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong, [
          { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
        ]);
      }
      return;
    }
    const recent = this.clock().getTime() - RECENT_SIGN_IN_MINUTES * 60_000;
    if (!signedInAt || signedInAt.getTime() < recent) {
      throw forbidden(AUTH_MESSAGES.emailChangeNeedsRecentSignIn);
    }
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

  async findByEmail(email: string, tx?: DbOrTx): Promise<UserRow | undefined> {
    return this.users.findByEmail(email, tx);
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

  /** The address becomes `email`, confirmed by the link sent to it. */
  async changeEmail(userId: string, email: string, tx: DbOrTx): Promise<UserRow | undefined> {
    return this.users.changeEmail(userId, email, this.clock(), tx);
  }

  /** The address `email` comes back and every session ends (an undone change). */
  async restoreEmail(userId: string, email: string, tx: DbOrTx): Promise<UserRow | undefined> {
    return this.users.restoreEmail(userId, email, this.clock(), tx);
  }

  /** After a committed restore: the ended sessions' sockets close, as after a new password. */
  async sessionsEnded(user: UserRow): Promise<void> {
    for (const hook of this.passwordChangedHooks) await hook(user);
  }

  /** Sets the role of an external account once: undefined when it was already chosen. */
  async chooseRoleOnce(userId: string, role: UserRole): Promise<UserRow | undefined> {
    return this.users.chooseRoleOnce(userId, role, this.clock());
  }
}
