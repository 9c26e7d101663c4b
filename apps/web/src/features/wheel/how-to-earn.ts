import type { TFunction } from 'i18next';
import { parseAmountToFen } from '@app/contract';
import type { WheelChances } from '../../api/wheel';
import { formatMoney } from '../../shared/format/money';

const earned = (perSpin: string) => (parseAmountToFen(perSpin) ?? 0n) > 0n;

/** How spins are earned, by the operators' two amounts; an amount of 0.00 means not that way. */
export function howToEarn(t: TFunction, chances: WheelChances): string | null {
  const deposit = formatMoney(chances.depositPerSpin);
  const turnover = formatMoney(chances.turnoverPerSpin);
  if (earned(chances.depositPerSpin) && earned(chances.turnoverPerSpin)) {
    return t('wheel.how_to_earn', { deposit, turnover });
  }
  if (earned(chances.depositPerSpin)) return t('wheel.how_to_earn_deposit', { deposit });
  if (earned(chances.turnoverPerSpin)) return t('wheel.how_to_earn_turnover', { turnover });
  return null;
}
