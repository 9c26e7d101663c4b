import {
  CATALOGUE_ROUTES,
  LIMITS,
  LOTTERY_GAMES,
  lotteryRoute,
  translate,
  type GameCategory,
  type GameType,
} from '@app/contract';
import type { IconGlyph, Palette } from './icons.ts';

/** Where the catalogue's own pictures are served (routes.ts). */
export const ICON_PREFIX = '/api/catalogue/icons';
export const gameIconUrl = (code: string) => `${ICON_PREFIX}/game-${code}.svg`;
export const categoryIconUrl = (code: string) => `${ICON_PREFIX}/category-${code}.svg`;
export const slideImageUrl = (code: string) => `${ICON_PREFIX}/slide-${code}.svg`;

export type SeedGame = {
  code: string;
  zh: string;
  en: string;
  category: Exclude<GameCategory, 'hot'>;
  venue: string;
  type: GameType;
  palette: Palette;
  hot?: boolean;
  recommended?: boolean;
  /** internal: a route of our app; external: the venue's code of the game. */
  launch: { kind: 'internal'; route: string } | { kind: 'external'; venueGame: string };
};

const lottery = (code: keyof typeof LOTTERY_GAMES, type: GameType, palette: Palette): SeedGame => ({
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

const external = (
  code: string,
  zh: string,
  en: string,
  category: SeedGame['category'],
  venue: 'sandbox_slots' | 'sandbox_live',
  type: GameType,
  palette: Palette,
  flags: { hot?: boolean; recommended?: boolean } = {},
): SeedGame => ({
  code,
  zh,
  en,
  category,
  venue,
  type,
  palette,
  ...flags,
  launch: { kind: 'external', venueGame: code },
});

/**
 * The demo catalogue, in display order. The lottery games are ours (the house venue); every
 * other game belongs to one of the two sandbox demo venues, whose names say they are demos, and
 * opens only through its venue. The venue's code of each external game is its code here.
 */
export const SEED_GAMES: SeedGame[] = [
  lottery('fast3', 'dice', ['#ffa940', '#d4380d']),
  lottery('pc28', 'number_sum', ['#ffc53d', '#ad6800']),
  external(
    'lantern_reels',
    '灯笼转轴',
    'Lantern Reels',
    'slots',
    'sandbox_slots',
    'video_slot',
    ['#f759ab', '#9e1068'],
    {
      hot: true,
      recommended: true,
    },
  ),
  external('jade_garden', '翡翠花园', 'Jade Garden', 'slots', 'sandbox_slots', 'video_slot', ['#5cdbd3', '#006d75'], {
    recommended: true,
  }),
  external('star_voyage', '星际航行', 'Star Voyage', 'slots', 'sandbox_slots', 'video_slot', ['#85a5ff', '#10239e']),
  external(
    'coral_reef',
    '珊瑚礁捕鱼',
    'Coral Reef Catch',
    'fishing',
    'sandbox_slots',
    'fish_shooter',
    ['#69c0ff', '#003a8c'],
    {
      hot: true,
    },
  ),
  external('deep_sea_hunt', '深海猎手', 'Deep Sea Hunter', 'fishing', 'sandbox_slots', 'fish_shooter', [
    '#36cfc9',
    '#00474f',
  ]),
  external('banker_niuniu', '抢庄牛牛', 'Banker Niuniu', 'cards', 'sandbox_slots', 'niuniu', ['#ff9c6e', '#ad2102'], {
    recommended: true,
  }),
  external('holdem_table', '德州扑克', "Texas Hold'em", 'cards', 'sandbox_slots', 'texas_holdem', [
    '#95de64',
    '#237804',
  ]),
  external('duo_mahjong', '二人麻将', 'Two-player Mahjong', 'cards', 'sandbox_slots', 'mahjong', [
    '#d3f261',
    '#5b8c00',
  ]),
  external(
    'classic_baccarat',
    '经典百家乐',
    'Classic Baccarat',
    'live',
    'sandbox_live',
    'baccarat',
    ['#ff7875', '#820014'],
    {
      hot: true,
      recommended: true,
    },
  ),
  external('euro_roulette', '欧式轮盘', 'European Roulette', 'live', 'sandbox_live', 'roulette', [
    '#b37feb',
    '#391085',
  ]),
  external('dragon_tiger', '龙虎斗', 'Dragon Tiger', 'live', 'sandbox_live', 'dragon_tiger', ['#ffd666', '#874d00']),
  external('live_blackjack', '真人二十一点', 'Live Blackjack', 'live', 'sandbox_live', 'blackjack', [
    '#8c8c8c',
    '#262626',
  ]),
  external(
    'football_day',
    '足球赛事',
    'Football Matches',
    'sports',
    'sandbox_live',
    'football',
    ['#73d13d', '#135200'],
    {
      recommended: true,
    },
  ),
  external('basketball_day', '篮球赛事', 'Basketball Matches', 'sports', 'sandbox_live', 'basketball', [
    '#ffa940',
    '#873800',
  ]),
  external('moba_league', 'MOBA联赛', 'MOBA League', 'esports', 'sandbox_live', 'esports_match', [
    '#5cdbd3',
    '#13c2c2',
  ]),
  external('shooter_cup', '射击杯赛', 'Shooter Cup', 'esports', 'sandbox_live', 'esports_match', [
    '#adc6ff',
    '#2f54eb',
  ]),
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

export const SEED_BULLETINS: { code: string; zh: string; en: string }[] = [
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
    zh: '沙盒电子与沙盒真人为演示场馆，用于体验场馆转账和游戏流程。',
    en: 'Sandbox Slots and Sandbox Live are demo venues for trying venue transfers and games.',
  },
];
