import { CONTENT_API } from '@app/contract';
import { route } from '../../plugins/routes.ts';
import { helpAdminList } from './admin.ts';
import { createArticle, deleteArticle, updateArticle } from './admin-articles.ts';
import { createCategory, deleteCategory, updateCategory } from './admin-categories.ts';
import type { ContentDeps } from './deps.ts';
import { helpDetail, helpList } from './help.ts';
import { siteConfig } from './site-config.ts';

export function contentRoutes(deps: ContentDeps) {
  const api = CONTENT_API;
  return [
    route(api.helpList, (query, { lang }) => helpList(deps, lang, query.keyword || undefined)),
    route(api.helpDetails, (query, { lang }) => helpDetail(deps, lang, query.id)),
    route(api.config, (_, { lang }) => siteConfig(deps, lang)),
    route(api.adminList, () => helpAdminList(deps)),
    route(api.adminCategoryCreate, (body, { operator }) => createCategory(deps, operator, body)),
    route(api.adminCategoryUpdate, (body, { operator }) => updateCategory(deps, operator, body)),
    route(api.adminCategoryDelete, (body, { operator }) => deleteCategory(deps, operator, body.id)),
    route(api.adminArticleCreate, (body, { operator }) => createArticle(deps, operator, body)),
    route(api.adminArticleUpdate, (body, { operator }) => updateArticle(deps, operator, body)),
    route(api.adminArticleDelete, (body, { operator }) => deleteArticle(deps, operator, body.id)),
  ];
}
