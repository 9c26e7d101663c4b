import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * What a module with background work (a scheduler, a sandbox server) needs of the platform's life:
 * to start when it is ready, to stop before the database closes, and a log. Modules get this
 * rather than the Fastify instance, so only app.ts registers routes.
 */
export type Lifecycle = {
  log: FastifyBaseLogger;
  onReady: (fn: () => Promise<void> | void) => void;
  beforeClose: (fn: () => Promise<void> | void) => void;
  /** Where this instance listens, once it does (for callbacks from the same machine). */
  address: () => { address: string; port: number; family: string } | string | null;
};

export function lifecycleOf(app: FastifyInstance): Lifecycle {
  return {
    log: app.log,
    onReady: (fn) => app.addHook('onReady', async () => fn()),
    beforeClose: (fn) => app.addHook('preClose', async () => fn()),
    address: () => app.server.address(),
  };
}
