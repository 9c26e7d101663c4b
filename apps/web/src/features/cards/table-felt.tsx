import type { CardRound, TableGame } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../shared/ui/money-text';
import { TableHandView } from '../../shared/ui/table-hand';
import { winnerText } from './round-text';

const SIDES: Record<TableGame, readonly ['player', 'banker'] | readonly ['dragon', 'tiger']> = {
  baccarat: ['player', 'banker'],
  dragon_tiger: ['dragon', 'tiger'],
};

type TableFeltProps = {
  game: TableGame;
  balance: string | undefined;
  round: CardRound | null;
  dealt: number;
  faceUp: number;
  /** Every card of `round` is up: the winner, the result and the win show. */
  settled: boolean;
};

/** The felt: the central balance, the cards as they are dealt, and the round's result. */
export function TableFelt({ game, balance, round, dealt, faceUp, settled }: TableFeltProps) {
  const { t } = useTranslation();
  return (
    <section className="table-felt">
      <div className="table-balance">
        <span className="table-balance-label">{t('card_page.balance')}</span>
        <span className="table-balance-amount" data-testid="card-balance">
          {balance === undefined ? '--' : <MoneyText amount={balance} />}
        </span>
      </div>
      {round?.hand ? (
        <TableHandView hand={round.hand} dealt={dealt} faceUp={faceUp} />
      ) : (
        <div className="table-hand" aria-hidden="true">
          {SIDES[game].map((side) => (
            <div key={side} className="hand-seat">
              <div className="hand-seat-head">
                <span className="hand-seat-name">{t(`cards.spot.${side}`)}</span>
              </div>
              <div className="hand-seat-cards" />
            </div>
          ))}
        </div>
      )}
      {round && settled && <RoundResult round={round} />}
      <p className="table-rule">{t(`card_page.rule.${game}`)}</p>
    </section>
  );
}

/** Who won, and what the round did to the member: a win glows for a moment (CSS). */
function RoundResult({ round }: { round: CardRound }) {
  const { t } = useTranslation();
  const winLose = round.winLose ?? '0.00';
  const sign = winLose.startsWith('-') ? -1 : /^0\.00$/.test(winLose) ? 0 : 1;
  return (
    <div
      className={sign > 0 ? 'round-result round-result-win' : 'round-result'}
      data-testid="round-result"
      role="status"
    >
      <span className="round-winner" data-testid="round-winner">
        {round.hand ? winnerText(round.hand, t) : round.gameName}
      </span>
      <span className="round-outcome">
        {sign > 0 ? t('card_page.won') : sign < 0 ? t('card_page.lost') : t('card_page.even')}
      </span>
      <span className="round-win-lose" data-testid="round-win-lose">
        <span className="round-win-lose-label">{t('card_page.win_lose')}</span>
        <MoneyText amount={winLose} signed />
      </span>
    </div>
  );
}
