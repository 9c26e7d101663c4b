import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { account } from './ledger/accounts.ts';
import { balanceOf } from './ledger/ledger.ts';
import { startChangeFeed } from './lib/invalidation.ts';
import type { Gate } from './lib/gates.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import { startBetRecords } from './modules/betrecord/index.ts';
import { startCatalogue } from './modules/catalogue/index.ts';
import { startCommon } from './modules/common/index.ts';
import { startDeposits } from './modules/deposit/index.ts';
import { startLottery } from './modules/lottery/index.ts';
import { startOperators } from './modules/operator/index.ts';
import { startPayout } from './modules/payout/index.ts';
import { startRecords } from './modules/records/index.ts';
import { startRewards } from './modules/rewards/index.ts';
import { startTurnover } from './modules/turnover/index.ts';
import { startUsers } from './modules/user/index.ts';
import { startVenues } from './modules/venue/index.ts';
import { startWallet } from './modules/wallet/index.ts';
import { startWithdraw, type WithdrawAttempt } from './modules/withdraw/index.ts';

/**
 * Every module of the platform, started in dependency order: each receives what it needs of the
 * ones before it as deps. Answers their routes, the sign-in checks, and the seed steps in the
 * order they must run.
 */
export async function startModules({
  database,
  config,
  lifecycle,
}: {
  database: Database;
  config: Config;
  lifecycle: Lifecycle;
}) {
  const { db } = database;
  // What the caches hear of operators' changes, on this instance and the others.
  const changes = await startChangeFeed({ database, config, lifecycle });
  const turnover = startTurnover();
  const operators = startOperators({ db, config });
  const audit = operators.audit;
  // Checks later modules add to sign-in and withdrawals (lib/gates.ts).
  const signInGates: Gate<{ memberId: number }>[] = [];
  const withdrawGates: Gate<WithdrawAttempt>[] = [];
  const users = startUsers(
    { db, config, balanceOf: (memberId) => balanceOf(db, account.central(memberId)), signInGates },
    changes,
  );
  const common = startCommon({ db, config });

  // Money: venue wallets, deposits, payout accounts, withdrawals, and the records of them all.
  const venues = await startVenues({ db, config, lifecycle, turnover, changes });
  const wallet = startWallet({ db, venues });
  const deposits = await startDeposits({ db, config, lifecycle, uploadOwner: common.uploadOwner, turnover, audit });
  const payout = startPayout({ db, users, common });
  const withdraw = startWithdraw({
    db,
    config,
    users,
    payout: payout.accounts,
    turnover,
    audit,
    gates: withdrawGates,
  });
  const rewards = startRewards({
    db,
    config,
    turnover,
    audit,
    depositedTotal: deposits.depositedTotal,
    depositedBetween: deposits.depositedBetween,
    firstDeposit: deposits.firstDeposit,
    members: { userInfo: users.userInfo, raiseVipLevel: users.raiseVipLevel },
  });
  const tradeSources = [deposits.tradeSource, venues.tradeSource, withdraw.tradeSource, rewards.tradeSource];
  const records = startRecords({ db, config, tradeSources });

  // Games: the first-party lottery, the catalogue, venue bet histories and the bet records.
  const lottery = startLottery({ database, config, lifecycle, turnover, audit });
  const catalogue = startCatalogue({ db, venues, common, changes });
  const bets = startBetRecords({
    config,
    lottery,
    venueBets: venues.bets,
    venues: venues.catalogue,
    games: catalogue.directory,
  });

  const all = [
    users,
    common,
    operators,
    wallet,
    deposits,
    payout,
    withdraw,
    rewards,
    records,
    lottery,
    catalogue,
    bets,
  ];
  return {
    routes: all.flatMap((m) => m.routes),
    authenticate: { member: users.authenticate, operator: operators.authenticate },
    seeds: [common.seed, deposits.seed, venues.seed, catalogue.seed, rewards.seed],
    users,
  };
}
