import type { UserRole } from '@booklane/shared/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export class UsersRepository {
  constructor(private readonly db: DbOrTx) {}

  // Every signed-in request reads its user.
  private readonly byId = preparedOnce(() =>
    this.db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('users_by_id'),
  );

  async findById(id: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] =
      tx === this.db
        ? await this.byId().execute({ id })
        : await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row;
  }

  /** Inserts the user; returns undefined when the email is already taken. */
  async insert(values: NewUserRow, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  }

  /** The service stamps `updatedAt` with its clock. */
  async update(
    id: string,
    values: Partial<
      Pick<
        UserRow,
        | 'name'
        | 'email'
        | 'phone'
        | 'avatar'
        | 'role'
        | 'roleChosenAt'
        | 'provider'
        | 'emailVerifiedAt'
        | 'weeklySummaryEmails'
        | 'updatedAt'
      >
    >,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({
        ...values,
        ...(values.email ? { email: values.email.toLowerCase() } : {}),
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** A new calendar feed URL: the version in the old one no longer matches. */
  async bumpCalendarFeedVersion(id: string, tx: DbOrTx = this.db): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ calendarFeedVersion: sql`${users.calendarFeedVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /**
   * Sets a new password hash and invalidates every token issued before. `verifyEmail`: the
   * password was set through a link sent to the account's address, which proves it is theirs.
   */
  async updatePassword(
    id: string,
    passwordHash: string,
    now: Date,
    tx: DbOrTx = this.db,
    options: { verifyEmail?: boolean } = {},
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        // A new password also ends the calendar feed's URL (docs/decisions/0030).
        calendarFeedVersion: sql`${users.calendarFeedVersion} + 1`,
        updatedAt: now,
        ...(options.verifyEmail
          ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** The account's address becomes `email`, confirmed (its link was opened); undefined if gone. */
  async changeEmail(
    id: string,
    email: string,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ email, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /**
   * Gives the account `email` back (the undo link reached it, so it is verified), and ends every
   * session and the calendar feed's URL: whoever changed it may still be signed in.
   */
  async restoreEmail(
    id: string,
    email: string,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({
        email,
        emailVerifiedAt: sql`case when ${users.email} = ${email} then coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz) else ${now.toISOString()}::timestamptz end`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        calendarFeedVersion: sql`${users.calendarFeedVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /**
   * Marks the account's email verified if it still is `email` and was not verified yet: answers
   * the row when this call verified it, else undefined.
   */
  async verifyEmail(
    id: string,
    email: string,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.email, email), isNull(users.emailVerifiedAt)))
      .returning();
    return row;
  }

  /** Sets the role of an external account once: answers undefined when it was already chosen. */
  async chooseRoleOnce(
    id: string,
    role: UserRole,
    now: Date,
    tx: DbOrTx = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx
      .update(users)
      .set({ role, roleChosenAt: now, updatedAt: now })
      .where(and(eq(users.id, id), isNull(users.roleChosenAt)))
      .returning();
    return row;
  }
}
