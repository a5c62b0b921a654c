import { fileTypeFromBuffer } from 'file-type';

/** The image types a logo may be, by content; SVG is never accepted (it can carry script). */
const ACCEPTED = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

export type AcceptedImage = { mime: keyof typeof ACCEPTED; ext: (typeof ACCEPTED)[keyof typeof ACCEPTED] };

/** Identifies the image by its bytes (magic numbers), ignoring the file name and declared type. */
export async function sniffImage(bytes: Uint8Array): Promise<AcceptedImage | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(type.mime in ACCEPTED)) return null;
  const mime = type.mime as keyof typeof ACCEPTED;
  return { mime, ext: ACCEPTED[mime] };
}
