// A photo's <source>s: every stored width, as AVIF and as WebP (docs/decisions/0046).
import type { BusinessPhoto } from '@booklane/shared/schemas';

/** `"/uploads/photos/a-480.avif 480w, /uploads/photos/a-960.avif 960w"`. */
export function photoSrcSet(photo: Pick<BusinessPhoto, 'files'>, format: 'avif' | 'webp'): string {
  return photo.files.map((file) => `${file[format]} ${file.width}w`).join(', ');
}

/** The file a browser without `srcset` shows: the narrowest WebP wide enough for a phone. */
export function photoFallback(photo: Pick<BusinessPhoto, 'files'>): string {
  return (photo.files.find((file) => file.width >= 480) ?? photo.files[photo.files.length - 1]!).webp;
}
