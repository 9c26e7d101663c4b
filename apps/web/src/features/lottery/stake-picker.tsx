import { parseAmountToFen } from '@app/contract';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';

export const STAKE_CHIPS = ['2', '10', '50', '100', '500'] as const;

/** The stake of each selection: a chip, or a typed amount. */
export function StakePicker({ stake, onStake }: { stake: string; onStake: (stake: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="bet-stakes" role="group" aria-label={t('lottery_page.stake')}>
      {STAKE_CHIPS.map((chip) => {
        const on = parseAmountToFen(chip) === parseAmountToFen(stake);
        return (
          <button
            key={chip}
            type="button"
            className={on ? 'stake-chip stake-chip-on' : 'stake-chip'}
            aria-pressed={on}
            onClick={() => onStake(chip)}
          >
            {chip}
          </button>
        );
      })}
      <Input
        className="stake-input"
        aria-label={t('lottery_page.custom_stake')}
        placeholder={t('lottery_page.custom_stake')}
        inputMode="decimal"
        value={STAKE_CHIPS.includes(stake as (typeof STAKE_CHIPS)[number]) ? '' : stake}
        onChange={(value) => onStake(value.trim())}
        maxLength={9}
      />
    </div>
  );
}
