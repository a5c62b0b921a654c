// The two snippets an owner pastes into their site (decisions.md 9.5): a Book button that opens
// the booking over the page, or the booking inline. `public/embed.js` reads these attributes.

export type EmbedMode = 'button' | 'inline';

/** An attribute value that stays one value whatever it holds. */
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<script src="{origin}/embed.js" data-business="{username}" ... async></script>`; the button
 * carries the business's colour (`data-color`) when it has one, so it matches the booking it opens.
 */
export function embedSnippet(
  origin: string,
  username: string,
  mode: EmbedMode,
  brandColor: string | null,
): string {
  const attributes = [`src="${attr(`${origin}/embed.js`)}"`, `data-business="${attr(username)}"`];
  if (mode === 'inline') attributes.push('data-mode="inline"');
  else if (brandColor) attributes.push(`data-color="${attr(brandColor)}"`);
  return `<script ${attributes.join(' ')} async></script>`;
}
