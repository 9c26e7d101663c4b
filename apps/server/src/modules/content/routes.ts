import { CONTENT_API, type HelpDetail, type HelpList, type Lang, type SiteConfig } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import type { HelpAdmin } from './admin.ts';

type Content = {
  list: (lang: Lang, keyword?: string) => Promise<HelpList>;
  detail: (lang: Lang, id: number) => Promise<HelpDetail>;
  config: (lang: Lang) => Promise<SiteConfig>;
  admin: HelpAdmin;
};

export function contentRoutes(content: Content) {
  return [
    route(CONTENT_API.helpList, (query, { lang }) => content.list(lang, query.keyword || undefined)),
    route(CONTENT_API.helpDetails, (query, { lang }) => content.detail(lang, query.id)),
    route(CONTENT_API.config, (_, { lang }) => content.config(lang)),
    route(CONTENT_API.adminList, () => content.admin.list()),
    route(CONTENT_API.adminCategoryCreate, (body, { operator }) => content.admin.createCategory(operator, body)),
    route(CONTENT_API.adminCategoryUpdate, (body, { operator }) => content.admin.updateCategory(operator, body)),
    route(CONTENT_API.adminCategoryDelete, async (body, { operator }) => ({
      id: (await content.admin.deleteCategory(operator, body.id)).id,
    })),
    route(CONTENT_API.adminArticleCreate, (body, { operator }) => content.admin.createArticle(operator, body)),
    route(CONTENT_API.adminArticleUpdate, (body, { operator }) => content.admin.updateArticle(operator, body)),
    route(CONTENT_API.adminArticleDelete, async (body, { operator }) => ({
      id: (await content.admin.deleteArticle(operator, body.id)).id,
    })),
  ];
}
