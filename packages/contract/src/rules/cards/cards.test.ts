import { describe, expect, it } from 'vitest';
import { cardOf, cardText, rankOf, shoe, suitOf, SUITS } from './cards.ts';

describe('cards', () => {
  it('numbers the 52 cards by suit and rank, each once', () => {
    const seen = new Set<string>();
    for (let card = 0; card < 52; card++) {
      expect(cardOf(rankOf(card), suitOf(card))).toBe(card);
      seen.add(cardText(card));
    }
    expect(seen.size).toBe(52);
    expect([rankOf(0), rankOf(12), rankOf(13), suitOf(12), suitOf(13), suitOf(51)]).toEqual([1, 13, 1, 0, 1, 3]);
  });

  it('writes cards short', () => {
    expect(cardText(cardOf(13, SUITS.indexOf('H')))).toBe('KH');
    expect(cardText(cardOf(10, SUITS.indexOf('S')))).toBe('10S');
    expect(cardText(cardOf(1, SUITS.indexOf('C')))).toBe('AC');
    expect(cardText(51)).toBe('KC');
  });

  it('lays out a shoe deck by deck', () => {
    const eight = shoe(8);
    expect(eight).toHaveLength(416);
    expect(eight.slice(50, 54)).toEqual([50, 51, 0, 1]);
    for (let card = 0; card < 52; card++) expect(eight.filter((c) => c === card)).toHaveLength(8);
  });
});
