import type { BlackjackView } from '@app/contract';

/** A card's place on the table: the dealer's j-th (`d1` is the hole card) or hand i's j-th (`h0.2`). */
export type BlackjackSlot = `d${number}` | `h${number}.${number}`;
/** A step of the deal as the table shows it: a card comes face down, or turns up. */
export type BlackjackStep = { slot: BlackjackSlot; kind: 'deal' | 'flip' };

const both = (slot: BlackjackSlot): BlackjackStep[] => [
  { slot, kind: 'deal' },
  { slot, kind: 'flip' },
];

/**
 * The steps that put a round's cards on the table, in the order they were dealt
 * (rules/cards/blackjack.ts): player, dealer up, player, the hole card face down; then each hand's
 * later cards, hand by hand (after a split the second first card is hand 1's); once the round is
 * over the hole card turns up and the dealer's draws follow. A later answer of the same round only
 * ever adds steps at the end, so a table that showed the first n steps deals just the new ones.
 */
export function blackjackSteps(view: BlackjackView): BlackjackStep[] {
  const split = view.hands.length > 1;
  const steps: BlackjackStep[] = [...both('h0.0'), ...both('d0'), ...both(split ? 'h1.0' : 'h0.1')];
  steps.push({ slot: 'd1', kind: 'deal' });
  view.hands.forEach((hand, i) => {
    for (let j = split ? 1 : 2; j < hand.cards.length; j += 1) steps.push(...both(`h${i}.${j}`));
  });
  if (view.phase === 'finished') {
    steps.push({ slot: 'd1', kind: 'flip' });
    for (let j = 2; j < view.dealer.length; j += 1) steps.push(...both(`d${j}`));
  }
  return steps;
}

/** How a slot shows after the first `done` steps: not yet there, face down, or face up. */
export function slotShown(steps: readonly BlackjackStep[], done: number, slot: BlackjackSlot) {
  const at = (kind: BlackjackStep['kind']) => steps.findIndex((s) => s.slot === slot && s.kind === kind);
  const dealt = at('deal');
  if (dealt < 0 || dealt >= done) return 'none' as const;
  const flipped = at('flip');
  return flipped >= 0 && flipped < done ? ('up' as const) : ('down' as const);
}
