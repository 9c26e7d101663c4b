import { DEPOSIT_MAX_FEN, DEPOSIT_MIN_FEN, type ChannelKind, type PaymentType } from '@app/contract';

type SeedChannel = {
  code: string;
  type: PaymentType;
  kind: ChannelKind;
  nameZhHans: string;
  nameEn: string;
  enabled: boolean;
  needsPayerName?: boolean;
  needsProof?: boolean;
  coin?: 'USDT';
  protocol?: 'TRC20' | 'ERC20';
  provider?: string;
};

/**
 * One channel per payment method (docs/decisions.md, Deposit channels), created once and then
 * owned by operators (a seed never overwrites their changes). Channels that need the platform's
 * own receiving account (FPS, Alipay, USDT) start disabled: we will not show members an account
 * we made up. Online channels are offered only while their payment provider is configured;
 * customer-service methods need no account.
 */
export const SEED_CHANNELS: SeedChannel[] = [
  {
    code: 'fps',
    type: 'fps',
    kind: 'transfer',
    nameZhHans: 'FPS转数快',
    nameEn: 'FPS',
    enabled: false,
    needsPayerName: true,
    needsProof: true,
  },
  {
    code: 'koipay',
    type: 'koipay',
    kind: 'online',
    nameZhHans: 'KOIpay',
    nameEn: 'KOIpay',
    enabled: true,
    provider: 'koipay',
  },
  {
    code: 'transfer-link',
    type: 'transfer_link',
    kind: 'online',
    nameZhHans: '专属转账链接',
    nameEn: 'Exclusive transfer link',
    enabled: true,
    provider: 'koipay',
  },
  {
    code: 'alipay',
    type: 'alipay',
    kind: 'transfer',
    nameZhHans: '支付宝转账',
    nameEn: 'Alipay transfer',
    enabled: false,
    needsPayerName: true,
    needsProof: true,
  },
  {
    code: 'usdt-trc20',
    type: 'crypto',
    kind: 'crypto',
    nameZhHans: 'USDT (TRC20)',
    nameEn: 'USDT (TRC20)',
    enabled: false,
    needsProof: true,
    coin: 'USDT',
    protocol: 'TRC20',
  },
  {
    code: 'usdt-erc20',
    type: 'crypto',
    kind: 'crypto',
    nameZhHans: 'USDT (ERC20)',
    nameEn: 'USDT (ERC20)',
    enabled: false,
    needsProof: true,
    coin: 'USDT',
    protocol: 'ERC20',
  },
  {
    code: 'ebpay',
    type: 'ebpay',
    kind: 'service',
    nameZhHans: 'EBpay（联系客服）',
    nameEn: 'EBpay via customer service',
    enabled: true,
  },
  { code: 'cash', type: 'cash', kind: 'service', nameZhHans: '现金', nameEn: 'Cash', enabled: true },
];

export const SEED_LIMITS = { minFen: DEPOSIT_MIN_FEN, maxFen: DEPOSIT_MAX_FEN };
