// Bundles the server (and the shared package it imports as TypeScript source) into dist/main.js.
// npm packages stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const sharedRoot = new URL('../../packages/shared/', import.meta.url);
/** @type {Record<string, string>} */
const sharedExports = JSON.parse(readFileSync(new URL('package.json', sharedRoot), 'utf8')).exports;

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // ...except our own workspace package, which ships TypeScript source: each subpath of its
  // `exports` map is resolved to its file and bundled.
  plugins: [
    {
      name: 'bundle-workspace-shared',
      setup(b) {
        b.onResolve({ filter: /^@booklane\/shared(\/|$)/ }, (args) => {
          const subpath = `.${args.path.slice('@booklane/shared'.length)}`;
          const file = sharedExports[subpath];
          if (!file) return { errors: [{ text: `@booklane/shared does not export ${subpath}` }] };
          return { path: fileURLToPath(new URL(file, sharedRoot)) };
        });
      },
    },
  ],
  logLevel: 'warning',
});
