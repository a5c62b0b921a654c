// A business's own colour (decisions.md 9.5) as the accent of its embedded booking: primary
// buttons and the chosen date and time take it, with white or dark text, whichever reads better
// (WCAG 2.1 relative luminance and contrast ratio). A colour too light for white text and too dark
// for dark text is darkened until white text reaches 4.5:1, so the words on it always read.

/** Booklane's own accent (Tailwind's indigo-600): the button of `embed.js` without a colour. */
export const BOOKLANE_ACCENT = '#4f46e5';
const WHITE = '#ffffff';
/** The dark text on a light accent (Tailwind's slate-900, the app's text colour). */
const INK = '#0f172a';
/** WCAG AA for the text of buttons (normal size). */
const READABLE = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** Whether `value` is a colour as the brand route takes it (`#rrggbb`). */
function isBrandColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.1 relative luminance of an sRGB colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio of two colours, 1 to 21.
 * @internal Exported for its unit tests.
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `hex` moved `amount` (0 to 1) of the way to `to`. */
function mix(hex: string, to: string, amount: number): string {
  const from = channels(hex);
  const target = channels(to);
  return toHex(from.map((c, i) => c + ((target[i] as number) - c) * amount) as [number, number, number]);
}

type AccentColors = { accent: string; hover: string; onAccent: string };

/** The accent a brand colour gives: its background, its hover, and the text on it. */
export function accentColors(brandColor: string): AccentColors {
  let accent = brandColor.toLowerCase();
  const onWhite = contrastRatio(accent, WHITE);
  const onInk = contrastRatio(accent, INK);
  if (onWhite < READABLE && onInk < READABLE) {
    // Neither reads well: darken a step at a time until white does.
    for (let step = 1; step <= 10 && contrastRatio(accent, WHITE) < READABLE; step++) {
      accent = mix(brandColor.toLowerCase(), '#000000', step * 0.05);
    }
  }
  const onAccent =
    contrastRatio(accent, WHITE) >= Math.min(READABLE, contrastRatio(accent, INK)) ? WHITE : INK;
  // Hovering moves away from the text colour, so the text reads even better; black and white
  // themselves, which cannot move further, move a little towards it instead.
  const away = onAccent === WHITE ? mix(accent, '#000000', 0.15) : mix(accent, WHITE, 0.2);
  const hover = contrastRatio(away, accent) > 1.05 ? away : mix(accent, onAccent, 0.12);
  return { accent, hover, onAccent };
}

/**
 * The CSS variables of the theme's accent (index.css) for a brand colour, to set on the root of
 * what should wear it; nothing for Booklane's own colours (null) or a value that is no colour.
 */
export function accentStyle(brandColor: string | null | undefined): Record<string, string> | undefined {
  if (!isBrandColor(brandColor)) return undefined;
  const { accent, hover, onAccent } = accentColors(brandColor);
  return { '--color-accent': accent, '--color-accent-hover': hover, '--color-on-accent': onAccent };
}
