import { cardText, rankOf, suitOf } from '@app/contract';
import type { ReactNode } from 'react';
import './playing-card.css';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

// The suits drawn as shapes (spades, hearts, diamonds, clubs: the order of the contract's SUITS), so
// no font's emoji or missing glyph changes them.
const SUIT_SHAPES: ReactNode[] = [
  <path
    key="s"
    d="M12 2C9.3 6 4 9 4 13.5 4 16 6 18 8.5 18c1.3 0 2.4-.5 3-1.3-.3 1.9-1.2 3.5-2.6 4.8h6.2c-1.4-1.3-2.3-2.9-2.6-4.8.6.8 1.7 1.3 3 1.3 2.5 0 4.5-2 4.5-4.5C20 9 14.7 6 12 2z"
  />,
  <path
    key="h"
    d="M12 21.4l-1.5-1.3C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1C13.1 3.8 14.8 3 16.5 3 19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.5 11.5L12 21.4z"
  />,
  <path key="d" d="M12 2l8 10-8 10-8-10z" />,
  <g key="c">
    <circle cx="12" cy="7" r="4.3" />
    <circle cx="6.8" cy="13.6" r="4.3" />
    <circle cx="17.2" cy="13.6" r="4.3" />
    <path d="M12 11l1.8 10.5h-3.6z" />
  </g>,
];

function Suit({ suit, className }: { suit: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      {SUIT_SHAPES[suit]}
    </svg>
  );
}

type PlayingCardProps = {
  /** 0..51 (rules/cards/cards.ts). */
  card: number;
  /** Face down shows the back; turning it up flips the card (a CSS transition). */
  faceUp?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/** One playing card, rank and suit drawn in CSS and SVG; named by its short text (`KH`) once face up. */
export function PlayingCard({ card, faceUp = true, size = 'md', className }: PlayingCardProps) {
  const suit = suitOf(card);
  const rank = RANKS[rankOf(card) - 1];
  const classes = ['pcard', `pcard-${size}`, suit === 1 || suit === 2 ? 'pcard-red' : 'pcard-black'];
  if (faceUp) classes.push('pcard-up');
  if (className) classes.push(className);
  return (
    <div
      className={classes.join(' ')}
      role="img"
      aria-label={faceUp ? cardText(card) : undefined}
      aria-hidden={faceUp ? undefined : true}
      data-card={faceUp ? cardText(card) : undefined}
    >
      <div className="pcard-inner">
        <div className="pcard-face pcard-front">
          <span className="pcard-corner">
            <span className="pcard-rank">{rank}</span>
            <Suit suit={suit} className="pcard-pip" />
          </span>
          <Suit suit={suit} className="pcard-centre" />
          <span className="pcard-corner pcard-corner-end">
            <span className="pcard-rank">{rank}</span>
            <Suit suit={suit} className="pcard-pip" />
          </span>
        </div>
        <div className="pcard-face pcard-back" />
      </div>
    </div>
  );
}
