import { baccaratPoint, rankOf, type TableHand } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from './playing-card';
import './table-hand.css';

type Side = 'player' | 'banker' | 'dragon' | 'tiger';
type Seat = { side: Side; cards: { card: number; order: number }[] };

/**
 * The sides of a hand with each card's place in the deal (rules/cards): baccarat deals player,
 * banker, player, banker, then the player's third card and the banker's; dragon tiger deals
 * dragon then tiger.
 */
function seatsOf(hand: TableHand): Seat[] {
  if (hand.game === 'dragon_tiger') {
    return [
      { side: 'dragon', cards: [{ card: hand.dragon, order: 0 }] },
      { side: 'tiger', cards: [{ card: hand.tiger, order: 1 }] },
    ];
  }
  const playerThird = hand.player.length > 2 ? 1 : 0;
  const orderOf = (seat: 0 | 1, i: number) => (i < 2 ? i * 2 + seat : 4 + (seat === 1 ? playerThird : 0));
  return [
    { side: 'player', cards: hand.player.map((card, i) => ({ card, order: orderOf(0, i) })) },
    { side: 'banker', cards: hand.banker.map((card, i) => ({ card, order: orderOf(1, i) })) },
  ];
}

/** How many cards the hand dealt. */
export function cardCount(hand: TableHand): number {
  return hand.game === 'dragon_tiger' ? 2 : hand.player.length + hand.banker.length;
}

/** A side's points over the cards shown so far: baccarat's total mod 10, dragon tiger's rank. */
function pointsOf(hand: TableHand, cards: number[]): number {
  if (hand.game === 'dragon_tiger') return cards.reduce((sum, c) => sum + rankOf(c), 0);
  return cards.reduce((sum, c) => sum + baccaratPoint(c), 0) % 10;
}

type TableHandViewProps = {
  hand: TableHand;
  /** Cards on the table so far, in deal order (all by default). */
  dealt?: number;
  /** Of those, how many are turned face up. */
  faceUp?: number;
  size?: 'sm' | 'md';
};

/**
 * The cards a round dealt, by side, with each side's points and the winner marked once every card
 * is up. The table page deals them in one by one (`dealt`, `faceUp`); the bet detail shows them all.
 */
export function TableHandView({ hand, dealt = Infinity, faceUp = Infinity, size = 'md' }: TableHandViewProps) {
  const { t } = useTranslation();
  const done = faceUp >= cardCount(hand);
  return (
    <div className={`table-hand table-hand-${hand.game} table-hand-${size}`} data-testid="table-hand">
      {seatsOf(hand).map(({ side, cards }) => {
        const up = cards.filter((c) => c.order < faceUp).map((c) => c.card);
        const won = done && hand.winner === side;
        return (
          <div
            key={side}
            className={won ? 'hand-seat hand-seat-won' : 'hand-seat'}
            data-testid={`seat-${side}`}
            aria-label={t(`cards.spot.${side}`)}
            role="group"
          >
            <div className="hand-seat-head">
              <span className="hand-seat-name">{t(`cards.spot.${side}`)}</span>
              {up.length > 0 && (
                <span className="hand-seat-points" data-testid={`points-${side}`}>
                  {t('card_page.points', { points: pointsOf(hand, up) })}
                </span>
              )}
            </div>
            <div className="hand-seat-cards">
              {cards
                .filter((c) => c.order < dealt)
                .map((c) => (
                  <PlayingCard
                    key={c.order}
                    card={c.card}
                    faceUp={c.order < faceUp}
                    size={size}
                    className={hand.game === 'baccarat' && c.order >= 4 ? 'pcard-third' : undefined}
                  />
                ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
