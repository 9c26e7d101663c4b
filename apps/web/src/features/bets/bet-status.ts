import type { BetStatus } from '@app/contract';
import { ROUTES } from '../../shared/routes';

export const STATUS_COLOR: Record<BetStatus, 'primary' | 'success' | 'default' | 'warning'> = {
  unfinished: 'primary',
  completed: 'success',
  cancelled: 'default',
  withdrawn: 'warning',
};

export const betDetailPath = (orderNo: string, platform?: string) =>
  `${ROUTES.betDetail}?orderNo=${encodeURIComponent(orderNo)}${platform ? `&platform=${encodeURIComponent(platform)}` : ''}`;
