// TODO(issue 7): callers import these from ledger/entry-types.ts; this file goes.
export { entryFilterOf, moneyLogTypeOf } from '../../ledger/entry-types.ts';
