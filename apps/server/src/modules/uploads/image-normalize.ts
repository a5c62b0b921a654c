// sharp (libvips, some 28 MB of memory) loads on the first upload, not with the server.
const loadSharp = async () => (await import('sharp')).default;

/** Longest side of a stored logo: enough for every place a logo shows, at 2x density. */
const LOGO_MAX_SIDE = 512;
/** Refuse decompression bombs: a 2 MiB file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export type NormalizedImage = { bytes: Buffer; ext: 'webp'; mime: 'image/webp' };

/**
 * Decodes the image fully and encodes a fresh WebP from its pixels: whatever rode along in the
 * file (metadata, a script appended after the image data, a second format in a polyglot) is
 * gone, and a file that does not decode as the image it claims to be is refused (null).
 */
export async function normalizeLogo(bytes: Uint8Array): Promise<NormalizedImage | null> {
  const sharp = await loadSharp();
  try {
    const out = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
    return { bytes: out, ext: 'webp', mime: 'image/webp' };
  } catch {
    return null;
  }
}
