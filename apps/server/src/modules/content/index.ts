import type { Lang } from '@app/contract';
import { createHelpAdmin } from './admin.ts';
import type { ContentDeps } from './deps.ts';
import { helpDetail, helpList } from './help.ts';
import { contentRoutes } from './routes.ts';
import { seedHelp } from './seed.ts';
import { siteConfig } from './site-config.ts';

export type { ContentDeps } from './deps.ts';

/**
 * Help centre, about and site configuration (docs/decisions.md, Help centre and configuration): the
 * help articles members read and search, their administration (role support, audited), and
 * other/getConfig. `seed` writes the help centre once on every platform.
 */
export function startContent(deps: ContentDeps) {
  const content = {
    list: (lang: Lang, keyword?: string) => helpList(deps, lang, keyword),
    detail: (lang: Lang, id: number) => helpDetail(deps, lang, id),
    config: (lang: Lang) => siteConfig(deps, lang),
    admin: createHelpAdmin(deps),
  };
  return { routes: contentRoutes(content), seed: () => seedHelp(deps) };
}
