import type { TradeStatus } from '@app/contract';

export const STATUS_COLOR: Record<TradeStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  success: 'success',
  failed: 'danger',
};

export const RESULT_OF_STATUS = { pending: 'waiting', success: 'success', failed: 'error' } as const;
