import { defineConfig } from 'vitest/config';

// Server tests run on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set (CI).
const onPostgres = Boolean(process.env.DATABASE_URL);
const serverTests = ['apps/server/**/*.test.{ts,tsx}'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.{ts,tsx}'] } },
      // Only the web gets a DOM: its component tests render pages as a browser would.
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
        },
        // One copy of antd-mobile, as in the build: Node would load the package root from its CommonJS
        // files and the lazily imported toast (api/toast.ts) from its ES files, each with its own
        // render hook, so the React 19 hook set on one (app/antd-react-19.ts) would miss the other.
        resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
