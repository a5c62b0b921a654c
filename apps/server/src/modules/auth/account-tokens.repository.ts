import type { AccountTokenPurpose } from '@booklane/shared/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Tokens of `purpose` that still work at `now`: not used, not expired. */
const open = (purpose: AccountTokenPurpose, now: Date) => [
  eq(accountTokens.purpose, purpose),
  isNull(accountTokens.usedAt),
  gt(accountTokens.expiresAt, now),
];

export class AccountTokensRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(
    values: { userId: string; purpose: AccountTokenPurpose; email: string; expiresAt: Date; createdAt: Date },
    tx: DbOrTx = this.db,
  ): Promise<AccountTokenRow> {
    const [row] = await tx.insert(accountTokens).values(values).returning();
    return row!;
  }

  /**
   * Uses the token once: answers its row when it has this purpose, was not used and has not
   * expired at `now` (and, given `userId`, is that account's), and marks it used in the same
   * statement (two simultaneous uses: one wins).
   */
  async consume(
    id: string,
    purpose: AccountTokenPurpose,
    now: Date,
    tx: DbOrTx = this.db,
    userId?: string,
  ): Promise<AccountTokenRow | undefined> {
    const [row] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.id, id),
          ...open(purpose, now),
          userId ? eq(accountTokens.userId, userId) : undefined,
        ),
      )
      .returning();
    return row;
  }

  /** The token if it could still be used (this purpose, unused, not expired), without using it. */
  async findUsable(
    id: string,
    purpose: AccountTokenPurpose,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<AccountTokenRow | undefined> {
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.id, id), ...open(purpose, now)))
      .limit(1);
    return row;
  }

  /** The address of the account's newest change of address still waiting to be confirmed. */
  async pendingEmailChange(userId: string, now: Date, tx: DbOrTx = this.db): Promise<string | null> {
    const [row] = await tx
      .select({ email: accountTokens.email })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), ...open('change_email', now)))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    return row?.email ?? null;
  }

  /** Ends every unused token of the account for `purpose` (a new password ends the other reset links). */
  async endAll(userId: string, purpose: AccountTokenPurpose, now: Date, tx: DbOrTx = this.db): Promise<void> {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
  }
}
