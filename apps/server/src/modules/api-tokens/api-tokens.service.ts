// API tokens (decisions.md 9.5, docs/decisions/0039): bearer tokens an account makes for scripts
// and other tools. A token is `blk_` and 32 random bytes (base64url), shown once; only its SHA-256
// is kept, so a copy of the database opens nothing, and a request finds its token by one indexed
// lookup (the bytes are random: a slow password hash would add nothing but time to every request).
import crypto from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  INTEGRATION_MESSAGES as I,
  NOT_FOUND_MESSAGES,
  type ApiTokenScope,
} from '@booklane/shared/domain';
import type { ApiToken, CreateApiTokenRequest, CreatedApiToken } from '@booklane/shared/schemas';
import type { Clock } from '../../core/clock';
import { conflict, notFound } from '../../core/errors';
import type { Transact } from '../../db/client';
import type { UserRow } from '../users/users.repository';
import type { ApiTokenRow, ApiTokensRepository } from './api-tokens.repository';

/** The characters of a token the list shows (`blk_` and the next 8), to tell tokens apart. */
const HINT_LENGTH = 12;
/** `blk_` and 32 bytes in base64url (43 characters, no padding). */
const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** A token's last use is written at most this often. */
const TOUCH_INTERVAL_MS = 60_000;
/** Tokens whose last write this process remembers, at most (then it forgets them all). */
const TOUCHED_MAX = 10_000;

/** What a request with a valid API token acts as: the account, and what the token may do. */
export type ApiTokenCaller = {
  user: UserRow;
  token: { id: string; scope: ApiTokenScope };
  /** Records the use (at most once a minute per token); call once the answer is on its way. */
  touch: () => Promise<void>;
};

type Log = { warn(obj: object, msg: string): void };

/** Whether a bearer token is meant as an API token rather than a session. */
export const isApiToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class ApiTokensService {
  /** When this process last wrote each token's use, in epoch ms. */
  private readonly touched = new Map<string, number>();

  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly transact: Transact,
    private readonly clock: Clock,
    private readonly log: Log,
  ) {}

  async list(user: UserRow): Promise<ApiToken[]> {
    return (await this.tokens.listByUser(user.id)).map(toDto);
  }

  /** A new token; the answer carries it, the only time it is seen. 409 past `API_TOKENS_MAX`. */
  async create(user: UserRow, input: CreateApiTokenRequest): Promise<CreatedApiToken> {
    const token = `${API_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    const row = await this.transact(async (tx) => {
      await this.tokens.lockUser(user.id, tx);
      if ((await this.tokens.countByUser(user.id, tx)) >= API_TOKENS_MAX) throw conflict(I.apiTokensTooMany);
      return this.tokens.insert(
        {
          userId: user.id,
          name: input.name,
          scope: input.scope,
          tokenHash: hashOf(token),
          hint: token.slice(0, HINT_LENGTH),
          createdAt: this.clock(),
        },
        tx,
      );
    });
    return { ...toDto(row), token };
  }

  /** Revokes one of the account's tokens; it stops working at once. Another account's is 404. */
  async revoke(user: UserRow, id: string): Promise<{ message: string }> {
    if (!(await this.tokens.delete(id, user.id))) throw notFound(NOT_FOUND_MESSAGES.apiToken);
    this.touched.delete(id);
    return { message: I.apiTokenRevoked };
  }

  /** The account and scope of a bearer API token; null for an unknown, revoked or malformed one. */
  async authenticate(bearer: string): Promise<ApiTokenCaller | null> {
    if (!TOKEN_PATTERN.test(bearer)) return null;
    const found = await this.tokens.findByHash(hashOf(bearer));
    if (!found) return null;
    const { token, user } = found;
    return { user, token: { id: token.id, scope: token.scope }, touch: () => this.touch(token) };
  }

  /**
   * Records a use unless one was recorded in the last minute (by the row, or by this process while
   * its write may still be on the way), so a busy script does not write on every request. Another
   * process's write in the same minute is skipped by the statement's own condition.
   */
  private async touch(token: { id: string; lastUsedAt: Date | null }): Promise<void> {
    const now = this.clock();
    const since = now.getTime() - TOUCH_INTERVAL_MS;
    if (token.lastUsedAt && token.lastUsedAt.getTime() > since) return;
    const mine = this.touched.get(token.id);
    if (mine !== undefined && mine > since) return;
    if (this.touched.size >= TOUCHED_MAX) this.touched.clear();
    this.touched.set(token.id, now.getTime());
    try {
      await this.tokens.touch(token.id, now, new Date(since));
    } catch (err) {
      this.log.warn({ err, apiToken: token.id }, 'recording an API token use failed');
    }
  }
}

function toDto(row: ApiTokenRow): ApiToken {
  return {
    _id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
