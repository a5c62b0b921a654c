import { AUTH_MESSAGES } from '@booklane/shared/domain';
import {
  type AuthResponse,
  type Business,
  type BusinessSignUp,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@booklane/shared/schemas';
import type { DbOrTx, Transact } from '../../db/client';
import { conflict, forbidden, tooMany, unauthorized } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import { toUserDto } from '../users/user-dto';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import type { AccountService } from './account.service';
import type { DeviceTrust } from './device-trust';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../users/password';
import type { TokenService } from '../users/tokens';

/**
 * Sign-in limits (docs/decisions/0014). Every attempt takes its place in the counts before the
 * password is checked, so simultaneous attempts cannot all slip under a limit; a right password
 * gives its place back, so only failures use a limit up.
 */
export type AuthLimits = {
  /** Failed sign-ins from one client address, whatever the account: an attacker's address is stopped first. */
  loginFailuresPerIp: RateLimit;
  /** Failed sign-ins of one account from browsers it has never signed in on (looser than per address). */
  loginFailuresPerAccount: RateLimit;
  /** Failed sign-ins from one browser the account signed in on before (its owner's own). */
  loginFailuresPerDevice: RateLimit;
  /** Registrations refused (email taken), per address and per email. */
  registrationFailures: RateLimit;
  /** Accounts created from one address: a cap on sign-up floods. */
  accountsCreated: RateLimit;
};

/** Who is asking: the client's address and the browser's device cookie, if it sent one. */
export type Client = { ip: string; device: string | undefined };

/** A session for the browser, and the device cookie that remembers the account signed in on it. */
export type SignedIn = { auth: AuthResponse; device: string };

/**
 * The business a business account brings when it registers (issue 33): the account and the
 * business are created in one transaction, or neither is.
 */
export type BusinessSignUps = {
  /** Refuses (an AppError) what would refuse the business, before anything is written. */
  checkSignUp(input: BusinessSignUp): Promise<void>;
  /** Creates it inside the account's transaction; throws (so nothing is kept) when it cannot. */
  createForNewOwner(owner: UserRow, input: BusinessSignUp, tx: DbOrTx): Promise<Business>;
  /** After the commit. */
  signedUp(businessId: string): Promise<void>;
};

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly account: AccountService,
    private readonly devices: DeviceTrust,
    private readonly transact: Transact,
    private readonly limits: AuthLimits,
    private readonly businessSignUps: BusinessSignUps,
  ) {}

  async issue(user: UserRow): Promise<AuthResponse> {
    const token = await this.tokens.sign({
      sub: user.id,
      role: user.role,
      tv: user.tokenVersion,
    });
    return { token, user: toUserDto(user) };
  }

  private async signedIn(user: UserRow, client: Client): Promise<SignedIn> {
    return { auth: await this.issue(user), device: this.devices.remember(client.device, user.id) };
  }

  /**
   * `POST /auth/register`: the account works at once; its address gets a verification link in the
   * same transaction (guest bookings made with it join the account only once it is verified). A
   * business account's business, when it brings one, is created in that transaction too: a taken
   * username refuses the registration and leaves nothing behind (issue 33).
   */
  async register(input: RegisterRequest, client: Client): Promise<SignedIn & { business?: Business }> {
    const ipKey = `ip:${client.ip}`;
    const emailKey = `email:${input.email}`;
    const failures = this.limits.registrationFailures;
    const wait = Math.max(await failures.blockedFor(ipKey), await failures.blockedFor(emailKey));
    if (wait > 0) throw tooMany(wait);
    const taken = async () => {
      await failures.hit(ipKey);
      await failures.hit(emailKey);
      return conflict(AUTH_MESSAGES.emailTaken);
    };
    // Registration says whether an email is taken anyway (409), so check before paying for a hash.
    if (await this.users.findByEmail(input.email)) throw await taken();
    const signUp = input.role === 'business' ? input.business : undefined;
    const businesses = this.businessSignUps;
    if (signUp) await businesses.checkSignUp(signUp);
    // The new account's place under the address's cap is taken before it is created: any number
    // of simultaneous registrations create at most the cap.
    const created = this.limits.accountsCreated;
    const full = await created.hit(ipKey);
    if (full > 0) throw tooMany(full);
    const passwordHash = await hashPassword(input.password);
    let made: { user: UserRow; business: Business | undefined } | undefined;
    try {
      made = await this.transact(async (tx) => {
        const row = await this.users.create(
          {
            name: input.name,
            email: input.email,
            phone: input.role === 'customer' ? input.phone : null,
            role: input.role,
            provider: 'local',
            passwordHash,
          },
          tx,
        );
        if (!row) return undefined;
        // Throws when the username was taken meanwhile: the account is rolled back with it.
        const business = signUp ? await businesses.createForNewOwner(row, signUp, tx) : undefined;
        await this.account.queueLink(row, 'verify_email', tx);
        return { user: row, business };
      });
    } catch (err) {
      await created.refund(ipKey);
      throw err;
    }
    if (!made) {
      await created.refund(ipKey);
      throw await taken();
    }
    this.account.wake();
    if (made.business) await businesses.signedUp(made.business._id);
    const session = await this.signedIn(made.user, client);
    return made.business ? { ...session, business: made.business } : session;
  }

  /**
   * An account made by an external sign-in is ready (created, or its role chosen): its address
   * came verified from the provider, so what waits for a verified address runs now (idempotent).
   */
  async accountCreated(user: UserRow): Promise<void> {
    if (user.emailVerifiedAt) await this.account.emailWasVerified(user);
  }

  /**
   * `POST /auth/login`. A browser the account signed in on before is limited on its own, wherever
   * it is: the failures of others behind the same address (an office, a café, a carrier's NAT)
   * do not close it (issue 32). Other browsers share the account's limit and their address's
   * (docs/decisions/0014).
   */
  async login(input: LoginRequest, client: Client): Promise<SignedIn> {
    const user = await this.users.findByEmail(input.email);
    const device = user ? this.devices.knownFor(client.device, user.id) : null;
    const places: Array<{ limit: RateLimit; key: string; message?: string }> = device
      ? [{ limit: this.limits.loginFailuresPerDevice, key: device }]
      : [
          { limit: this.limits.loginFailuresPerIp, key: client.ip },
          {
            limit: this.limits.loginFailuresPerAccount,
            key: input.email,
            message: AUTH_MESSAGES.accountLocked,
          },
        ];
    const waits = await Promise.all(places.map((p) => p.limit.hit(p.key)));
    const over = places.findIndex((_, i) => waits[i]! > 0);
    if (over >= 0) {
      // The attempt does not happen: the counts it did not go over get their place back.
      await Promise.all(places.filter((_, i) => waits[i] === 0).map((p) => p.limit.refund(p.key)));
      throw tooMany(Math.max(...waits), places[over]!.message);
    }

    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : false;
    if (!user?.passwordHash) await burnPasswordCheck(input.password);
    if (!user || !ok) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    await Promise.all(places.map((p) => p.limit.refund(p.key)));
    // The password was right, so saying which kind of account it is reveals nothing new.
    if (input.role && input.role !== user.role) {
      throw forbidden(
        user.role === 'business'
          ? 'This is a business account. Please use the business login.'
          : 'This is a customer account. Please use the customer login.',
      );
    }
    return this.signedIn(user, client);
  }

  /** `POST /auth/reset-password`: signs this browser in; every other session has ended. */
  async resetPassword(input: ResetPasswordRequest, client: Client): Promise<SignedIn> {
    const user = await this.account.resetPassword(input.token, input.newPassword);
    return this.signedIn(user, client);
  }
}
