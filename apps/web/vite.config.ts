import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API, uploads and socket.io are proxied to the server on :3000 (npm run dev).
const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Modules without state of their own, which may be copied into more than one chunk: the shared
// package (pure rules, lint-enforced), the presentational components (the toast store aside), the
// entities (query factories, keys, display helpers and components: no module state), the paging
// constant and the route paths. A copy of a module holding state would be a second, separate
// instance.
const copyable = (id: string) =>
  /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ||
  /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]paged-query\.ts$/.test(id) ||
  (/[\\/]apps[\\/]web[\\/]src[\\/](components|config|entities)[\\/]/.test(id) &&
    !/[\\/]toast\.tsx$/.test(id));

// react-router's package sends bundlers to its development build (the same code with its warnings
// on) whatever the mode; the builds take its production build (issue 37: 0.5 KB less to download).
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
];

// The second entry (src/route-preload.ts): it and what it imports (taken with it by the group
// below) stay out of the app's chunk, so it runs as soon as it arrives, without waiting for the app.
const ROUTE_PRELOAD = fileURLToPath(new URL('./src/route-preload.ts', import.meta.url));
const routePreloadGraph = (id: string) => id === ROUTE_PRELOAD || id.includes('preload-helper');

/** Puts the route-preload entry (and the chunks it imports) into the built index.html. */
function routePreloadTag(): Plugin {
  return {
    name: 'booklane:route-preload-tag',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'route-preload',
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('route-preload entry missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...chunk.imports
            .filter((file) => !html.includes(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head-prepend' as const,
            })),
        ];
      },
    },
  };
}

// `vite build --ssr` (after the app's build): the server rendering of the business page and the
// directory (src/ssr, issue 37), one file for Node in dist/ssr/ (which the server does not serve), with the packages it uses
// inside it, so it runs wherever the build is put.
const ssrBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  // React's (and the router's) code for the build's NODE_ENV (production, unless a test builds it),
  // chosen when built: the server does not set NODE_ENV, and React's development renderer takes
  // several times as long per page.
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
  resolve: { alias },
  build: {
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: {
        'render-pages': fileURLToPath(new URL('./src/ssr/render-pages.tsx', import.meta.url)),
      },
      output: { codeSplitting: false },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild));

const clientBuild = defineConfig({
  plugins: [react(), tailwindcss(), routePreloadTag()],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: false },
      '/uploads': { target, changeOrigin: false },
      '/socket.io': { target, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'route-preload': ROUTE_PRELOAD,
      },
      treeshake: {
        // The shared package holds pure rules only (lint-enforced: no I/O, no globals), so a
        // module of it whose exports are unused can be dropped. Without this, importing one
        // display helper from its barrel pulls every zod schema into the directory route.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        // Fewer, larger files (issue 20): over HTTP/1.1 a phone fetches 6 files at a time and each
        // costs a round trip, so the page waited more on the number of chunks than on their bytes.
        // Everything the first page needs is one chunk beside the entry; small chunks that lazy
        // routes share are copied into each (when every module in them is copyable) instead of
        // being fetched on their own.
        codeSplitting: {
          groups: [
            // First, so that the app's group below does not take them.
            { name: 'page-table', test: routePreloadGraph, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: (id: string) => !copyable(id) },
        },
      },
    },
  },
});
