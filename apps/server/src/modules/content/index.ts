import type { ContentDeps } from './deps.ts';
import { contentRoutes } from './routes.ts';
import { seedHelp } from './seed.ts';

export type { ContentDeps } from './deps.ts';

/**
 * Help centre, about and site configuration (docs/decisions.md, Help centre and configuration): the
 * help articles members read and search, their administration (role support, audited), and
 * other/getConfig. `seed` writes the help centre once on every platform.
 */
export function startContent(deps: ContentDeps) {
  return { routes: contentRoutes(deps), seed: () => seedHelp(deps) };
}
