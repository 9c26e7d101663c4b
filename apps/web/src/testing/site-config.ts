import type { COMMON_API, EndpointAnswer, SiteConfig } from '@app/contract';

/** A whole other/getConfig answer for page tests, with the defaults of `.env.example`; override what a test needs. */
export function siteConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    siteName: 'Test Platform',
    appVersion: '1.4.1',
    versionCode: 141,
    timeZone: 'Asia/Shanghai',
    currency: 'CNY',
    amounts: {
      deposit: { min: '100.00', max: '50000.00' },
      withdraw: { min: '100.00', max: '50000.00' },
      transferMin: '0.01',
    },
    withdrawFees: { bank: { percent: '0.00', fixed: '0.00' }, usdt: { percent: '0.00', fixed: '10.00' } },
    usdtRate: '7.20',
    payoutCooldownMinutes: 0,
    identity: { single: '50000.00', cumulative: '200000.00' },
    features: { onlineDeposit: true, liveChat: false },
    service: { channels: [], email: 'help@platform.test' },
    ...overrides,
  };
}

/** A whole common/getSystemInfo answer for page tests; override what a test needs. */
export function systemInfo(overrides: Partial<EndpointAnswer<typeof COMMON_API.systemInfo>> = {}) {
  return {
    siteName: 'Test Platform',
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    appVersion: '1',
    versionCode: 1,
    serviceEmail: '',
    ...overrides,
  };
}
