/**
 * The ledger's public surface (docs/architecture.md, The module template): the only way a module moves money or
 * reads a balance. One entry at a time: `post`, `transfer`, `hold` and `settleHold`, and a game's
 * `takeStake` and `payBack`. The set-based
 * writers for many members in one statement are in sets/, for the game modules only.
 */
export { account, GAMES_SHARDS, openAccounts, type AccountRef } from './accounts.ts';
export { entryFilterOf, moneyLogTypeOf, type EntryType } from './entry-types.ts';
export { checkInvariants } from './invariants.ts';
export { payBack, takeStake } from './games.ts';
export {
  balanceAfterEntry,
  balanceOf,
  hold,
  kindBalance,
  post,
  settleHold,
  transfer,
  type Alongside,
  type Entry,
  type Guard,
  type HeldGuard,
  type Move,
} from './ledger.ts';
export { fenText, isMemberBelowZero, isoText, param } from './sql-parts.ts';
export { statementOf, type StatementLine } from './statement.ts';
