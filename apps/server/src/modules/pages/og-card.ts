// The link-preview picture of a business without a logo (and of the directory): 1200 x 630 PNG,
// drawn from an SVG of its name and category, the size Open Graph and Twitter cards ask for.
import { oneLine } from '@booklane/shared/schemas';
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

/** The card as PNG (sharp loads on first use, as for logos). */
export async function cardPng(title: string, subtitle: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(cardSvg(title, subtitle)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
