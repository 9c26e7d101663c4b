import { CARD_STAKE, LIMITS, formatFen, parseAmountToFen, type BaccaratBet, type LiveRound } from '@app/contract';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { usePlaceLiveBets } from '../../api/live';
import { useRenewOnEdit } from '../../shared/hooks/use-renew-on-edit';
import { LiveChips } from './live-chips';
import type { LivePhase } from './live-phase';
import { LiveSpots } from './live-spots';
import { useLiveStakes } from './use-live-stakes';
import './live-betting.css';

type LiveBettingProps = {
  phase: LivePhase;
  balance: string | undefined;
  /** The round whose cards are all up: its winning spots light up. */
  settled: LiveRound | null;
};

/**
 * The chips on the spots (put on at any time, ready for the next round), confirmed onto the round
 * taking bets while it does. One Idempotency-Key per confirmed
 * set of chips on a round: with no answer, confirming the same again resends it with the same key,
 * so it is never placed twice; any change of the chips or the round is a new action.
 */
export function LiveBetting({ phase, balance, settled }: LiveBettingProps) {
  const { t } = useTranslation();
  const stakes = useLiveStakes();
  const place = usePlaceLiveBets();
  const open = phase.kind === 'betting' ? phase.round : null;
  useRenewOnEdit(place.renew, { roundId: open?.roundId ?? null, bets: stakes.bets });

  const onSpot = (spot: BaccaratBet) => {
    if (!stakes.add(spot)) {
      const range = { min: formatFen(CARD_STAKE.minFen), max: formatFen(CARD_STAKE.maxFen) };
      Toast.show({ content: t('cards.stake_range', range) });
    }
  };

  const onConfirm = async () => {
    if (!open || stakes.bets.length === 0) return;
    try {
      const answer = await place.submit({ roundId: open.roundId, bets: stakes.bets });
      if (!answer) return;
      Toast.show({ icon: 'success', content: answer.msg, duration: LIMITS.toastMs });
      stakes.clear();
    } catch {
      // The request helper showed why (a refusal, or the network); the chips stay for another try.
    }
  };

  const short = balance !== undefined && (parseAmountToFen(balance) ?? 0n) < stakes.total;
  return (
    <>
      <LiveSpots stakes={stakes.stakes} onSpot={onSpot} disabled={place.pending} settled={settled} />
      <LiveChips
        chip={stakes.chip}
        onChip={stakes.setChip}
        total={stakes.total}
        short={short}
        onClear={stakes.clear}
        onConfirm={() => void onConfirm()}
        closed={!open}
        pending={place.pending}
      />
    </>
  );
}
