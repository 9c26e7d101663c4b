import {
  CATALOGUE_ROUTES,
  translate,
  type Game,
  type GameCategory,
  type GameType,
  type Lang,
  type Notice,
  type SideMenuItem,
} from '@app/contract';
import { venueName } from '../venue/index.ts';
import type { bulletins, slides } from './schema.ts';
import { categoryIconUrl } from './seed-data.ts';
import type { CatalogueContext, GameRow } from './view-context.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The tab bar (Home, Promotion, Customer Service, Sponsorship, My), as side-menu entries. */
const TABS = [
  { code: 'home', route: CATALOGUE_ROUTES.home },
  { code: 'promotion', route: CATALOGUE_ROUTES.promotion },
  { code: 'service', route: CATALOGUE_ROUTES.service },
  { code: 'sponsorship', route: CATALOGUE_ROUTES.sponsorship },
  { code: 'mine', route: CATALOGUE_ROUTES.mine },
] as const;

/** Categories with a tab-bar page of their own (home/dz and home/qp); the others show on home. */
const CATEGORY_PAGES: Partial<Record<GameCategory, string>> = {
  slots: CATALOGUE_ROUTES.slots,
  cards: CATALOGUE_ROUTES.cards,
};

export function gameView(ctx: CatalogueContext, g: GameRow, collected: boolean): Game {
  const venue = ctx.venues.get(g.venueCode)!;
  const status = ctx.statusOf(g, venue);
  return {
    code: g.code,
    name: ctx.lang === 'en' ? g.nameEn : g.nameZhHans,
    category: g.category as GameCategory,
    categoryName: ctx.categoryNames.get(g.category as GameCategory) ?? g.category,
    venue: g.venueCode,
    venueName: venueName(venue, ctx.lang),
    gameType: g.gameType as GameType,
    gameTypeLabel: translate(ctx.lang, `catalogue.type.${g.gameType as GameType}`),
    icon: g.iconUrl,
    hot: g.hot,
    recommended: g.recommended,
    launchKind: g.launchKind,
    status,
    statusLabel: translate(ctx.lang, `catalogue.status.${status}`),
    collected,
  };
}

/**
 * The side menu: every game category of the dictionary in its order (`slots` and `cards` open
 * their tab-bar pages, the others show their games on home), then the five tab-bar entries.
 * `isTabbar` marks the entries whose route is a tab-bar page.
 */
export function sideMenuView(ctx: CatalogueContext): SideMenuItem[] {
  const categories = ctx.categories.map((c, i): SideMenuItem => {
    const route = CATEGORY_PAGES[c.code] ?? null;
    const icon = categoryIconUrl(c.code);
    return { code: c.code, kind: 'category', name: c.label, icon, route, isTabbar: route !== null, sort: i };
  });
  const tabs = TABS.map((t, i): SideMenuItem => ({
    code: t.code,
    kind: 'tab',
    name: translate(ctx.lang, `tab.${t.code}`),
    icon: null,
    route: t.route,
    isTabbar: true,
    sort: categories.length + i,
  }));
  return [...categories, ...tabs];
}

export const slideView = (s: typeof slides.$inferSelect, lang: Lang) => ({
  id: s.code,
  image: s.imageUrl,
  title: lang === 'en' ? s.titleEn : s.titleZhHans,
  link: s.linkRoute,
  startsAt: iso(s.startsAt),
  endsAt: iso(s.endsAt),
});

export const noticeView = (b: typeof bulletins.$inferSelect, lang: Lang): Notice => ({
  id: b.code,
  kind: b.kind,
  title: (lang === 'en' ? b.titleEn : b.titleZhHans) || translate(lang, `messages.notice.${b.kind}`),
  text: lang === 'en' ? b.textEn : b.textZhHans,
  startsAt: iso(b.startsAt),
  endsAt: iso(b.endsAt),
  createdAt: b.createdAt.toISOString(),
});

export const bulletinView = (b: typeof bulletins.$inferSelect, lang: Lang) => ({
  id: b.code,
  text: lang === 'en' ? b.textEn : b.textZhHans,
  startsAt: iso(b.startsAt),
  endsAt: iso(b.endsAt),
});
