import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Server tests run on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set (CI).
const onPostgres = Boolean(process.env.DATABASE_URL);
const serverTests = ['apps/server/**/*.test.{ts,tsx}'];
/**
 * Server test files that replace a module (`vi.mock`, allowed only in these by eslint.config.js):
 * each runs in a module graph of its own. The other files of a worker share one, which spares each
 * file loading the server's modules anew (docs/decisions.md, Server tests share their modules).
 */
const isolatedTests = ['apps/server/**/*.isolated.test.{ts,tsx}'];

/** The server's tests on one database: the files that share modules, and those that must not. */
function serverProjects(db: 'pglite' | 'postgres'): TestProjectInlineConfiguration[] {
  const common = {
    env: { TEST_DB: db },
    testTimeout: db === 'pglite' ? 30_000 : 60_000,
    hookTimeout: 60_000,
    // A migrated database made once per run, which each test's new database starts from.
    globalSetup: [`apps/server/test/${db}-template.ts`],
    setupFiles: ['apps/server/test/each-file.ts'],
  };
  return [
    {
      test: {
        name: `server-${db}`,
        include: serverTests,
        exclude: [...configDefaults.exclude, ...isolatedTests],
        isolate: false,
        ...common,
      },
    },
    { test: { name: `server-${db}-isolated`, include: isolatedTests, ...common } },
  ];
}

export default defineConfig({
  test: {
    // One worker more than the cores, where Vitest runs one fewer: a server test waits on its
    // database much of the time (docs/decisions.md, Server tests share their modules).
    maxWorkers: availableParallelism() + 1,
    projects: [
      // The exact returns of the card games take seconds of CPU, many more on a busy box.
      { test: { name: 'contract', include: ['packages/contract/**/*.test.{ts,tsx}'], testTimeout: 60_000 } },
      // Only the web gets a DOM: its component tests render pages as a browser would.
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A page test renders, animates and waits for answers: seconds on a busy two-core box.
          testTimeout: 30_000,
        },
        // One copy of antd-mobile, as in the build: Node would load the package root from its CommonJS
        // files and the lazily imported toast (api/toast.ts) from its ES files, each with its own
        // render hook, so the React 19 hook set on one (app/antd-react-19.ts) would miss the other.
        resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
      },
      ...serverProjects('pglite'),
      ...(onPostgres ? serverProjects('postgres') : []),
    ],
  },
});
