import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredPhotoFile } from '../../db/schema';
import type { PhotoVariant } from './image-normalize';

const PHOTO_FOLDER = 'photos';
const PUBLIC_PREFIX = `/uploads/${PHOTO_FOLDER}/`;
const NAME = /^[a-f0-9]{32}-\d{1,5}\.(avif|webp)$/;

/**
 * Business photos under DATA_DIR/uploads/photos (docs/decisions/0046): each width of a photo as
 * `{random}-{width}.avif` and `.webp`, names never reused (served with a year's caching).
 */
export class PhotoStore {
  private readonly dir: string;
  constructor(uploadsDir: string) {
    this.dir = path.join(uploadsDir, PHOTO_FOLDER);
  }

  /** Writes every file atomically (temp file, then rename); answers their public URLs. */
  async save(variants: readonly PhotoVariant[]): Promise<StoredPhotoFile[]> {
    await fs.mkdir(this.dir, { recursive: true });
    const stem = crypto.randomBytes(16).toString('hex');
    const files: StoredPhotoFile[] = [];
    try {
      for (const variant of variants) {
        const file: StoredPhotoFile = { width: variant.width, avif: '', webp: '' };
        for (const ext of ['avif', 'webp'] as const) {
          const name = `${stem}-${variant.width}.${ext}`;
          const temp = path.join(this.dir, `.${name}.tmp`);
          await fs.writeFile(temp, variant[ext], { mode: 0o644 });
          await fs.rename(temp, path.join(this.dir, name));
          file[ext] = PUBLIC_PREFIX + name;
        }
        files.push(file);
      }
    } catch (err) {
      await this.remove(files);
      throw err;
    }
    return files;
  }

  /** Removes the files of a photo this store wrote (anything else is left alone). */
  async remove(files: readonly StoredPhotoFile[]): Promise<void> {
    for (const url of files.flatMap((f) => [f.avif, f.webp])) {
      if (!url.startsWith(PUBLIC_PREFIX)) continue;
      const name = url.slice(PUBLIC_PREFIX.length);
      if (!NAME.test(name)) continue;
      await fs.rm(path.join(this.dir, name), { force: true });
    }
  }
}
