// The account emails of decisions.md 8.5: verifying an address and resetting a password. Each
// link is a row of `account_tokens` (single use, an expiry, bound to the address it went to),
// created in the same transaction as its email, so a link exists exactly when its email does.
import {
  ACCOUNT_TOKEN_LIFETIME_MINUTES,
  AUTH_MESSAGES,
  type AccountTokenPurpose,
} from '@booklane/shared/domain';
import type { Clock } from '../../core/clock';
import type { DbOrTx, Transact } from '../../db/client';
import { badRequest, conflict, forbidden, tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import type { EmailPolicy } from '../notifications/email-policy';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { SignedIds } from '../access/signed-ids';
import type { AccountTokensRepository } from './account-tokens.repository';
import { dbErrorCode } from '../../db/errors';
import { hashPassword } from '../users/password';

export type AccountEmailer = Pick<EmailPolicy, 'accountEmail' | 'wake'>;

export type AccountLimits = {
  /** Verification emails asked for again, per account. */
  verificationResends: RateLimit;
  /** Reset requests per IP (429 when over: it tells nothing about any account). */
  resetRequests: RateLimit;
  /** Reset emails per address (over it, the same answer and no email: no mailbox flooding). */
  resetEmails: RateLimit;
};

/** Run once an account's email became verified (for example: its guest bookings join it). */
export type EmailVerifiedHook = (user: UserRow) => Promise<void>;

/** 400 on the token: unknown, used, expired, or for an address the account no longer has. */
const invalidLink = (message: string) => badRequest(message, 'token');

export class AccountService {
  private readonly emailVerifiedHooks: EmailVerifiedHook[] = [];

  constructor(
    private readonly transact: Transact,
    private readonly tokens: AccountTokensRepository,
    private readonly users: UsersService,
    private readonly emails: AccountEmailer,
    private readonly links: SignedIds,
    private readonly limits: AccountLimits,
    private readonly clock: Clock,
  ) {
    // A change of address waits for the new address's link; the old one can undo it.
    users.onEmailChangeRequested(
      (user, newEmail, tx) => this.queueEmailChange(user, newEmail, tx),
      () => this.emails.wake(),
    );
    users.readPendingEmailWith((userId) => this.tokens.pendingEmailChange(userId, this.clock()));
  }

  onEmailVerified(hook: EmailVerifiedHook): void {
    this.emailVerifiedHooks.push(hook);
  }

  /** Runs the email-verified hooks for an account whose address was verified another way (a provider). */
  async emailWasVerified(user: UserRow): Promise<void> {
    for (const hook of this.emailVerifiedHooks) await hook(user);
  }

  /**
   * In the caller's transaction: a link of `purpose` bound to `email` (the account's address
   * unless given), and its email to that address.
   */
  async queueLink(
    user: UserRow,
    purpose: AccountTokenPurpose,
    tx: DbOrTx,
    change?: { email: string; newEmail: string },
  ): Promise<void> {
    const now = this.clock();
    const email = change?.email ?? user.email;
    const token = await this.tokens.insert(
      {
        userId: user.id,
        purpose,
        email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
      },
      tx,
    );
    await this.emails.accountEmail(
      tx,
      purpose,
      { name: user.name, email, role: user.role },
      token.id,
      change?.newEmail,
    );
  }

  /**
   * A change of address asked for (docs/decisions/0030): an earlier one still waiting ends; the
   * new address gets the link that makes the change, the old one a notice with a link to undo it.
   */
  private async queueEmailChange(user: UserRow, newEmail: string, tx: DbOrTx): Promise<void> {
    await this.tokens.endAll(user.id, 'change_email', this.clock(), tx);
    await this.queueLink(user, 'change_email', tx, { email: newEmail, newEmail });
    await this.queueLink(user, 'undo_email_change', tx, { email: user.email, newEmail });
  }

  /** After the caller's transaction committed: the email leaves at once. */
  wake(): void {
    this.emails.wake();
  }

  /** `POST /auth/resend-verification`: a new link (earlier ones keep working until they expire). */
  async resendVerification(user: UserRow): Promise<{ message: string }> {
    if (user.emailVerifiedAt) throw conflict(AUTH_MESSAGES.emailAlreadyVerified);
    const wait = await this.limits.verificationResends.hit(user.id);
    if (wait > 0) throw tooMany(wait);
    await this.transact((tx) => this.queueLink(user, 'verify_email', tx));
    this.emails.wake();
    return { message: AUTH_MESSAGES.verificationSent };
  }

  /**
   * `POST /auth/verify-email`: the link works once, until it expires, only while the account
   * still has the address it was sent to, and only inside a session of that account
   * (docs/decisions/0030): whoever controls the mailbox must also control the account, else a
   * stranger who registered someone's address would collect that person's guest bookings and
   * external sign-ins the moment they click. The owner of the address who did not create the
   * account takes it over by resetting its password instead (the email says so). A session of
   * another account leaves the link unused for its own account.
   */
  async verifyEmail(token: string, caller: UserRow): Promise<{ message: string }> {
    const id = this.links.idOf(token);
    if (!id) throw invalidLink(AUTH_MESSAGES.verificationLinkInvalid);
    const changed = await this.confirmEmailChange(id, caller);
    if (changed) return { message: AUTH_MESSAGES.emailChanged };
    const verified = await this.transact(async (tx) => {
      const link = await this.consumeOwn(id, 'verify_email', caller, tx);
      if (!link) return { ok: false as const };
      const user = await this.users.verifyEmail(link.userId, link.email, tx);
      if (user) return { ok: true as const, user };
      // Already verified (a second link of the same address): fine; a changed address: refused.
      const current = await this.users.findById(link.userId, tx);
      return current?.email === link.email && current.emailVerifiedAt
        ? { ok: true as const, user: undefined }
        : { ok: false as const };
    });
    if (!verified.ok) throw invalidLink(AUTH_MESSAGES.verificationLinkInvalid);
    if (verified.user) await this.emailWasVerified(verified.user);
    return { message: AUTH_MESSAGES.emailVerified };
  }

  /**
   * Uses a confirmation link of the caller's own account; another account's working link is a
   * 403 and stays unused for its owner; anything else (unknown, used, expired) is undefined.
   */
  private async consumeOwn(
    id: string,
    purpose: 'verify_email' | 'change_email',
    caller: UserRow,
    tx: DbOrTx,
  ) {
    const now = this.clock();
    const link = await this.tokens.consume(id, purpose, now, tx, caller.id);
    if (link) return link;
    const other = await this.tokens.findUsable(id, purpose, now, tx);
    if (other) throw forbidden(AUTH_MESSAGES.verificationOtherAccount);
    return undefined;
  }

  /**
   * The link of a change of address, opened in a session of its account: the address switches,
   * confirmed, and the guest bookings made with it join. False when it is not such a link.
   */
  private async confirmEmailChange(id: string, caller: UserRow): Promise<boolean> {
    const user = await this.transact(async (tx) => {
      const now = this.clock();
      const link = await this.consumeOwn(id, 'change_email', caller, tx);
      if (!link) return null;
      const holder = await this.users.findByEmail(link.email, tx);
      if (holder && holder.id !== caller.id) throw conflict(AUTH_MESSAGES.emailTaken);
      const row = await this.users.changeEmail(caller.id, link.email, tx).catch((err: unknown) => {
        // Taken by a registration a moment ago (the unique address).
        if (dbErrorCode(err) === '23505') throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      });
      await this.tokens.endAll(caller.id, 'verify_email', now, tx);
      return row ?? null;
    });
    if (!user) return false;
    await this.emailWasVerified(user);
    return true;
  }

  /**
   * `POST /auth/undo-email-change`: the link sent to the old address (no sign-in: whoever changed
   * it may hold the session). The change waiting ends, or the address switches back; either way
   * every session ends and the feed's URL changes, and the owner is asked for a new password.
   */
  async undoEmailChange(token: string): Promise<{ message: string }> {
    const id = this.links.idOf(token);
    if (!id) throw invalidLink(AUTH_MESSAGES.undoLinkInvalid);
    const user = await this.transact(async (tx) => {
      const now = this.clock();
      const link = await this.tokens.consume(id, 'undo_email_change', now, tx);
      if (!link) return null;
      const holder = await this.users.findByEmail(link.email, tx);
      if (holder && holder.id !== link.userId) throw conflict(AUTH_MESSAGES.emailTaken);
      await this.tokens.endAll(link.userId, 'change_email', now, tx);
      await this.tokens.endAll(link.userId, 'undo_email_change', now, tx);
      return (await this.users.restoreEmail(link.userId, link.email, tx)) ?? null;
    });
    if (!user) throw invalidLink(AUTH_MESSAGES.undoLinkInvalid);
    await this.users.sessionsEnded(user);
    return { message: AUTH_MESSAGES.emailChangeUndone };
  }

  /**
   * `POST /auth/forgot-password`: the same answer whether or not the address has an account (and
   * whether or not an email went out), so it tells nobody who is registered.
   */
  async forgotPassword(email: string, ip: string): Promise<{ message: string }> {
    const wait = await this.limits.resetRequests.hit(ip);
    if (wait > 0) throw tooMany(wait);
    const user = await this.users.findByEmail(email);
    if (user && (await this.limits.resetEmails.hit(user.id)) === 0) {
      await this.transact((tx) => this.queueLink(user, 'reset_password', tx));
      this.emails.wake();
    }
    return { message: AUTH_MESSAGES.resetRequested };
  }

  /**
   * `POST /auth/reset-password`: a new password through a link (once, within the hour, for the
   * address it went to). Every other reset link ends, every earlier session ends and its sockets
   * close; the address counts as verified (the link reached it).
   */
  async resetPassword(token: string, newPassword: string): Promise<UserRow> {
    const id = this.links.idOf(token);
    if (!id) throw invalidLink(AUTH_MESSAGES.resetLinkInvalid);
    const passwordHash = await hashPassword(newPassword);
    const result = await this.transact(async (tx) => {
      const now = this.clock();
      const link = await this.tokens.consume(id, 'reset_password', now, tx);
      if (!link) return null;
      const before = await this.users.findById(link.userId, tx);
      if (!before || before.email !== link.email) return null;
      const user = await this.users.resetPassword(link.userId, passwordHash, tx);
      await this.tokens.endAll(link.userId, 'reset_password', now, tx);
      return { user, newlyVerified: !before.emailVerifiedAt };
    });
    if (!result) throw invalidLink(AUTH_MESSAGES.resetLinkInvalid);
    await this.users.passwordWasReset(result.user);
    if (result.newlyVerified) await this.emailWasVerified(result.user);
    return result.user;
  }
}
