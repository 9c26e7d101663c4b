/**
 * The ledger's set-based writers: many members' entries in one statement, for a draw's settlement,
 * a venue's batch or a day's rebates (docs/decisions.md, Set-based postings). Lint lets only the game
 * modules and invite import them; everything else posts through ../index.ts.
 */
export { postBatch, postMany, type BatchSource, type BulkEntry } from './bulk.ts';
export { postGroups, type GroupSource } from './post-groups.ts';
export { ownHolds, postSet, type SetMove, type SetParts, type SetWritten } from './post-set.ts';
