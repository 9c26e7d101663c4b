import {
  CATALOGUE_API,
  CATALOGUE_ROUTES,
  LIMITS,
  pathOf,
  LOTTERY_GAMES,
  cardGameRoute,
  type CardGame,
  type LiveTable,
  lotteryRoute,
  translate,
  type GameCategory,
  type NoticeKind,
} from '@app/contract';
import type { IconGameType, IconGlyph, Palette } from './icons.ts';

/** Where the catalogue's own pictures are served (routes.ts), as server-relative addresses. */
const pictureUrl = (name: string) => `/api/${pathOf(CATALOGUE_API.icon, { name })}`;
export const gameIconUrl = (code: string) => pictureUrl(`game-${code}.svg`);
export const categoryIconUrl = (code: string) => pictureUrl(`category-${code}.svg`);
export const slideImageUrl = (code: string) => pictureUrl(`slide-${code}.svg`);

export type SeedGame = {
  code: string;
  zh: string;
  en: string;
  category: Exclude<GameCategory, 'hot'>;
  venue: string;
  type: IconGameType;
  palette: Palette;
  /** The tile's glyph when the game has one of its own (icons-fishing.ts); its type's otherwise. */
  glyph?: IconGlyph;
  hot?: boolean;
  recommended?: boolean;
  /** internal: a route of our app; external: the venue's code of the game. */
  launch: { kind: 'internal'; route: string } | { kind: 'external'; venueGame: string };
};

const lottery = (code: keyof typeof LOTTERY_GAMES, type: IconGameType, palette: Palette): SeedGame => ({
  code,
  zh: translate('zh_hans', `lottery.game.${code}`),
  en: translate('en', `lottery.game.${code}`),
  category: 'lottery',
  venue: 'house',
  type,
  palette,
  hot: true,
  recommended: true,
  launch: { kind: 'internal', route: lotteryRoute(code) },
});

/** A first-party card game (modules/cards), opened as a page of our app. */
const cardGame = (
  code: CardGame,
  type: IconGameType,
  palette: Palette,
  flags: { hot?: boolean; recommended?: boolean } = {},
): SeedGame => ({
  code,
  zh: translate('zh_hans', `cards.game.${code}`),
  en: translate('en', `cards.game.${code}`),
  category: 'cards',
  venue: 'house',
  type,
  palette,
  ...flags,
  launch: { kind: 'internal', route: cardGameRoute(code) },
});

/** A first-party live table (modules/live), opened as a page of our app. */
const liveTable = (code: LiveTable, palette: Palette): SeedGame => ({
  code,
  zh: translate('zh_hans', `live.table.${code}`),
  en: translate('en', `live.table.${code}`),
  category: 'live',
  venue: 'house',
  type: 'baccarat',
  palette,
  hot: true,
  recommended: true,
  launch: { kind: 'internal', route: cardGameRoute(code) },
});

/** A slot game of the Sandbox Slots demo venue, whose code there is its code here. */
const sandboxSlot = (
  code: string,
  zh: string,
  en: string,
  palette: Palette,
  flags: { hot?: boolean; recommended?: boolean } = {},
): SeedGame => ({
  code,
  zh,
  en,
  category: 'slots',
  venue: 'sandbox_slots',
  type: 'video_slot',
  palette,
  ...flags,
  launch: { kind: 'external', venueGame: code },
});

/** A fishing game of the Sandbox Fishing demo venue (sandbox/venue/fishing-games.ts), drawn with its own glyph. */
const sandboxFishing = (
  code: 'reef_hunter' | 'dragon_depths',
  zh: string,
  en: string,
  palette: Palette,
  flags: { hot?: boolean; recommended?: boolean } = {},
): SeedGame => ({
  code,
  zh,
  en,
  category: 'fishing',
  venue: 'sandbox_fishing',
  type: 'fish_shooter',
  palette,
  glyph: code,
  ...flags,
  launch: { kind: 'external', venueGame: code },
});

/** A book of the Sandbox Sports demo venue (sandbox/venue/sports-data.ts), drawn with its own glyph (icons-sports.ts). */
const sandboxSports = (
  code: 'sports_football' | 'sports_basketball' | 'esports_runeward' | 'esports_steel_quarter',
  names: { zh: string; en: string },
  kind: { category: 'sports' | 'esports'; type: IconGameType },
  palette: Palette,
  flags: { hot?: boolean; recommended?: boolean } = {},
): SeedGame => ({
  code,
  ...names,
  ...kind,
  venue: 'sandbox_sports',
  palette,
  // The basketball book's ball is the `basketball` type's glyph too.
  glyph: code === 'sports_basketball' ? 'basketball' : code,
  ...flags,
  launch: { kind: 'external', venueGame: code },
});

/**
 * The demo catalogue, in display order: the lottery games are ours (the house venue); the others
 * are the three slot games the sandbox venue really hosts (sandbox/venue/slot.ts), on the Sandbox
 * Slots demo venue, and the two fishing games of the Sandbox Fishing demo venue (sandbox/venue/
 * fishing-games.ts). Sandbox Live has no games (it is there for venue transfers), so the
 * categories without a game answer empty lists. The seed owns every game of the demo venues: a
 * game of theirs it no longer lists is deleted at the next start.
 */
export const SEED_GAMES: SeedGame[] = [
  lottery('fast3', 'dice', ['#ffa940', '#d4380d']),
  lottery('pc28', 'number_sum', ['#ffc53d', '#ad6800']),
  sandboxSlot('lantern_reels', '灯笼转轴', 'Lantern Reels', ['#f759ab', '#9e1068'], { hot: true, recommended: true }),
  sandboxSlot('jade_garden', '翡翠花园', 'Jade Garden', ['#5cdbd3', '#006d75'], { recommended: true }),
  sandboxSlot('star_voyage', '星际航行', 'Star Voyage', ['#85a5ff', '#10239e']),
  cardGame('baccarat', 'baccarat', ['#ff7875', '#a8071a'], { hot: true, recommended: true }),
  cardGame('dragon_tiger', 'dragon_tiger', ['#ffc069', '#ad2102'], { recommended: true }),
  cardGame('blackjack', 'blackjack', ['#95de64', '#135200'], { hot: true }),
  liveTable('live_baccarat', ['#ff85c0', '#9e1068']),
  sandboxFishing('reef_hunter', '礁石猎手', 'Reef Hunter', ['#36cfc9', '#006d75'], { recommended: true }),
  sandboxFishing('dragon_depths', '龙渊深海', 'Dragon Depths', ['#597ef7', '#061178']),
  // The sportsbook's books: pre-match 1X2 or winner, handicap and total on fictional leagues.
  sandboxSports(
    'sports_football',
    { zh: '足球竞猜', en: 'Football Book' },
    { category: 'sports', type: 'football' },
    ['#73d13d', '#135200'],
    { hot: true, recommended: true },
  ),
  sandboxSports(
    'sports_basketball',
    { zh: '篮球竞猜', en: 'Basketball Book' },
    { category: 'sports', type: 'basketball' },
    ['#ffa940', '#873800'],
  ),
  sandboxSports(
    'esports_runeward',
    { zh: '符文守卫电竞', en: 'Runeward Esports' },
    { category: 'esports', type: 'esports_match' },
    ['#b37feb', '#22075e'],
    { recommended: true },
  ),
  sandboxSports(
    'esports_steel_quarter',
    { zh: '钢铁街区电竞', en: 'Steel Quarter Esports' },
    { category: 'esports', type: 'esports_match' },
    ['#69b1ff', '#002c8c'],
  ),
];

export type SeedSlide = {
  code: string;
  zh: string;
  en: string;
  link: string | null;
  glyph: IconGlyph;
  palette: Palette;
};

const yuan = `${LIMITS.depositMinYuan}-${LIMITS.depositMaxYuan}`;

export const SEED_SLIDES: SeedSlide[] = [
  {
    code: 'provably_fair',
    zh: '可验证公平的彩票：每期结果都能自己验证',
    en: 'Provably fair lottery: check every draw yourself',
    link: lotteryRoute('fast3'),
    glyph: 'shield',
    palette: ['#2f54eb', '#061178'],
  },
  {
    code: 'deposits',
    zh: `单笔存款${yuan}元，支付确认后到账`,
    en: `Deposit ${yuan} yuan, credited once the payment is confirmed`,
    link: CATALOGUE_ROUTES.recharge,
    glyph: 'coin',
    palette: ['#fa8c16', '#ad4e00'],
  },
  {
    code: 'responsible_gaming',
    zh: '理性娱乐，量力而行，仅限年满18周岁的会员',
    en: 'Play for fun, within your means, and only if you are 18 or over',
    link: null,
    glyph: 'star',
    palette: ['#13c2c2', '#00474f'],
  },
];

const { fast3, pc28 } = LOTTERY_GAMES;

/** Notices (other/notice); `marquee` false keeps one out of the home marquee (docs/decisions.md, Messages and notices). */
export type SeedBulletin = { code: string; zh: string; en: string; kind?: NoticeKind; marquee?: boolean };

export const SEED_BULLETINS: SeedBulletin[] = [
  {
    code: 'provably_fair',
    zh: `快3每${fast3.intervalSeconds}秒开奖，PC28每${pc28.intervalSeconds / 60}分钟开奖。每期开放投注前公布种子的SHA-256承诺，开奖后公开种子，您可以在注单详情中自行验证结果。`,
    en: `Fast 3 draws every ${fast3.intervalSeconds} seconds and PC28 every ${pc28.intervalSeconds / 60} minutes. Before betting opens we publish the SHA-256 commitment of each draw's secret seed and reveal the seed after the draw, so you can verify every result from your bet details.`,
  },
  {
    code: 'deposits',
    zh: `单笔存款${yuan}元，支付服务商确认后自动到账，进度可在交易记录中查看。请只向存款页面显示的账户付款，切勿相信私下提供的收款账户。`,
    en: `Deposits of ${yuan} yuan are credited once the payment provider confirms them; follow them in your transaction records. Pay only to the account shown on the deposit page, never to one given to you privately.`,
  },
  {
    code: 'responsible_gaming',
    zh: `理性娱乐，量力而行。本平台只为年满${LIMITS.minimumAge}周岁的会员提供服务。`,
    en: `Play for fun and within your means. The platform serves members aged ${LIMITS.minimumAge} and over only.`,
  },
  {
    code: 'demo_venues',
    zh: '沙盒电子与沙盒真人为演示场馆：沙盒电子提供三款演示老虎机，沙盒真人仅用于体验场馆转账。',
    en: 'Sandbox Slots and Sandbox Live are demo venues: Sandbox Slots offers three demo slot games, Sandbox Live is only for trying venue transfers.',
  },
  {
    code: 'new_slots',
    kind: 'new_game',
    marquee: false,
    zh: '沙盒电子上线三款演示老虎机：灯笼转轴、翡翠花园、星际航行。在“电子”分类中打开，每款都有自己的赔付表。',
    en: 'Three demo slot games are live in Sandbox Slots: Lantern Reels, Jade Garden and Star Voyage. Open them from the Slots category; each has its own paytable.',
  },
];
