import type { Tx } from '../db/client.ts';
import { account } from './accounts.ts';
import { post } from './post.ts';

/**
 * A stake leaves the member's central wallet for the house games wallet (the member's shard of it,
 * as the lottery's stakes): `ref` names the round and, for a stake added later, what added it.
 * Answers the central balance after it; a balance too low is `money.insufficient_balance`.
 */
export async function takeStake(tx: Tx, memberId: number, ref: string, amount: bigint): Promise<bigint> {
  const central = account.central(memberId);
  const posted = await post(tx, {
    type: 'bet.stake',
    ref,
    memberId,
    legs: [
      { account: central, amount: -amount },
      { account: account.gamesShard(memberId), amount },
    ],
  });
  return posted.accounts.get(central.key)!.balance;
}

/** What a round pays back (stake included) from the house games wallet; the central balance after it. */
export async function payBack(tx: Tx, memberId: number, ref: string, amount: bigint): Promise<bigint | null> {
  if (amount === 0n) return null;
  const central = account.central(memberId);
  const posted = await post(tx, {
    type: 'bet.payout',
    ref,
    memberId,
    legs: [
      { account: account.house('games'), amount: -amount },
      { account: central, amount },
    ],
  });
  return posted.accounts.get(central.key)!.balance;
}
