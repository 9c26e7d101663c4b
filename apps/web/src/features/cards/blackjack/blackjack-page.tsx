import { CARD_STAKE, formatFen } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useBalance } from '../../../api/user';
import { useRenewOnEdit } from '../../../shared/hooks/use-renew-on-edit';
import { Page } from '../../../shared/ui/page';
import { FairnessSheet } from '../fairness-sheet';
import { BlackjackControls } from './blackjack-controls';
import { BlackjackFelt } from './blackjack-felt';
import { BlackjackRecent } from './blackjack-recent';
import { useBlackjackReveal } from './use-blackjack-reveal';
import { useBlackjackRound } from './use-blackjack-round';
import { useStake } from './use-stake';
import '../cards.css';
import './blackjack.css';

/** The shield in the navigation bar: opens the seeds and their rotation. */
function FairnessButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="nav-link card-fair-link" aria-label={t('card_page.fairness')} onClick={onClick}>
      <CheckShieldOutline />
    </button>
  );
}

/**
 * /pages/home/game?game=blackjack (`&fair=1` opens the fairness sheet): a stake on the spot, Deal,
 * then the member's moves until the dealer has played; an unfinished hand is back after a reload.
 */
export function BlackjackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [fairness, setFairness] = useState(params.get('fair') === '1');
  const table = useBlackjackRound();
  const stake = useStake();
  const balance = useBalance();
  const { round } = table;
  const reveal = useBlackjackReveal(round, !table.resumed);
  // The balance before a tap, shown until its cards are up, so the balance does not give the cards away.
  const [heldBalance, setHeldBalance] = useState<string | undefined>(undefined);
  useRenewOnEdit(table.renewDeal, stake.amount);

  const busy = table.pending || reveal.revealing;
  const over = round !== null && round.status === 'completed' && !reveal.revealing;

  const hold = () => setHeldBalance(balance.data?.balance);
  const onSpot = () => {
    if (!stake.add()) {
      const range = { min: formatFen(CARD_STAKE.minFen), max: formatFen(CARD_STAKE.maxFen) };
      Toast.show({ content: t('cards.stake_range', range) });
    }
  };

  return (
    <Page
      title={t('cards.game.blackjack')}
      className="card-table-page bj-page"
      right={<FairnessButton onClick={() => setFairness(true)} />}
    >
      <BlackjackFelt
        balance={busy ? (heldBalance ?? balance.data?.balance) : balance.data?.balance}
        round={round}
        done={reveal.done}
        stake={stake.stake}
        onSpot={onSpot}
        spotDisabled={busy}
        resumed={table.resumed && round?.status === 'unfinished'}
      />
      <BlackjackControls
        round={round}
        revealing={reveal.revealing}
        pending={table.pending}
        stake={stake}
        onDeal={() => {
          hold();
          void table.onDeal(stake.amount);
        }}
        onAct={(action) => {
          hold();
          void table.onAct(action);
        }}
        onNewHand={table.onNewHand}
      />
      <BlackjackRecent
        rounds={table.recent.data?.list}
        loading={table.recent.isPending}
        hidden={round && !over ? round.orderNo : null}
      />
      <FairnessSheet open={fairness} onClose={() => setFairness(false)} />
    </Page>
  );
}
