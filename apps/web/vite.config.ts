import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API, uploads and socket.io are proxied to the server on :3000 (npm run dev).
const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
      treeshake: {
        // The shared package holds pure rules only (lint-enforced: no I/O, no globals), so a
        // module of it whose exports are unused can be dropped. Without this, importing one
        // display helper from its barrel pulls every zod schema into the directory route.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
