import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const LOGO_FOLDER = 'logos';
const PUBLIC_PREFIX = `/uploads/${LOGO_FOLDER}/`;

/** Logo files under DATA_DIR/uploads/logos, named by the server with random names. */
export class LogoStore {
  private readonly dir: string;
  constructor(uploadsDir: string) {
    this.dir = path.join(uploadsDir, LOGO_FOLDER);
  }

  /** Writes the file atomically (temp file, then rename) and answers its public URL. */
  async save(bytes: Uint8Array, image: { ext: string }): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${image.ext}`;
    const temp = path.join(this.dir, `.${name}.tmp`);
    await fs.writeFile(temp, bytes, { mode: 0o644 });
    await fs.rename(temp, path.join(this.dir, name));
    return PUBLIC_PREFIX + name;
  }

  /** Removes a logo this store wrote; other URLs (external logos) are left alone. */
  async remove(publicUrl: string | null | undefined): Promise<void> {
    if (!publicUrl?.startsWith(PUBLIC_PREFIX)) return;
    const name = publicUrl.slice(PUBLIC_PREFIX.length);
    if (!/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/.test(name)) return;
    await fs.rm(path.join(this.dir, name), { force: true });
  }
}
