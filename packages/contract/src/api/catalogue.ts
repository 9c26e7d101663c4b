import { z } from 'zod';
import { oneLine } from '../rules/text.ts';
import { PageQuerySchema, pageQueryFields, pageSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { CATALOGUE_PATHS } from './catalogue-paths.ts';
import { FrameOriginSchema, OpenGameResultSchema } from './game-launch.ts';
import { GAME_SORTS, QueryFlagSchema } from './game-lists.ts';

/**
 * The game categories, the codes of the `gameCategories` dictionary
 * (common/getSysDictionary). `hot` is no game's own category: it lists the games flagged hot.
 */
export const GAME_CATEGORIES = ['hot', 'slots', 'lottery', 'esports', 'live', 'fishing', 'sports', 'cards'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** What kind of game it is within its category, shown in game lists and bet records. */
export const GAME_TYPES = [
  'dice',
  'number_sum',
  'video_slot',
  'fish_shooter',
  'baccarat',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'niuniu',
  'texas_holdem',
  'mahjong',
  'football',
  'basketball',
  'esports_match',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The game list tabs: All, Recommend, Collection (the member's favourites). */
export const GAME_TABS = ['all', 'recommend', 'collection'] as const;
export type GameTab = (typeof GAME_TABS)[number];

/**
 * `normal`: the game opens. `closed`: switched off by the operator. `maintenance`: its venue is
 * under maintenance (or not reachable by configuration). A game that is not `normal` is shown,
 * never opened.
 */
export const GAME_STATUSES = ['normal', 'closed', 'maintenance'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Pages of the web app the catalogue points to (hash routes). */
export const CATALOGUE_ROUTES = {
  home: '/',
  slots: '/pages/tabbarPages/home/dz',
  cards: '/pages/tabbarPages/home/qp',
  promotion: '/pages/tabbarPages/preferential/index',
  service: '/pages/tabbarPages/service/index',
  sponsorship: '/pages/tabbarPages/sponsorship/index',
  mine: '/pages/tabbarPages/mine/index',
  recharge: '/pages/mine/recharge',
  /** The first-party lottery page; `?game=<code>` picks the game. */
  lottery: '/pages/home/game',
} as const;

/** The route of a first-party lottery game's page. */
export const lotteryRoute = (game: string) => `${CATALOGUE_ROUTES.lottery}?game=${game}`;
/** The route of a first-party card game's page: the same game page, which opens the card table for a card game's code. */
export const cardGameRoute = (game: string) => `${CATALOGUE_ROUTES.lottery}?game=${game}`;

export const GameCodeSchema = z
  .string({ error: 'catalogue.game_unknown' })
  .max(40, 'catalogue.game_unknown')
  .regex(/^[a-z0-9][a-z0-9_]{1,39}$/, 'catalogue.game_unknown');

/** One game as lists show it. `collected`: in the signed-in member's favourites (false for visitors). */
export const GameSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  categoryName: z.string(),
  venue: z.string(),
  venueName: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameTypeLabel: z.string(),
  icon: z.string(),
  hot: z.boolean(),
  recommended: z.boolean(),
  launchKind: z.enum(['internal', 'external']),
  status: z.enum(GAME_STATUSES),
  statusLabel: z.string(),
  collected: z.boolean(),
});
export type Game = z.infer<typeof GameSchema>;
export const GamePageSchema = pageSchema(GameSchema);
export type GamePage = z.infer<typeof GamePageSchema>;

const CategorySchema = z.enum(GAME_CATEGORIES, { error: 'catalogue.category_unknown' });

/**
 * `category` absent: every category. `tab` collection needs a signed-in member. `quick`: only the
 * quick games (api/quick-games.ts, home/fastFood).
 */
export const GameListQuerySchema = z.strictObject({
  category: CategorySchema.optional(),
  tab: z.enum(GAME_TABS, { error: 'catalogue.tab_unknown' }).default('all'),
  sort: z.enum(GAME_SORTS, { error: 'common.invalid_request' }).default('catalogue'),
  quick: QueryFlagSchema.optional(),
  ...pageQueryFields,
});
export type GameListQuery = z.input<typeof GameListQuerySchema>;

export const GameCollectListQuerySchema = z.strictObject({ category: CategorySchema.optional(), ...pageQueryFields });

export const SEARCH_KEYWORD_MAX = 30;
/** Part of a game's name, in either language. */
export const SearchGameQuerySchema = z.strictObject({
  keyword: z
    .string({ error: 'catalogue.search_empty' })
    .trim()
    .min(1, 'catalogue.search_empty')
    .max(SEARCH_KEYWORD_MAX, 'catalogue.search_too_long')
    .check(oneLine),
  ...pageQueryFields,
});

/** Every game, grouped by category in menu order (`hot` holds the games flagged hot). */
export const AllGameListSchema = z.object({
  list: z.array(z.object({ category: z.enum(GAME_CATEGORIES), name: z.string(), games: z.array(GameSchema) })),
});
export type AllGameList = z.infer<typeof AllGameListSchema>;

/**
 * One entry of the side menu. `kind` 'category': a game category (`route` null: show its games
 * on home; otherwise open `route`). `kind` 'tab': an entry of the tab bar. `isTabbar`: `route`
 * is a tab-bar page, so the client switches tab instead of pushing a page.
 */
export const SideMenuItemSchema = z.object({
  code: z.string(),
  kind: z.enum(['category', 'tab']),
  name: z.string(),
  icon: z.string().nullable(),
  route: z.string().nullable(),
  isTabbar: z.boolean(),
  sort: z.number().int(),
});
export type SideMenuItem = z.infer<typeof SideMenuItemSchema>;
export const SideMenuSchema = z.array(SideMenuItemSchema);

/** A home slide; `link` is a route of the app, or null. */
export const SlideSchema = z.object({
  id: z.string(),
  image: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export const SlidePageSchema = pageSchema(SlideSchema);

export const BulletinSchema = z.object({
  id: z.string(),
  text: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export const BulletinPageSchema = pageSchema(BulletinSchema);

/** `collect` true/false sets the favourite; absent, it toggles. */
export const GameCollectInputSchema = z.strictObject({
  gameCode: GameCodeSchema,
  collect: z.boolean({ error: 'common.invalid_request' }).optional(),
});
export type GameCollectInput = z.input<typeof GameCollectInputSchema>;
export const GameCollectResultSchema = z.object({ gameCode: z.string(), collected: z.boolean() });

/**
 * `frameOrigin`: the origin of the app's page that would show a venue's game in a frame (home/gameA);
 * absent, the game is opened for a window of its own.
 */
export const OpenGameInputSchema = z.strictObject({
  gameCode: GameCodeSchema,
  frameOrigin: FrameOriginSchema.optional(),
});
export type OpenGameInput = z.infer<typeof OpenGameInputSchema>;

/** The home page and the game catalogue: public reads (favourites marked for a signed-in member), favourites, launch. */
export const CATALOGUE_API = {
  sideMenu: endpoint({ method: 'GET', path: CATALOGUE_PATHS.sideMenu, auth: 'visitor', answer: SideMenuSchema }),
  slideshowList: endpoint({
    method: 'GET',
    path: CATALOGUE_PATHS.slideshowList,
    auth: 'visitor',
    query: PageQuerySchema,
    answer: SlidePageSchema,
  }),
  bulletin: endpoint({
    method: 'GET',
    path: CATALOGUE_PATHS.bulletin,
    auth: 'visitor',
    query: PageQuerySchema,
    answer: BulletinPageSchema,
  }),
  gameList: endpoint({
    method: 'GET',
    path: 'frontpage/getGameList',
    auth: 'visitor-or-member',
    query: GameListQuerySchema,
    answer: GamePageSchema,
  }),
  allGameList: endpoint({
    method: 'GET',
    path: 'getAllGameList',
    auth: 'visitor-or-member',
    answer: AllGameListSchema,
  }),
  searchGameList: endpoint({
    method: 'GET',
    path: 'frontpage/getSearchGameList',
    auth: 'visitor-or-member',
    query: SearchGameQuerySchema,
    answer: GamePageSchema,
  }),
  gameCollectList: endpoint({
    method: 'GET',
    path: 'Frontpage/gameCollectList',
    auth: 'member',
    query: GameCollectListQuerySchema,
    answer: GamePageSchema,
  }),
  gameCollect: endpoint({
    method: 'POST',
    path: 'gameCollect',
    auth: 'member',
    body: GameCollectInputSchema,
    answer: GameCollectResultSchema,
  }),
  openGame: endpoint({
    method: 'POST',
    path: 'openGame',
    auth: 'member',
    body: OpenGameInputSchema,
    answer: OpenGameResultSchema,
  }),
  /** The catalogue's pictures: `game-<code>.svg`, `category-<code>.svg`, `slide-<code>.svg`. */
  icon: endpoint({
    method: 'GET',
    path: 'catalogue/icons/:name',
    auth: 'visitor',
    params: z.object({ name: z.string().max(80) }),
    answer: 'raw',
    hidden: true,
  }),
} as const;
