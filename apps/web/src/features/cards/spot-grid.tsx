import { TABLE_SPOTS, formatFen, parseAmountToFen, type CardRound, type TableGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { oddsText } from './spot-odds';

type SpotGridProps = {
  game: TableGame;
  stakes: Partial<Record<string, bigint>>;
  onSpot: (spot: string) => void;
  /** The last round once dealt: its winning side and each bet's payout show on the spots. */
  settled: CardRound | null;
  disabled: boolean;
};

/** The game's betting spots with their odds, the chips on each, and the last round's payouts. */
export function SpotGrid({ game, stakes, onSpot, settled, disabled }: SpotGridProps) {
  const { t } = useTranslation();
  return (
    <div className={`table-spots table-spots-${game}`} role="group" aria-label={t('card_page.spot_hint')}>
      {TABLE_SPOTS[game].map((spot) => {
        const stake = stakes[spot];
        const bet = settled?.bets.find((b) => b.spot === spot);
        const paid = bet?.payout ? parseAmountToFen(bet.payout)! : null;
        const won = settled?.hand?.winner === spot || (paid !== null && paid > parseAmountToFen(bet!.amount)!);
        const classes = ['table-spot', `spot-${spot}`];
        if (stake) classes.push('table-spot-staked');
        if (won) classes.push('table-spot-won');
        return (
          <button
            key={spot}
            type="button"
            className={classes.join(' ')}
            data-testid={`spot-${spot}`}
            disabled={disabled}
            onClick={() => onSpot(spot)}
          >
            <span className="spot-name">{t(`cards.spot.${spot}` as 'cards.spot.player')}</span>
            <span className="spot-odds">{oddsText(game, spot)}</span>
            {stake ? (
              <span className="spot-stake" data-testid={`spot-stake-${spot}`}>
                {formatMoney(formatFen(stake))}
              </span>
            ) : null}
            {bet?.payout && (
              <span className={paid ? 'spot-payout spot-payout-in' : 'spot-payout'} data-testid={`spot-payout-${spot}`}>
                {t('card_page.payout')} {formatMoney(bet.payout)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
