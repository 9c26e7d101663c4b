import { sql } from 'drizzle-orm';
import { PartnerCreateSchema, partnerLogoUrl, type PartnerSave } from '@app/contract';
import { partnerValues } from './admin.ts';
import type { SponsorshipDeps } from './deps.ts';
import { partners } from './schema.ts';

const text = (zh: string, en: string) => ({
  contentZhHans: `<p>${zh}</p><ul><li>联合举办会员观赛与体验活动</li><li>合作期内的专属周边与福利</li></ul>`,
  contentEn: `<p>${en}</p><ul><li>Member match-day and fan events together</li><li>Exclusive merchandise and perks during the partnership</li></ul>`,
});

/**
 * The demo's partners: fictional teams and events (no real brand), each with one of the platform's
 * drawn logos, in both languages. A production platform starts with none; operators add their own.
 */
const DEMO: PartnerSave[] = [
  {
    nameZhHans: '港湾之光足球俱乐部',
    nameEn: 'Harbour Lights FC',
    summaryZhHans: '滨海城市的百年足球俱乐部，官方区域合作伙伴',
    summaryEn: 'A century-old seaside football club; official regional partner',
    ...text(
      '我们自 2024 年起成为港湾之光足球俱乐部的官方区域合作伙伴。',
      'We have been Harbour Lights FC’s official regional partner since 2024.',
    ),
    fromYear: 2024,
    toYear: 2026,
  },
  {
    nameZhHans: '北风电竞战队',
    nameEn: 'Northwind Esports',
    summaryZhHans: '多项赛事冠军战队，联合举办线上观赛活动',
    summaryEn: 'A multi-title esports team; online watch parties together',
    ...text('北风电竞战队的主赛季赛事由我们联合呈现。', 'We co-present Northwind Esports’ main-season matches.'),
    fromYear: 2025,
    toYear: 2027,
  },
  {
    nameZhHans: '碧江龙舟杯',
    nameEn: 'Jade River Dragon Boat Cup',
    summaryZhHans: '一年一度的龙舟盛会，冠名赞助',
    summaryEn: 'The yearly dragon-boat festival race; title sponsor',
    ...text(
      '碧江龙舟杯每年端午举行，我们是赛事冠名赞助商。',
      'The Jade River Dragon Boat Cup races every Duanwu; we are its title sponsor.',
    ),
    fromYear: 2023,
    toYear: 2026,
  },
  {
    nameZhHans: '峰行山地马拉松',
    nameEn: 'Summit Trail Marathon',
    summaryZhHans: '穿越双峰的山地马拉松，补给站合作伙伴',
    summaryEn: 'A mountain marathon over two peaks; aid-station partner',
    ...text(
      '我们为峰行山地马拉松的每一个补给站提供支持。',
      'We support every aid station of the Summit Trail Marathon.',
    ),
    fromYear: 2025,
    toYear: 2025,
  },
  {
    nameZhHans: '珊瑚湾沙滩排球队',
    nameEn: 'Coral Bay Beach Volleyball',
    summaryZhHans: '活力沙排队伍，球衣合作伙伴',
    summaryEn: 'A lively beach volleyball side; kit partner',
    ...text(
      '珊瑚湾沙滩排球队身穿印有我们标志的球衣出战。',
      'Coral Bay Beach Volleyball play in kits bearing our mark.',
    ),
    fromYear: 2024,
    toYear: 2027,
  },
  {
    nameZhHans: '星落国际象棋公开赛',
    nameEn: 'Starfall Chess Open',
    summaryZhHans: '面向所有棋手的公开赛，奖金合作伙伴',
    summaryEn: 'An open tournament for every player; prize-fund partner',
    ...text('星落国际象棋公开赛的奖金池由我们共同出资。', 'We co-fund the Starfall Chess Open’s prize pool.'),
    fromYear: 2026,
    toYear: 2028,
  },
].map((p, i) => ({ ...p, logo: partnerLogoUrl(i + 1), sort: i + 1 }));

/** Writes the demo partners once, into an empty table, with SEED_DEMO only. */
export async function seedDemoPartners({ db, config }: Pick<SponsorshipDeps, 'db' | 'config'>): Promise<void> {
  if (!config.seedDemo) return;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(partners);
  if (row!.n > 0) return;
  await db.insert(partners).values(DEMO.map((p) => partnerValues(PartnerCreateSchema.parse(p))));
}
