import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves the build at /h5/ and the API at /api/ on the same origin;
// in development the proxy gives the page that same shape.
export default defineConfig({
  base: '/h5/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
