import { CARD_STAKE, formatFen, type CardRound, type TableGame } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import CheckShieldOutline from 'antd-mobile-icons/es/CheckShieldOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayTable } from '../../api/cards';
import { useBalance } from '../../api/user';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { Page } from '../../shared/ui/page';
import { cardCount } from '../../shared/ui/table-hand';
import { FairnessSheet } from './fairness-sheet';
import { RecentRounds } from './recent-rounds';
import { SpotGrid } from './spot-grid';
import { TableControls } from './table-controls';
import { TableFelt } from './table-felt';
import { useDealReveal } from './use-deal-reveal';
import { useTableBets } from './use-table-bets';

/**
 * A table of baccarat or dragon tiger: chips on the game's spots, Deal plays the round on the
 * server (cards/table/play), then its cards are dealt in one by one and the result shows.
 */
export function CardTable({ game, fairnessOpen }: { game: TableGame; fairnessOpen: boolean }) {
  const { t } = useTranslation();
  const bets = useTableBets(game);
  const play = usePlayTable();
  const reveal = useDealReveal();
  const balance = useBalance();
  const [round, setRound] = useState<CardRound | null>(null);
  // The balance before the round, shown until its cards are up, so the deal is not given away.
  const [heldBalance, setHeldBalance] = useState<string | undefined>(undefined);
  const [fairness, setFairness] = useState(fairnessOpen);
  // From the tap on Deal until the deal starts: the answer's balance must not show before the cards.
  const [dealing, setDealing] = useState(false);
  useRenewOnEdit(play.renew, bets.input);

  const busy = dealing || play.pending || reveal.revealing;
  const settled = round !== null && !reveal.revealing;

  const onSpot = (spot: string) => {
    if (!bets.add(spot)) {
      const range = { min: formatFen(CARD_STAKE.minFen), max: formatFen(CARD_STAKE.maxFen) };
      Toast.show({ content: t('cards.stake_range', range) });
    }
  };

  const onDeal = async () => {
    setHeldBalance(balance.data?.balance);
    setDealing(true);
    try {
      const answer = await play.submit(bets.input);
      if (!answer) return;
      setRound(answer.data.round);
      reveal.start(answer.data.round.hand ? cardCount(answer.data.round.hand) : 0);
    } catch {
      // The request helper showed why (a refusal's message, or the network); the table stays as it was.
    } finally {
      setDealing(false);
    }
  };

  return (
    <Page
      title={t(`cards.game.${game}`)}
      className="card-table-page"
      right={
        <button
          type="button"
          className="nav-link card-fair-link"
          aria-label={t('card_page.fairness')}
          onClick={() => setFairness(true)}
        >
          <CheckShieldOutline />
        </button>
      }
    >
      <TableFelt
        game={game}
        balance={busy ? (heldBalance ?? balance.data?.balance) : balance.data?.balance}
        round={round}
        dealt={reveal.dealt}
        faceUp={reveal.faceUp}
        settled={settled}
      />
      <SpotGrid game={game} stakes={bets.stakes} onSpot={onSpot} settled={settled ? round : null} disabled={busy} />
      <TableControls
        chip={bets.chip}
        onChip={bets.setChip}
        total={bets.total}
        onClear={bets.clear}
        onDeal={() => void onDeal()}
        busy={busy}
      />
      <RecentRounds game={game} hidden={reveal.revealing ? (round?.orderNo ?? null) : null} />
      <FairnessSheet open={fairness} onClose={() => setFairness(false)} />
    </Page>
  );
}
