import { BACCARAT_BETS, BACCARAT_ODDS, formatFen, type BaccaratBet, type LiveRound } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';

type LiveSpotsProps = {
  stakes: Partial<Record<BaccaratBet, bigint>>;
  onSpot: (spot: BaccaratBet) => void;
  disabled: boolean;
  settled: LiveRound | null;
};

/** A spot's odds as "pays to 1": the contract's odds are hundredths of the stake paid back, stake included. */
const oddsText = (spot: BaccaratBet) => `${(BACCARAT_ODDS[spot] - 100) / 100}:1`;

/** Whether a spot won the round (a player or banker bet on a tie is returned, not won). */
function spotWon(spot: BaccaratBet, round: LiveRound | null): boolean {
  const hand = round?.hand;
  if (!hand) return false;
  if (spot === 'player_pair') return hand.playerPair;
  if (spot === 'banker_pair') return hand.bankerPair;
  return hand.winner === spot;
}

/** The five spots with their odds and the chips put on each; the winning ones light up after the deal. */
export function LiveSpots({ stakes, onSpot, disabled, settled }: LiveSpotsProps) {
  const { t } = useTranslation();
  return (
    <div className="live-spots" role="group" aria-label={t('live_page.spot_hint')}>
      {BACCARAT_BETS.map((spot) => {
        const stake = stakes[spot];
        const classes = ['live-spot', `live-spot-${spot}`];
        if (stake) classes.push('live-spot-staked');
        if (spotWon(spot, settled)) classes.push('live-spot-won');
        return (
          <button
            key={spot}
            type="button"
            className={classes.join(' ')}
            data-testid={`live-spot-${spot}`}
            disabled={disabled}
            onClick={() => onSpot(spot)}
          >
            <span className="live-spot-name">{t(`cards.spot.${spot}`)}</span>
            <span className="live-spot-odds">{oddsText(spot)}</span>
            {stake ? (
              <span className="live-spot-stake" data-testid={`live-stake-${spot}`}>
                {formatMoney(formatFen(stake))}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
