import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { param } from './sql-parts.ts';

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

/** Every account the legs of `entries` name, once each. */
export const accountsOf = (entries: { legs: { account: AccountRef }[] }[]) => [
  ...new Map(entries.flatMap((e) => e.legs.map((l) => [l.account.key, l.account] as const))).values(),
];

/** Creates every account of `list` that does not exist yet. */
export async function openAccounts(ex: Executor, list: AccountRef[]): Promise<void> {
  await ex.execute(sql`
    insert into ledger_accounts (key, member_id, kind)
    select * from unnest(${param(list.map((a) => a.key))}::text[], ${param(list.map((a) => a.memberId))}::bigint[],
                         ${param(list.map((a) => a.kind))}::text[])
    on conflict do nothing`);
}
