/**
 * The platform's one clock. platform/index.ts makes it and passes it to every module in its deps,
 * so no module reads the time on its own (lint refuses `new Date()` and `Date.now()` there): a test
 * or a replay can then set the time for all of them at once. Statements that stamp rows with the
 * database's `now()` keep that clock, one per transaction.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
