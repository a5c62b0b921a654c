// The migrated PGlite image of the global setup (test/global-setup.ts), read once per test worker
// and opened in memory by every scratch environment.
import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/** The image's file name in the template folder. */
export const PGLITE_IMAGE = 'image.tar';

let image: Promise<Blob> | undefined;

/** The image as PGlite's `loadDataDir` takes it. */
export function pgliteImage(): Promise<Blob> {
  image ??= fs.readFile(path.join(inject('pgliteTemplate'), PGLITE_IMAGE)).then((bytes) => new Blob([bytes]));
  return image;
}
