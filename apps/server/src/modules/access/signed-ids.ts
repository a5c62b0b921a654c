// Tokens that name a row and prove the server made them: `{id}.{HMAC-SHA256 of the id}` in
// base64url, with a key derived from the server's secret and the token's purpose. Only the id is
// ever stored (in the row, in an email's outbox row), so a copy of the database opens nothing; a
// forged or altered token is refused before the database is asked. Used for the links of account
// emails (docs/decisions/0014), guests' manage links (decisions.md 8.3), staff invitations (9.2) and guests'
// waitlist links (9.3).
import crypto from 'node:crypto';

export class SignedIds {
  private readonly key: Buffer;

  constructor(
    secret: string,
    purpose:
      | 'account-link'
      | 'manage-link'
      | 'calendar-feed'
      | 'team-invite'
      | 'waitlist-link'
      | 'waitlist-offer'
      | 'guest-browser',
    /** Between the id and its MAC: `~` where a dot would clash (a feed's `{token}.ics`). */
    private readonly separator: '.' | '~' = '.',
  ) {
    // A key of its own per purpose: a token of one kind never passes as another.
    this.key = crypto.createHash('sha256').update(`${purpose}:${secret}`).digest();
  }

  /** The token that names `id`. */
  token(id: string): string {
    return `${id}${this.separator}${this.mac(id)}`;
  }

  /** The id a genuine token names, or null. */
  idOf(token: string): string | null {
    const [id, mac, ...rest] = token.split(this.separator);
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
