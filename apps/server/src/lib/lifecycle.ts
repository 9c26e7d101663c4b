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

/**
 * Runs `job` every `everyMs` once the platform is up (not at all when 0), one run at a time per
 * instance: a tick that finds the last run still going is skipped. Before the database closes,
 * the timer stops and the run under way is awaited. A failed run is logged and tried next tick.
 */
export function repeat(lifecycle: Lifecycle, name: string, everyMs: number, job: () => Promise<void>): void {
  if (everyMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  lifecycle.onReady(() => {
    timer = setInterval(() => {
      if (running) return;
      running = job()
        .catch((err: unknown) => lifecycle.log.warn({ err }, `${name} failed`))
        .finally(() => {
          running = null;
        });
    }, everyMs);
    timer.unref();
  });
  lifecycle.beforeClose(async () => {
    clearInterval(timer);
    await running;
  });
}
