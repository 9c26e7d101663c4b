// Vitest's setup before each server test file. The files share one module graph per worker
// (vitest.config.ts), so what a file starts or fakes must end with it, not with the graph. It loads
// none of the app's modules, so a test that replaces one (vi.mock) still finds it not yet loaded.
import { readFileSync } from 'node:fs';
import { afterAll, inject, vi } from 'vitest';
import { startMemoryFrom } from '../src/db/pglite.ts';
import { endFile } from './file-end.ts';

afterAll(async () => {
  vi.useRealTimers();
  await endFile();
});

// New in-memory databases start from the run's migrated one (test/pglite-template.ts), where made.
const template = inject('pgliteTemplate');
if (template) startMemoryFrom(new Blob([readFileSync(template)], { type: 'application/x-gzip' }));
