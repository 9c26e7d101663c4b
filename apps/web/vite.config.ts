import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Libraries that change on their own schedule get chunks of their own, so a release of the app
// does not make browsers fetch them again. Each group is used whole by the pages that need it:
// `vendor` by every page (the first load), the others only by the pages that use them.
// antd-mobile is left to per-component chunks, so a page loads only its components.
const VENDOR_CHUNKS: Record<string, readonly string[]> = {
  vendor: ['react', 'react-dom', 'scheduler', 'react-router', 'i18next', 'react-i18next', 'use-sync-external-store'],
  'vendor-query': ['@tanstack/query-core', '@tanstack/react-query'],
  'vendor-zod': ['zod'],
  'vendor-forms': ['react-hook-form', '@hookform/resolvers'],
};

function vendorChunk(id: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  if (!match) return undefined;
  return Object.keys(VENDOR_CHUNKS).find((chunk) => VENDOR_CHUNKS[chunk]!.includes(match[1]!));
}

// The server serves the build at /h5/ and the API at /api/ on the same origin;
// in development the proxy gives the page that same shape.
export default defineConfig({
  base: '/h5/',
  plugins: [
    react(),
    // Brotli and gzip files beside each asset, served by @fastify/static's preCompressed:
    // compressed once at build at the highest levels, never per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph scripts/bundle-budget.ts measures the first load from.
    manifest: true,
    // terser takes about 2 KB gzip more off the first load than esbuild's minifier.
    minify: 'terser',
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
