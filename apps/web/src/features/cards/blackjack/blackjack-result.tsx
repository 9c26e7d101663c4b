import type { CardRound } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../shared/ui/money-text';

/** The round's end: won, lost or even, by how much, and "New hand" (the same stake ready to deal). */
export function BlackjackResult({ round, onNewHand }: { round: CardRound; onNewHand: () => void }) {
  const { t } = useTranslation();
  const winLose = round.winLose ?? '0.00';
  const sign = winLose.startsWith('-') ? -1 : /^0\.00$/.test(winLose) ? 0 : 1;
  return (
    <section className="bj-end">
      <div
        className={sign > 0 ? 'round-result round-result-win' : 'round-result'}
        data-testid="round-result"
        role="status"
      >
        <span className="round-winner">
          {sign > 0 ? t('card_page.won') : sign < 0 ? t('card_page.lost') : t('card_page.even')}
        </span>
        <span className="round-win-lose" data-testid="round-win-lose">
          <span className="round-win-lose-label">{t('card_page.win_lose')}</span>
          <MoneyText amount={winLose} signed />
        </span>
      </div>
      <Button color="warning" shape="rounded" block className="bj-new-hand" onClick={onNewHand}>
        {t('blackjack_page.new_hand')}
      </Button>
    </section>
  );
}
