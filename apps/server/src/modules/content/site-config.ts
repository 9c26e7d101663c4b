import { LIMITS, formatFen, type Lang, type SiteConfig } from '@app/contract';
import type { WithdrawFee } from '../../config.ts';
import type { ContentDeps } from './deps.ts';

const yuan = (n: number) => formatFen(BigInt(n) * 100n);
/** A fee as the page shows it: the percent from basis points ("0.50") and the fixed part. */
const feeView = (fee: WithdrawFee) => ({ percent: formatFen(fee.basisPoints), fixed: formatFen(fee.fixedFen) });

/**
 * other/getConfig: the settings the app shows, read from where they live (the contract's limits,
 * the configuration, the service channels), so no page keeps a second copy of a number.
 */
export async function siteConfig(deps: ContentDeps, lang: Lang): Promise<SiteConfig> {
  const { config } = deps;
  const service = await deps.serviceInfo(lang);
  return {
    siteName: config.siteName,
    appVersion: LIMITS.appVersion,
    versionCode: LIMITS.appVersionCode,
    timeZone: config.timeZone,
    currency: LIMITS.currency,
    amounts: {
      deposit: { min: yuan(LIMITS.depositMinYuan), max: yuan(LIMITS.depositMaxYuan) },
      withdraw: { min: formatFen(config.withdraw.minFen), max: formatFen(config.withdraw.maxFen) },
      transferMin: formatFen(1n),
    },
    withdrawFees: { bank: feeView(config.withdraw.fees.bank), usdt: feeView(config.withdraw.fees.usdt) },
    usdtRate: config.withdraw.usdtRate,
    payoutCooldownMinutes: config.payout.cooldownMinutes,
    identity: { single: formatFen(config.identity.singleFen), cumulative: formatFen(config.identity.cumulativeFen) },
    features: {
      onlineDeposit: deps.onlineDeposit,
      liveChat: service.channels.some((c) => c.kind === 'live_chat'),
    },
    service,
  };
}
