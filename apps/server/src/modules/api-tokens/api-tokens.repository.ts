// API tokens (decisions.md 9.5): their rows, and the lookup every request with one makes.
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { apiTokens, users } from '../../db/schema';
import type { UserRow } from '../users/users.repository';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiTokenRow = typeof apiTokens.$inferInsert;

/** A token found by its hash: the few columns a request needs, and its account. */
export type TokenOwner = {
  token: Pick<ApiTokenRow, 'id' | 'scope' | 'lastUsedAt'>;
  user: UserRow;
};

export class ApiTokensRepository {
  constructor(private readonly db: DbOrTx) {}

  // Every request with an API token makes it: one statement on the unique index of the hash.
  private readonly byHash = preparedOnce(() =>
    this.db
      .select({
        token: { id: apiTokens.id, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt },
        user: users,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
      .limit(1)
      .prepare('api_tokens_by_hash'),
  );

  async findByHash(hash: string): Promise<TokenOwner | undefined> {
    const [row] = await this.byHash().execute({ hash });
    return row;
  }

  /** The account's tokens, newest first. */
  async listByUser(userId: string): Promise<ApiTokenRow[]> {
    return this.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  }

  /** Holds the account's tokens until the transaction ends, so two creations count one after the other. */
  async lockUser(userId: string, tx: DbOrTx): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }

  async countByUser(userId: string, tx: DbOrTx = this.db): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    return row?.n ?? 0;
  }

  async insert(values: NewApiTokenRow, tx: DbOrTx = this.db): Promise<ApiTokenRow> {
    const [row] = await tx.insert(apiTokens).values(values).returning();
    if (!row) throw new Error('api token insert returned nothing');
    return row;
  }

  /** Deletes the account's own token; false when it has none with this id. */
  async delete(id: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
      .returning({ id: apiTokens.id });
    return rows.length > 0;
  }

  /** Stamps the last use, unless a use at or after `before` is already recorded (another process). */
  async touch(id: string, at: Date, before: Date): Promise<void> {
    await this.db
      .update(apiTokens)
      .set({ lastUsedAt: at })
      .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))));
  }
}
