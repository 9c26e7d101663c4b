export * from './cards.ts';
export * from './shuffle.ts';
export * from './baccarat.ts';
export * from './dragon-tiger.ts';
export * from './table.ts';
export * from './blackjack-hand.ts';
export * from './blackjack.ts';
export * from './live.ts';
