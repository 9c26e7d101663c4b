import { parseAmountToFen, type Draw } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { checkStake, type OddsOption } from './slip';
import { SlipSummary } from './slip-summary';
import { StakePicker } from './stake-picker';
import { usePlaceSlip } from './use-place-slip';

type BetBarProps = {
  /** The draw taking bets, or null when betting is closed. */
  draw: Draw | null;
  selected: OddsOption[];
  stake: string;
  onStake: (stake: string) => void;
  onClear: () => void;
  /** The slip was placed: empty it. */
  onPlaced: () => void;
  balance: string | undefined;
};

/** The bet slip at the bottom: the stake of each selection, the total, and placing it. */
export function BetBar({ draw, selected, stake, onStake, onClear, onPlaced, balance }: BetBarProps) {
  const { t } = useTranslation();
  const { placeSlip, pending } = usePlaceSlip(selected, stake, onPlaced);
  const check = checkStake(stake, selected);
  const short = check.ok && balance !== undefined && (parseAmountToFen(balance) ?? 0n) < check.totalFen;
  const closed = draw === null;

  return (
    <div className="bet-bar" role="region" aria-label={t('lottery_page.slip')}>
      <StakePicker stake={stake} onStake={onStake} />
      <div className="bet-summary">
        <SlipSummary closed={closed} count={selected.length} check={check} short={short} />
        <Button
          size="small"
          fill="none"
          className="bet-clear"
          disabled={selected.length === 0 || pending}
          onClick={onClear}
        >
          {t('lottery_page.clear')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          className="bet-place"
          loading={pending}
          disabled={closed || !check.ok || short || pending}
          onClick={() => {
            if (check.ok && draw) void placeSlip(draw);
          }}
        >
          {t('lottery_page.place')}
        </Button>
      </div>
    </div>
  );
}
