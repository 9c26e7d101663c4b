/**
 * The addresses of home's first reads, apart from their schemas (api/catalogue.ts), so the web app
 * can send them before zod and the rest of the contract have arrived (apps/web/src/boot.ts).
 */
export const CATALOGUE_PATHS = {
  sideMenu: 'getSideMenu',
  slideshowList: 'frontpage/getSlideshowList',
  bulletin: 'getBulletin',
} as const;
