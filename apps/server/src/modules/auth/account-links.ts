// The token in the link of an account email (decisions.md 8.5): the id of its row in
// `account_tokens` and a MAC of that id made with the server's secret. Only the id is stored, in
// the token's row and in the email's outbox row, so a copy of the database alone opens no link;
// a forged or altered token is refused before the database is asked.
import crypto from 'node:crypto';

export class AccountLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the signing secret.
    this.key = crypto.createHash('sha256').update(`account-link:${secret}`).digest();
  }

  /** The token of the link for row `id`. */
  token(id: string): string {
    return `${id}.${this.mac(id)}`;
  }

  /** The row id a genuine token names, or null. */
  idOf(token: string): string | null {
    const [id, mac, ...rest] = token.split('.');
    if (!id || !mac || rest.length > 0) return null;
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return id;
  }

  private mac(id: string): string {
    return crypto.createHmac('sha256', this.key).update(id).digest('base64url');
  }
}
