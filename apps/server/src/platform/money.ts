import { startDeposit } from '../modules/deposit/index.ts';
import { startIdentity } from '../modules/identity/index.ts';
import { startPayout } from '../modules/payout/index.ts';
import { startRecords } from '../modules/records/index.ts';
import { startRewards } from '../modules/rewards/index.ts';
import { startVenue } from '../modules/venue/index.ts';
import { startWallet } from '../modules/wallet/index.ts';
import { startWithdraw } from '../modules/withdraw/index.ts';
import type { Base } from './base.ts';
import type { Members } from './members.ts';

/** Venue wallets, deposits, payout accounts, withdrawals with their identity check, rewards, and the records of them all. */
export async function startMoney({ database: { db }, config, lifecycle, clock, changes, gates }: Base, m: Members) {
  const { audit, common, users, turnover } = m;
  const venueDeps = { db, config, lifecycle, clock, turnover, changes, betsSynced: gates.venueBetsSynced };
  const venues = await startVenue(venueDeps);
  const wallet = startWallet({ db, venues, betGates: gates.bet });
  const { request, endNow } = venues.memberSessions;
  gates.exclusionStarted.push({ inTransaction: request, afterCommit: endNow });
  const uploadOwner = common.uploadOwner;
  // Deposits, withdrawals and rewards tell the member in their inbox (docs/decisions.md, Messages and notices).
  const { tell } = m.messages;
  const depositDeps = { uploadOwner, turnover, audit, gates: gates.deposit, payGates: gates.depositPay, tell };
  const deposits = await startDeposit({ db, config, lifecycle, clock, ...depositDeps });
  gates.exclusionStarted.push(deposits.exclusionStarted);
  const payout = startPayout({ db, config, clock, users, common, notify: m.security.notify });
  gates.withdraw.push(payout.cooldownGate);
  gates.realName.push(payout.realNameGate);
  const withdraw = startWithdraw({
    db,
    config,
    users,
    payout: payout.accounts,
    turnover,
    audit,
    clock,
    gates: gates.withdraw,
    tell,
  });
  // Large withdrawals need an approved identity verification (docs/decisions.md, Identity verification).
  const identity = startIdentity({ db, config, audit, clock, common, withdraw, members: users });
  gates.withdraw.push(identity.withdrawGate);
  const rewards = startRewards({
    db,
    config,
    turnover,
    audit,
    depositedTotal: deposits.depositedTotal,
    depositedBetween: deposits.depositedBetween,
    firstDeposit: deposits.firstDeposit,
    members: { userInfo: users.userInfo, raiseVipLevel: users.raiseVipLevel },
    gates: gates.reward,
    tell,
    clock,
  });
  const tradeSources = [deposits.tradeSource, venues.tradeSource, withdraw.tradeSource, rewards.tradeSource];
  const records = startRecords({ db, config, clock, tradeSources });
  return { venues, wallet, deposits, payout, withdraw, identity, rewards, tradeSources, records };
}
export type Money = Awaited<ReturnType<typeof startMoney>>;
