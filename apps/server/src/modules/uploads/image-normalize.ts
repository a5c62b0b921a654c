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

/** One stored width of a photo, encoded twice. */
export type PhotoVariant = { width: number; height: number; avif: Buffer; webp: Buffer };

/**
 * A business photo (docs/decisions/0046): decoded once like a logo (so nothing but its pixels
 * survives, and a file that does not decode is refused: null), turned upright, then resized to
 * each of `widths` it is wider than (and once at its own width when narrower than the widest),
 * each as AVIF and WebP. Narrowest first. `avifEffort` (0 fastest to 9; 2 for uploads) lets the
 * demo seed, which encodes its photos at start-up, spend less.
 */
export async function normalizePhoto(
  bytes: Uint8Array,
  widths: readonly number[],
  { avifEffort = 2 }: { avifEffort?: number } = {},
): Promise<PhotoVariant[] | null> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const targets = [
      ...new Set([...widths.filter((w) => w < info.width), Math.min(info.width, Math.max(...widths))]),
    ].sort((a, b) => a - b);
    const variants: PhotoVariant[] = [];
    for (const width of targets) {
      const resized = await sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .toBuffer({ resolveWithObject: true });
      const input = {
        raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
      };
      const [avif, webp] = await Promise.all([
        sharp(resized.data, input).avif({ quality: 55, effort: avifEffort }).toBuffer(),
        sharp(resized.data, input).webp({ quality: 78 }).toBuffer(),
      ]);
      variants.push({ width: resized.info.width, height: resized.info.height, avif, webp });
    }
    return variants;
  } catch {
    return null;
  }
}
