import { blackjackTotal, type BlackjackView } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { blackjackSteps, slotShown, type BlackjackSlot, type BlackjackStep } from '../cards/blackjack-deal-order';
import { formatMoney } from '../format/money';
import { PlayingCard } from './playing-card';
import './blackjack-hands.css';

type Props = {
  view: BlackjackView;
  /** How many steps of `blackjackSteps(view)` the table has shown (all by default, as in the bet detail). */
  done?: number;
  size?: 'sm' | 'md';
};

type Shown = { slot: BlackjackSlot; card: number | undefined; shown: 'down' | 'up' };
type SeatProps = { cards: Shown[]; size: 'sm' | 'md' };

/** The cards of a seat that are on the table after `done` steps; the hole card has no number until the end. */
function onTable(steps: BlackjackStep[], done: number, seat: { slot: BlackjackSlot; card: number | undefined }[]) {
  return seat
    .map(({ slot, card }) => ({ slot, card, shown: slotShown(steps, done, slot) }))
    .filter((c): c is Shown => c.shown !== 'none');
}

/** "17" or "soft 17". */
function useTotalText() {
  const { t } = useTranslation();
  return ({ total, soft }: { total: number; soft: boolean }) =>
    soft ? t('blackjack_page.soft_total', { total }) : t('blackjack_page.total', { total });
}

function Cards({ cards, size }: SeatProps) {
  return (
    <div className="bj-cards">
      {cards.map(({ slot, card, shown }) => (
        <PlayingCard
          key={slot}
          card={card ?? 0}
          faceUp={shown === 'up' && card !== undefined}
          size={size}
          className={card === undefined ? 'pcard-hole' : undefined}
        />
      ))}
    </div>
  );
}

/** The dealer: the up card's value while the hole card is down, the final total once the round is over. */
function DealerSeat({ cards, size, total }: SeatProps & { total: number | null }) {
  const { t } = useTranslation();
  const totalText = useTotalText();
  const up = cards.filter((c) => c.shown === 'up' && c.card !== undefined).map((c) => c.card!);
  return (
    <div className="bj-seat bj-dealer" role="group" aria-label={t('blackjack_page.dealer')} data-testid="bj-dealer">
      <div className="bj-seat-head">
        <span className="bj-seat-name">{t('blackjack_page.dealer')}</span>
        {up.length > 0 && (
          <span className="bj-total" data-testid="bj-dealer-total">
            {totalText(total === null ? blackjackTotal(up) : { total, soft: false })}
          </span>
        )}
      </div>
      <Cards cards={cards} size={size} />
    </div>
  );
}

type HandProps = SeatProps & {
  hand: BlackjackView['hands'][number];
  index: number;
  split: boolean;
  active: boolean;
  over: boolean;
};

/** One of the member's hands: its total over the cards up, its stake, and once over its outcome and payout. */
function HandSeat({ hand, index, split, active, over, cards, size }: HandProps) {
  const { t } = useTranslation();
  const totalText = useTotalText();
  const up = cards.filter((c) => c.shown === 'up').map((c) => c.card!);
  const name = split ? t('blackjack_page.hand_n', { n: index + 1 }) : t('blackjack_page.player');
  const classes = ['bj-seat', 'bj-hand', active && 'bj-hand-active', over && `bj-hand-${hand.outcome}`];
  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      role="group"
      aria-label={name}
      aria-current={active ? 'true' : undefined}
      data-testid={`bj-hand-${index}`}
    >
      <div className="bj-seat-head">
        <span className="bj-seat-name">{name}</span>
        {up.length > 0 && (
          <span className="bj-total" data-testid={`bj-hand-total-${index}`}>
            {totalText(up.length === hand.cards.length ? hand : blackjackTotal(up))}
          </span>
        )}
      </div>
      <Cards cards={cards} size={size} />
      <div className="bj-hand-foot">
        <span className="bj-stake">
          {t('blackjack_page.stake')} {formatMoney(hand.stake)}
          {hand.doubled && <span className="bj-badge">{t('blackjack_page.doubled')}</span>}
        </span>
        {over && hand.outcome && (
          <span className="bj-outcome" data-testid={`bj-outcome-${index}`}>
            <strong>{t(`blackjack_page.outcome.${hand.outcome}`)}</strong>
            {hand.payout !== null && (
              <span data-testid={`bj-payout-${index}`}>
                {t('card_page.payout')} {formatMoney(hand.payout)}
              </span>
            )}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * A blackjack round on the table: the dealer's cards (the hole card face down until the round is
 * over), each of the member's hands with its total ("soft 17"), stake and, once over, its outcome and
 * payout; after a split the hand in play is marked. The page deals the cards in step by step (`done`).
 */
export function BlackjackHands({ view, done = Infinity, size = 'md' }: Props) {
  const { t } = useTranslation();
  const steps = blackjackSteps(view);
  const all = done >= steps.length;
  const over = view.phase === 'finished' && all;
  const split = view.hands.length > 1;
  const dealer = Array.from({ length: Math.max(view.dealer.length, 2) }, (_, j) => ({
    slot: `d${j}` as const,
    card: view.dealer[j],
  }));

  return (
    <div className={`bj-table bj-table-${size}`} data-testid="bj-table">
      <DealerSeat cards={onTable(steps, done, dealer)} size={size} total={over ? view.dealerTotal : null} />
      <div className={split ? 'bj-hands bj-hands-split' : 'bj-hands'}>
        {view.hands.map((hand, i) => (
          <HandSeat
            key={i}
            hand={hand}
            index={i}
            split={split}
            active={split && view.phase === 'play' && view.active === i && all}
            over={over}
            cards={onTable(
              steps,
              done,
              hand.cards.map((card, j) => ({ slot: `h${i}.${j}` as const, card })),
            )}
            size={size}
          />
        ))}
      </div>
      {view.insurance !== null && (
        <p className="bj-insurance" data-testid="bj-insurance">
          {over && view.insurancePayout !== null
            ? t('blackjack_page.insurance_result', {
                amount: formatMoney(view.insurance),
                payout: formatMoney(view.insurancePayout),
              })
            : `${t('blackjack_page.insurance')} ${formatMoney(view.insurance)}`}
        </p>
      )}
    </div>
  );
}
