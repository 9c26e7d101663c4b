import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory. This file sits one level below it, as does the built bundle
 * (`dist/main.mjs`) it is bundled into, so the paths below hold when run from either.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));

export const PATHS = {
  migrations: join(serverDir, 'drizzle'),
  webDist: join(serverDir, '../web/dist'),
  /** Plain JavaScript files run in a thread or process of their own; never bundled. */
  pgliteInit: join(serverDir, 'src/db/pglite-init.mjs'),
  imageDecodeWorker: join(serverDir, 'src/modules/common/image-decode-worker.mjs'),
};
