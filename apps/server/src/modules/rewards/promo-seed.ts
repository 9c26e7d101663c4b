import { sql } from 'drizzle-orm';
import { type ActivitySave, ActivitySaveSchema } from '@app/contract';
import type { Executor } from '../../db/client.ts';
import { promotionValues } from './promo-admin.ts';
import { promotions } from './schema.ts';

const YEAR_MS = 365 * 86_400_000;

/** The demo platform's promotions, one of each kind (so every tab has one), running for a year from the first start. */
function demoPromotions(now: Date): ActivitySave[] {
  const period = { startsAt: now.toISOString(), endsAt: new Date(now.getTime() + YEAR_MS).toISOString() };
  const body = (zh: string, en: string) => ({
    contentZhHans: `<p>${zh}</p><ul><li>奖励直接存入中心钱包</li><li>领取记录可在交易记录中查看</li></ul>`,
    contentEn: `<p>${en}</p><ul><li>The bonus goes straight to your central wallet</li><li>Every claim is in your transaction records</li></ul>`,
  });
  return [
    {
      kind: 'first_deposit',
      titleZhHans: '新人首存送 20%',
      titleEn: '20% on your first deposit',
      summaryZhHans: '首存最高送 388 元',
      summaryEn: 'Up to 388.00 on your first deposit',
      ...body('完成首次存款后 7 天内领取。', 'Claim it within 7 days of your first deposit.'),
      percent: 20,
      cap: '388',
      days: 7,
      sort: 1,
    },
    {
      kind: 'daily_reload',
      titleZhHans: '每日存款再送 5%',
      titleEn: '5% on each day’s deposits',
      summaryZhHans: '当日存款满 100 元即可领取',
      summaryEn: 'Deposit 100.00 in a day to claim',
      ...body('每天可领取一次，以平台时间零点为界。', 'Once a day; days turn at midnight platform time.'),
      percent: 5,
      cap: '188',
      minimum: '100',
      sort: 2,
    },
    {
      kind: 'turnover_rebate',
      titleZhHans: '高额返水 0.8%',
      titleEn: '0.8% rebate on turnover',
      summaryZhHans: '昨日有效流水返水，每天可领',
      summaryEn: 'A rebate on yesterday’s valid turnover, every day',
      ...body('按昨日有效流水计算返水。', 'Worked out on yesterday’s valid turnover.'),
      percent: 0.8,
      cap: '2888',
      minimum: '100',
      sort: 3,
    },
    {
      kind: 'turnover_target',
      titleZhHans: '限时冲量赛：流水满 5000 送 58',
      titleEn: 'Limited time: 58.00 for 5,000.00 of turnover',
      summaryZhHans: '活动期间有效流水达标即送',
      summaryEn: 'Reach the turnover during the event',
      ...body(
        '活动期间累计有效流水达到 5000 元即可领取 58 元。',
        'Reach 5,000.00 of valid turnover during the event to claim 58.00.',
      ),
      bonus: '58',
      minimum: '5000',
      sort: 4,
    },
    {
      kind: 'vip_bonus',
      titleZhHans: 'VIP3 尊享礼金',
      titleEn: 'A VIP3 privilege gift',
      summaryZhHans: 'VIP3 及以上会员专享 88 元',
      summaryEn: '88.00 for VIP3 and above',
      ...body('VIP3 及以上会员可领取一次。', 'Members of VIP3 and above may claim it once.'),
      bonus: '88',
      level: 3,
      sort: 5,
    },
  ].map((p) => ({ ...p, ...period, banner: '' })) as ActivitySave[];
}

/** The demo promotions, written when the platform has none (an operator's own are never touched). */
export async function seedDemoPromotions(ex: Executor, now: Date): Promise<void> {
  const [row] = await ex.select({ n: sql<number>`count(*)::int` }).from(promotions);
  if (row!.n > 0) return;
  const rows = demoPromotions(now).map((p) => promotionValues(ActivitySaveSchema.parse(p)));
  await ex.insert(promotions).values(rows);
}
