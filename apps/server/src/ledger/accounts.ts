/** Platform-side wallets. House balances may go negative: they mirror money held outside the platform. */
export const HOUSE_ACCOUNTS = [
  'deposits', // money members paid in through providers or operators
  'withdrawals', // money paid out to members' cards and addresses
  'holds', // withdrawals and other amounts set aside, awaiting payment or release
  'fees', // fees charged to members
  'bonuses', // promotions, rebates and interest paid to members
  'games', // results of the platform's own games
  'venue_float', // money sitting in members' wallets at external venues
  'venue_pending', // transfers to or from external venues whose outcome is not yet known
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type AccountRef = { key: string; memberId: number | null; kind: string };

/**
 * Rows the house games wallet is spread over for members' stakes and refunds (docs/decisions.md,
 * Hot house wallet): bets at once lock different rows instead of queueing on one balance. With
 * `house:games` they are the games' result: every row of kind `house:games`.
 */
export const GAMES_SHARDS = 16;

export const account = {
  central: (memberId: number): AccountRef => ({ key: `member:${memberId}:central`, memberId, kind: 'central' }),
  venue: (memberId: number, venue: string): AccountRef => ({
    key: `member:${memberId}:venue:${venue}`,
    memberId,
    kind: `venue:${venue}`,
  }),
  interest: (memberId: number): AccountRef => ({ key: `member:${memberId}:interest`, memberId, kind: 'interest' }),
  house: (name: HouseAccount): AccountRef => ({ key: `house:${name}`, memberId: null, kind: `house:${name}` }),
  /** The row of the house games wallet a member's stakes go to. */
  gamesShard: (memberId: number): AccountRef => ({
    key: `house:games:${memberId % GAMES_SHARDS}`,
    memberId: null,
    kind: 'house:games',
  }),
};
