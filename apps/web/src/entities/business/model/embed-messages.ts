// What the embedded booking (/embed/{username}) and the page around it tell each other with
// postMessage (decisions.md 9.5, docs/decisions/0041). `public/embed.js` reads the first two by
// these names (it is plain JavaScript with no build step, so it spells them itself).

export const EMBED_MESSAGE = {
  /** Embed -> parent: the content's height in CSS pixels, on every change (inline frames follow it). */
  height: 'booklane:height',
  /** Embed -> parent: the visitor closed the booking (Done after booking, or Escape): the overlay closes. */
  close: 'booklane:close',
  /** Embed -> parent: listening; the owner's preview answers with the colour being tried. */
  ready: 'booklane:ready',
  /** Parent (this site's own pages only) -> embed: show this colour (`#rrggbb`, or null: Booklane's). */
  previewColor: 'booklane:preview-color',
} as const;

type EmbedPreviewColor = { type: typeof EMBED_MESSAGE.previewColor; color: string | null };

/** The preview colour a message carries, or undefined when it is no such message. */
export function previewColorOf(data: unknown): { color: string | null } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<EmbedPreviewColor>;
  if (message.type !== EMBED_MESSAGE.previewColor) return undefined;
  if (message.color === null) return { color: null };
  return typeof message.color === 'string' && /^#[0-9a-f]{6}$/i.test(message.color)
    ? { color: message.color.toLowerCase() }
    : undefined;
}
