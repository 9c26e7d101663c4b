import type { TradeStatus } from '@app/contract';
import { ROUTES } from '../../shared/routes';

export const STATUS_COLOR: Record<TradeStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  success: 'success',
  failed: 'danger',
};

export const RESULT_OF_STATUS = { pending: 'waiting', success: 'success', failed: 'error' } as const;

/** The detail page of one order: the order number in the address, so a link or a reload opens it. */
export const tradeDetailPath = (orderNo: string) =>
  `${ROUTES.transactionDetail}?orderNo=${encodeURIComponent(orderNo)}`;
