import { AUTH_MESSAGES, type AuthResponse, type LoginRequest, type RegisterRequest } from '@booklane/shared';
import { AppError, conflict, forbidden, unauthorized } from '../../http/errors';
import type { RateLimit } from '../../http/rate-limit';
import { toUserDto } from '../users/user-dto';
import type { UserRow } from '../users/users.repository';
import type { UsersService } from '../users/users.service';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import type { TokenService } from './tokens';

/**
 * decisions.md section 3: login and registration are limited per IP and per email on failures
 * (a wrong password; an email already registered). Accounts created from one IP have a separate,
 * looser cap, so sign-up floods stop without a shared network locking out real sign-ups.
 */
export type AuthLimits = {
  loginFailures: RateLimit;
  registrationFailures: RateLimit;
  accountsCreated: RateLimit;
};

/** Hooks run after an account is created (for example: link the guest bookings made with its email). */
export type AccountCreatedHook = (user: UserRow) => Promise<void>;

export class AuthService {
  private readonly accountCreatedHooks: AccountCreatedHook[] = [];

  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly limits: AuthLimits,
  ) {}

  onAccountCreated(hook: AccountCreatedHook): void {
    this.accountCreatedHooks.push(hook);
  }

  async issue(user: UserRow): Promise<AuthResponse> {
    const token = await this.tokens.sign({
      sub: user.id,
      role: user.role,
      tv: user.tokenVersion,
    });
    return { token, user: toUserDto(user) };
  }

  async register(input: RegisterRequest, ip: string): Promise<AuthResponse> {
    const ipKey = `ip:${ip}`;
    const emailKey = `email:${input.email}`;
    const failures = this.limits.registrationFailures;
    const wait = Math.max(
      await failures.blockedFor(ipKey),
      await failures.blockedFor(emailKey),
      await this.limits.accountsCreated.blockedFor(ipKey),
    );
    if (wait > 0) throw tooMany(wait);
    const taken = async () => {
      await failures.hit(ipKey);
      await failures.hit(emailKey);
      return conflict(AUTH_MESSAGES.emailTaken);
    };
    // Registration says whether an email is taken anyway (409), so check before paying for a hash.
    if (await this.users.findByEmail(input.email)) throw await taken();
    const passwordHash = await hashPassword(input.password);
    const user = await this.users.create({
      name: input.name,
      email: input.email,
      phone: input.role === 'customer' ? input.phone : null,
      role: input.role,
      provider: 'local',
      passwordHash,
    });
    if (!user) throw await taken();
    await this.limits.accountsCreated.hit(ipKey);
    await this.accountCreated(user);
    return this.issue(user);
  }

  async accountCreated(user: UserRow): Promise<void> {
    for (const hook of this.accountCreatedHooks) await hook(user);
  }

  async login(input: LoginRequest, ip: string): Promise<AuthResponse> {
    const ipKey = `ip:${ip}`;
    const emailKey = `email:${input.email}`;
    const wait = Math.max(
      await this.limits.loginFailures.blockedFor(ipKey),
      await this.limits.loginFailures.blockedFor(emailKey),
    );
    if (wait > 0) throw tooMany(wait);

    const user = await this.users.findByEmail(input.email);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : false;
    if (!user?.passwordHash) await burnPasswordCheck(input.password);
    if (!user || !ok) {
      await this.limits.loginFailures.hit(ipKey);
      await this.limits.loginFailures.hit(emailKey);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    await this.limits.loginFailures.clear(emailKey);
    // The password was right, so saying which kind of account it is reveals nothing new.
    if (input.role && input.role !== user.role) {
      throw forbidden(
        user.role === 'business'
          ? 'This is a business account. Please use the business login.'
          : 'This is a customer account. Please use the customer login.',
      );
    }
    return this.issue(user);
  }
}

export function tooMany(
  retryAfterSeconds: number,
  message: string = AUTH_MESSAGES.tooManyRequests,
): AppError {
  return new AppError('rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
