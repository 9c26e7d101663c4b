import type { Lang } from '@app/contract';

/**
 * The sandbox sportsbook's books, leagues and teams: all fictional, named in both languages.
 * A team's `strength` (1 weakest to 5 strongest) picks its row of the score tables (sports-model.ts).
 */
export type Bilingual = Record<Lang, string>;
export type Team = { name: Bilingual; strength: 1 | 2 | 3 | 4 | 5 };
export type League = { code: string; name: Bilingual; teams: readonly Team[] };
export type SportCode = 'football' | 'basketball' | 'esports_moba' | 'esports_shooter';
/** One book the venue launches as a game: one sport, its leagues, fixtures a day and the page's colours. */
export type SportsBook = {
  code: string;
  sport: SportCode;
  name: Bilingual;
  leagues: readonly League[];
  /** E-sports: maps played, best of. */
  bestOf?: 3 | 5;
  colors: readonly [string, string];
  /** Whether the page lets the platform's app frame it (the origin given at launch); all books do. */
  framing: boolean;
};

const t = (zh_hans: string, en: string, strength: Team['strength']): Team => ({ name: { zh_hans, en }, strength });

const AZURE_COAST: League = {
  code: 'azure',
  name: { zh_hans: '蔚蓝海岸联赛', en: 'Azure Coast League' },
  teams: [
    t('港城FC', 'Harbor City FC', 4),
    t('赤崖流浪者', 'Redcliff Rovers', 3),
    t('北风联', 'Northwind United', 5),
    t('银湾竞技', 'Silverbay Athletic', 2),
    t('松门漫游者', 'Pinegate Wanderers', 3),
    t('石桥镇', 'Stonebridge Town', 1),
    t('湖滨猎鹰', 'Lakeshore Falcons', 4),
    t('东谷游骑兵', 'Eastvale Rangers', 2),
  ],
};

const JADE_RIVER: League = {
  code: 'jade',
  name: { zh_hans: '玉河联赛', en: 'Jade River League' },
  teams: [
    t('金原城', 'Goldfield City', 5),
    t('雾峰FC', 'Misty Peak FC', 3),
    t('河畔雄狮', 'Riverside Lions', 4),
    t('竹林队', 'Bamboo Grove', 2),
    t('铁山矿工', 'Ironhill Miners', 3),
    t('新月湾', 'Crescent Bay', 1),
    t('雷谷', 'Thunder Valley', 4),
    t('柳港', 'Willow Port', 2),
  ],
};

const SKYLINE: League = {
  code: 'skyline',
  name: { zh_hans: '天际篮球联赛', en: 'Skyline Basketball League' },
  teams: [
    t('都市彗星', 'Metro Comets', 5),
    t('沙漠雄鹰', 'Desert Hawks', 3),
    t('海岸鲨鱼', 'Coastal Sharks', 4),
    t('峰顶棕熊', 'Summit Bears', 2),
    t('霓虹骑士', 'Neon Knights', 3),
    t('峡谷狼', 'Canyon Wolves', 4),
    t('港口领航员', 'Harbor Pilots', 1),
    t('冰霜巨人', 'Frost Giants', 2),
  ],
};

const RUNEWARD: League = {
  code: 'runeward',
  name: { zh_hans: '符文守卫冠军赛', en: 'Runeward Champions Series' },
  teams: [
    t('极光战队', 'Team Aurora', 5),
    t('赤莲', 'Crimson Lotus', 4),
    t('虚空行者', 'Void Walkers', 3),
    t('翡翠龙', 'Jade Dragons', 4),
    t('风暴猫头鹰', 'Storm Owls', 2),
    t('铁潮', 'Iron Tide', 3),
    t('星陨', 'Starfall', 1),
    t('余烬狐', 'Ember Foxes', 2),
  ],
};

const STEEL_QUARTER: League = {
  code: 'steelq',
  name: { zh_hans: '钢铁街区大师赛', en: 'Steel Quarter Masters' },
  teams: [
    t('断电小队', 'Blackout Squad', 4),
    t('新星六号', 'Nova Six', 5),
    t('花岗岩', 'Granite', 3),
    t('红色信号', 'Red Signal', 3),
    t('静默风暴', 'Quiet Storm', 2),
    t('顶点小组', 'Apex Unit', 4),
    t('夜鸦', 'Night Ravens', 2),
    t('空尖', 'Hollow Point', 1),
  ],
};

/** Every book the venue hosts; each day every league plays each of its teams once. */
export const SPORTS_BOOKS: readonly SportsBook[] = [
  {
    code: 'sports_football',
    sport: 'football',
    name: { zh_hans: '足球竞猜', en: 'Football Book' },
    leagues: [AZURE_COAST, JADE_RIVER],
    colors: ['#237804', '#092b00'],
    framing: true,
  },
  {
    code: 'sports_basketball',
    sport: 'basketball',
    name: { zh_hans: '篮球竞猜', en: 'Basketball Book' },
    leagues: [SKYLINE],
    colors: ['#d46b08', '#612500'],
    framing: true,
  },
  {
    code: 'esports_runeward',
    sport: 'esports_moba',
    name: { zh_hans: '符文守卫电竞', en: 'Runeward Esports' },
    leagues: [RUNEWARD],
    bestOf: 3,
    colors: ['#531dab', '#120338'],
    framing: true,
  },
  {
    code: 'esports_steel_quarter',
    sport: 'esports_shooter',
    name: { zh_hans: '钢铁街区电竞', en: 'Steel Quarter Esports' },
    leagues: [STEEL_QUARTER],
    bestOf: 5,
    colors: ['#1d39c4', '#030852'],
    framing: true,
  },
];

/** The hosted book of that code; null for any other code. */
export const sportsBook = (code: string): SportsBook | null => SPORTS_BOOKS.find((b) => b.code === code) ?? null;
