import { LIMITS, formatFen } from '@app/contract';
import type { ContentDeps } from './deps.ts';

/** The numbers the seeded help articles quote, read from the contract and the configuration at seeding. */
export function seedFacts(config: ContentDeps['config']) {
  const { withdraw } = config;
  return {
    depositMin: LIMITS.depositMinYuan.toLocaleString('en-US'),
    depositMax: LIMITS.depositMaxYuan.toLocaleString('en-US'),
    withdrawMin: formatFen(withdraw.minFen),
    withdrawMax: formatFen(withdraw.maxFen),
    bankFee: formatFen(withdraw.fees.bank.fixedFen),
    bankFeePercent: formatFen(withdraw.fees.bank.basisPoints),
    usdtFee: formatFen(withdraw.fees.usdt.fixedFen),
    usdtFeePercent: formatFen(withdraw.fees.usdt.basisPoints),
    usdtRate: withdraw.usdtRate,
    cooldownHours: (config.payout.cooldownMinutes / 60).toLocaleString('en-US', { maximumFractionDigits: 1 }),
    identitySingle: formatFen(config.identity.singleFen),
    identityCumulative: formatFen(config.identity.cumulativeFen),
    depositMultiple: config.deposit.turnoverMultiplier,
    recordDays: LIMITS.recordQueryDays,
    uploadMb: LIMITS.uploadMaxBytes / 1024 / 1024,
  };
}
export type SeedFacts = ReturnType<typeof seedFacts>;

/** One seeded article: its category's key, and title and HTML in both languages. */
export type SeedArticle = { category: string; zh: [title: string, html: string]; en: [title: string, html: string] };

/** The seeded categories in order, by key. */
export const SEED_CATEGORIES: { key: string; zh: string; en: string }[] = [
  { key: 'deposit', zh: '充值', en: 'Deposits' },
  { key: 'withdraw', zh: '提现与收款账户', en: 'Withdrawals and payout accounts' },
  { key: 'wallet', zh: '钱包与转账', en: 'Wallets and transfers' },
  { key: 'games', zh: '游戏与公平性', en: 'Games and fairness' },
  { key: 'rewards', zh: '优惠与 VIP', en: 'Promotions and VIP' },
  { key: 'account', zh: '账户与安全', en: 'Account and security' },
  { key: 'responsible', zh: '负责任博彩', en: 'Responsible play' },
];
