import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Boundaries (docs/architecture.md): the web never imports server code; a web feature never imports
// another feature, and shared/ and api/ import no feature (app/ composes them); a server module never
// imports another module, the ledger or the idempotency library except through their index.ts.
const features = dirs('apps/web/src/features');
const modules = dirs('apps/server/src/modules');
// The modules that settle many members' money in one statement (docs/decisions.md, Set-based postings).
const setWriters = ['live', 'lottery', 'venue', 'invite'];
const zones = [
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server only over HTTP.' },
  { target: './packages/contract', from: './apps', message: 'The contract depends on nothing of the apps.' },
  ...['shared', 'api'].map((layer) => ({
    target: `./apps/web/src/${layer}`,
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared/ and api/ serve every feature: they never import a feature or app/.',
  })),
  ...features.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature; compose them in app/.',
  })),
  ...modules.flatMap((m) => [
    ...modules
      .filter((other) => other !== m)
      .map((other) => ({
        target: `./apps/server/src/modules/${m}`,
        from: `./apps/server/src/modules/${other}`,
        except: ['./index.ts'],
        message: 'A module uses another only through its index.ts (and never reads its tables).',
      })),
    {
      target: `./apps/server/src/modules/${m}`,
      from: './apps/server/src/ledger',
      except: setWriters.includes(m) ? ['./index.ts', './sets/index.ts'] : ['./index.ts'],
      message: setWriters.includes(m)
        ? 'A module moves money through ledger/index.ts or ledger/sets/index.ts only.'
        : 'A module moves money through ledger/index.ts only; the set-based writers are for the game modules.',
    },
    {
      target: `./apps/server/src/modules/${m}`,
      from: './apps/server/src/lib/idempotency',
      except: ['./index.ts'],
      message: 'Services use an Idempotency-Key through lib/idempotency/index.ts.',
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env in src/config/env.ts only.',
        },
      ],
    },
  },
  {
    // The places allowed to read the environment: the config modules, and test and tool set-up.
    files: [
      'apps/server/src/config.ts',
      'apps/web/src/config/env.ts',
      'apps/server/test/**',
      'apps/web/e2e/**',
      'apps/web/playwright.config.ts',
      'vitest.config.ts',
      'scripts/**',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // One clock for every module (lib/clock.ts): it comes in the module's deps.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from deps.clock (lib/clock.ts), the one clock platform/ passes in.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the time from deps.clock (lib/clock.ts); measure durations with performance.now().',
        },
      ],
    },
  },
  {
    // Server test files share one module graph per worker, where replacing a module would reach the
    // other files (vitest.config.ts): only the isolated ones may.
    files: ['apps/server/**/*.test.{ts,tsx}'],
    ignores: ['apps/server/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message:
            'A test that replaces a module is named *.isolated.test.ts, so it runs in a module graph of its own.',
        },
      ],
    },
  },
  {
    // Files and folders are kebab-case; `foo.test.ts` is checked as `foo`.
    files: ['{apps,packages}/**/*.{ts,tsx,js,mjs,cjs,css}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }, { ignoreWords: ['__tests__'] }],
    },
  },
  {
    // Stylesheets carry no code: only their names are checked.
    files: ['{apps,packages}/**/*.css'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // A message catalogue is named by its language code, as the Lang setting spells it.
    files: ['packages/contract/src/messages/*.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The packages' indexes reach every component, its styles and helpers: the chunking of
      // vite.config.ts would count them as used by every page (docs/decisions.md, Web app).
      'no-restricted-imports': [
        'error',
        {
          paths: ['antd-mobile', 'antd-mobile-icons'].map((name) => ({
            name,
            message: `Import each component from its own file (${name}/es/...).`,
          })),
        },
      ],
    },
  },
);
