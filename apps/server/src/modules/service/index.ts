import type { Lang } from '@app/contract';
import { serviceInfo } from './channels.ts';
import type { ServiceDeps } from './deps.ts';
import { frameOrigins } from './frame-origins.ts';
import { serviceRoutes } from './routes.ts';
import { seedServiceChannels } from './seed.ts';

export type { ServiceDeps } from './deps.ts';

/**
 * Customer service (docs/decisions.md, Customer service): the channels operators configure, as the
 * Customer Service tab shows them, and their administration. `frameOrigins` gives the web app's
 * policy the live-chat origins it may frame; `seed` writes the demo channels with SEED_DEMO.
 */
export function startService(deps: ServiceDeps) {
  return {
    routes: serviceRoutes(deps),
    /** The enabled channels and the service e-mail, as the tab shows them (also in other/getConfig). */
    info: (lang: Lang) => serviceInfo(deps, lang),
    seed: () => seedServiceChannels(deps),
    frameOrigins: () => frameOrigins(deps.db),
  };
}
