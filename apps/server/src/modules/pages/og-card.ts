// The link-preview picture of a business without a logo (and of the directory): 1200 x 630 PNG,
// drawn from an SVG of its name and address, the size Open Graph and Twitter cards ask for.
// Drawing one costs tens of milliseconds of CPU, so (issue 32) a card is drawn once per content:
// kept by a hash of the SVG it draws, a repeat, another query string or another business drawing
// the same thing is no new drawing; a client draws only so many new ones a minute (the limits
// table's `previewRenders`), and the process draws one at a time.
import crypto from 'node:crypto';
import { oneLine } from '@booklane/shared/schemas';
import { tooMany } from '../../core/errors';
import type { RateLimit } from '../../core/limits/rate-limit';
import { escapeHtml, SITE_NAME } from './page-heads';

const WIDTH = 1200;
const HEIGHT = 630;
const NAME_MAX = 34;

function cardSvg(rawTitle: string, rawSubtitle: string): string {
  // XML has no place for control characters: a name stored before they were refused still draws.
  const title = oneLine(rawTitle);
  const subtitle = oneLine(rawSubtitle);
  const name = title.length > NAME_MAX ? `${title.slice(0, NAME_MAX - 1).trimEnd()}…` : title;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#2563eb"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <rect x="80" y="80" width="96" height="96" rx="24" fill="#ffffff" fill-opacity="0.15"/>
  <text x="128" y="148" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeHtml(name.charAt(0).toUpperCase())}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeHtml(name)}</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#dbeafe">${escapeHtml(subtitle)}</text>
  <text x="80" y="550" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#ffffff">Book online · ${SITE_NAME}</text>
</svg>`;
}

/** An SVG as PNG (sharp loads on first use, as for logos). */
async function svgPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** The card as PNG. */
export async function cardPng(title: string, subtitle: string): Promise<Buffer> {
  return svgPng(cardSvg(title, subtitle));
}

/** A drawn card and its strong ETag (the hash of what it draws). */
export type Card = { png: Buffer; etag: string };

/** Bytes of drawn cards kept at most (each some 30 KB); the least recently sent go first. */
const CARDS_MAX_BYTES = 16 * 1024 * 1024;
/** Cards waiting for their turn to be drawn at most; more are refused (429) until the line shortens. */
const WAITING_MAX = 32;

/** The business cards: drawn once per content, at most `renders` new ones per client, one at a time. */
export class PreviewCards {
  /** Drawn cards by the hash of their SVG, least recently sent first (a Map keeps insertion order). */
  private readonly kept = new Map<string, Card>();
  private bytes = 0;
  /** Cards being drawn or waiting to be, by hash: every request for one shares its drawing. */
  private readonly drawing = new Map<string, Promise<Card>>();
  /** The drawing in progress: the next one starts after it. */
  private line: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly renders: RateLimit) {}

  /** The card of `title` over `subtitle`, for the client `client` (an address). */
  async card(title: string, subtitle: string, client: string): Promise<Card> {
    const svg = cardSvg(title, subtitle);
    const hash = crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 32);
    const kept = this.kept.get(hash);
    if (kept) {
      this.kept.delete(hash);
      this.kept.set(hash, kept);
      return kept;
    }
    const pending = this.drawing.get(hash);
    if (pending) return pending;
    // Only a new drawing counts against the client, and only while the line is not full.
    if (this.waiting >= WAITING_MAX) throw tooMany(1);
    const wait = await this.renders.hit(client);
    if (wait > 0) throw tooMany(wait);
    const again = this.drawing.get(hash) ?? this.kept.get(hash);
    if (again) return again;
    this.waiting++;
    const card = this.line
      .catch(() => undefined)
      .then(async () => ({ png: await svgPng(svg), etag: `"${hash}"` }))
      .finally(() => {
        this.waiting--;
        this.drawing.delete(hash);
      });
    this.line = card;
    this.drawing.set(hash, card);
    const done = await card;
    this.keep(hash, done);
    return done;
  }

  private keep(hash: string, card: Card): void {
    if (this.kept.has(hash)) return;
    this.kept.set(hash, card);
    this.bytes += card.png.length;
    for (const [oldHash, old] of this.kept) {
      if (this.bytes <= CARDS_MAX_BYTES) break;
      this.kept.delete(oldHash);
      this.bytes -= old.png.length;
    }
  }
}
