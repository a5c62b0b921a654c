// Bundles the server (and the shared package it imports as TypeScript source) into dist/main.js.
// npm packages stay external and load from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // ...except our own workspace package, which ships TypeScript source.
  alias: {},
  plugins: [
    {
      name: 'bundle-workspace-shared',
      setup(b) {
        b.onResolve({ filter: /^@booklane\/shared$/ }, () => ({
          path: new URL('../../packages/shared/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
