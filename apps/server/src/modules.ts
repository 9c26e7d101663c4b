import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { account, balanceOf } from './ledger/index.ts';
import { startChangeFeed, type ChangeFeed } from './lib/invalidation.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import { emptyGates, type Gates } from './module-gates.ts';
import { startBetRecords } from './modules/betrecord/index.ts';
import { startCatalogue } from './modules/catalogue/index.ts';
import { startCommon } from './modules/common/index.ts';
import { startContent } from './modules/content/index.ts';
import { startDeposits } from './modules/deposit/index.ts';
import { startFeedback } from './modules/feedback/index.ts';
import { startIdentity } from './modules/identity/index.ts';
import { startInterest } from './modules/interest/index.ts';
import { startInvite } from './modules/invite/index.ts';
import { startLottery } from './modules/lottery/index.ts';
import { recipientOf, startMessages } from './modules/messages/index.ts';
import { startOperators } from './modules/operator/index.ts';
import { startPayout } from './modules/payout/index.ts';
import { startRecords } from './modules/records/index.ts';
import { startResponsible } from './modules/responsible/index.ts';
import { startRewards } from './modules/rewards/index.ts';
import { startSecurity } from './modules/security/index.ts';
import { startService } from './modules/service/index.ts';
import { startSponsorship } from './modules/sponsorship/index.ts';
import { startTurnover } from './modules/turnover/index.ts';
import { startUsers } from './modules/user/index.ts';
import { startVenues } from './modules/venue/index.ts';
import { startWallet } from './modules/wallet/index.ts';
import { startWithdraw } from './modules/withdraw/index.ts';

type Platform = { database: Database; config: Config; lifecycle: Lifecycle };
type Base = Platform & { changes: ChangeFeed; gates: Gates };

/**
 * Every module of the platform, started in dependency order: each receives what it needs of the
 * ones before it as deps. Answers their routes, the sign-in checks, and the seed steps in the
 * order they must run.
 */
export async function startModules(platform: Platform) {
  // What the caches hear of operators' changes, on this instance and the others.
  const changes = await startChangeFeed(platform);
  const base: Base = { ...platform, changes, gates: emptyGates() };
  const members = startMembers(base);
  const money = await startMoney(base, members);
  const games = startGames(base, members, money);
  const service = startMemberService(base, members, money, games);
  const community = startCommunity(base, members, money);

  const all = [
    members.users,
    members.common,
    members.security,
    members.messages,
    members.operators,
    money.wallet,
    money.deposits,
    money.payout,
    money.withdraw,
    money.identity,
    money.rewards,
    money.records,
    games.lottery,
    games.catalogue,
    games.bets,
    service.responsible,
    service.feedback,
    service.channels,
    service.content,
    community.sponsorship,
    community.invite,
    community.interest,
  ];
  return {
    routes: all.flatMap((m) => m.routes),
    authenticate: { member: members.users.authenticate, operator: members.operators.authenticate },
    seeds: [
      members.common.seed,
      money.deposits.seed,
      money.venues.seed,
      games.catalogue.seed,
      money.rewards.seed,
      service.channels.seed,
      service.content.seed,
      community.sponsorship.seed,
      community.interest.seed,
    ],
    /** The live-chat origins the web app may frame (its Content-Security-Policy). */
    frameOrigins: service.channels.frameOrigins,
    users: members.users,
  };
}

/** Operators with their audit log, members with their sessions and profile, uploads, security notices. */
function startMembers({ database: { db }, config, changes, gates }: Base) {
  const operators = startOperators({ db, config });
  const common = startCommon({ db, config });
  // Messages to members, written by the money, feedback and security modules (docs/decisions.md, Messages and notices).
  // `users` starts just below: the inbox asks it only when a member reads.
  const messages = startMessages({ db, audit: operators.audit, recipient: (id) => recipientOf(users.userInfo, id) });
  // Security notices, written by the members' and payout modules (docs/decisions.md, Account security).
  const security = startSecurity({ db, tell: messages.tell });
  const users = startUsers(
    {
      db,
      config,
      balanceOf: (memberId) => balanceOf(db, account.central(memberId)),
      signInGates: gates.signIn,
      notify: security.notify,
      profile: { uploadOwner: common.uploadOwner, realNameGates: gates.realName, audit: operators.audit },
    },
    changes,
  );
  return { operators, audit: operators.audit, common, security, messages, users, turnover: startTurnover() };
}
type Members = ReturnType<typeof startMembers>;

/** Venue wallets, deposits, payout accounts, withdrawals with their identity check, rewards, and the records of them all. */
async function startMoney({ database: { db }, config, lifecycle, changes, gates }: Base, m: Members) {
  const { audit, common, users, turnover } = m;
  const venues = await startVenues({ db, config, lifecycle, turnover, changes, betsSynced: gates.venueBetsSynced });
  const wallet = startWallet({ db, venues, betGates: gates.bet });
  const { request, endNow } = venues.memberSessions;
  gates.exclusionStarted.push({ inTransaction: request, afterCommit: endNow });
  const uploadOwner = common.uploadOwner;
  // Deposits, withdrawals and rewards tell the member in their inbox (docs/decisions.md, Messages and notices).
  const { tell } = m.messages;
  const depositDeps = { uploadOwner, turnover, audit, gates: gates.deposit, payGates: gates.depositPay, tell };
  const deposits = await startDeposits({ db, config, lifecycle, ...depositDeps });
  gates.exclusionStarted.push(deposits.exclusionStarted);
  const payout = startPayout({ db, config, users, common, notify: m.security.notify });
  gates.withdraw.push(payout.cooldownGate);
  gates.realName.push(payout.realNameGate);
  const withdraw = startWithdraw({
    db,
    config,
    users,
    payout: payout.accounts,
    turnover,
    audit,
    gates: gates.withdraw,
    tell,
  });
  // Large withdrawals need an approved identity verification (docs/decisions.md, Identity verification).
  const identity = startIdentity({ db, config, audit, common, withdraw, members: users });
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
  });
  const tradeSources = [deposits.tradeSource, venues.tradeSource, withdraw.tradeSource, rewards.tradeSource];
  const records = startRecords({ db, config, tradeSources });
  return { venues, wallet, deposits, payout, withdraw, identity, rewards, tradeSources, records };
}
type Money = Awaited<ReturnType<typeof startMoney>>;

/** The first-party lottery, the catalogue, venue bet histories and the bet records. */
function startGames({ database, config, lifecycle, changes, gates }: Base, m: Members, money: Money) {
  const { turnover, audit } = m;
  const lottery = startLottery({ database, config, lifecycle, turnover, audit, betGates: gates.bet });
  const venues = money.venues;
  const launchGates = gates.launch;
  const catalogue = startCatalogue({ db: database.db, venues, common: m.common, changes, launchGates, audit });
  const bets = startBetRecords({
    config,
    lottery,
    venueBets: venues.bets,
    venues: venues.catalogue,
    games: catalogue.directory,
  });
  return { lottery, catalogue, bets };
}
type Games = ReturnType<typeof startGames>;

/**
 * Member service: responsible play (docs/decisions.md, Responsible play) with its limits and
 * exclusions checked at sign-in, new deposits, bets and transfers into venues, and rewards; feedback
 * tickets about the member's orders of the past 7 days; the Customer Service tab's channels.
 */
function startMemberService({ database: { db }, config, gates }: Base, m: Members, money: Money, games: Games) {
  const responsible = startResponsible({
    db,
    config,
    depositedBetween: (memberId, from, to) => money.deposits.submittedBetween(db, memberId, from, to),
    betTotals: async (memberId, from, to) => [
      ...(await games.lottery.totalsOf(memberId, { from, to })).map((t) => ({ ...t, source: 'lottery' as const })),
      ...(await money.venues.bets.totalsOf({ memberId, from, to })).map((t) => ({ ...t, source: 'venue' as const })),
    ],
    venueNetIn: money.venues.netMovedIn,
    endVenueSessions: money.venues.memberSessions.endNow,
    exclusionStarted: gates.exclusionStarted,
    verifyLoginPassword: m.users.confirmLoginPassword,
  });
  gates.signIn.push(responsible.gates.signIn);
  gates.deposit.push(responsible.gates.deposit);
  gates.bet.push(responsible.gates.bet);
  gates.launch.push(responsible.gates.launch);
  gates.reward.push(responsible.gates.reward);
  gates.depositPay.push(responsible.gates.excluded);
  gates.venueBetsSynced.push(responsible.venueBetsSynced);
  const { audit, common } = m;
  const { tradeSources } = money;
  const feedback = startFeedback({ db, config, audit, tradeSources, bets: games.bets, common, tell: m.messages.tell });
  const channels = startService({ db, config, audit });
  // The help centre and other/getConfig, which answers the channels too.
  const onlineDeposit = money.deposits.onlinePayments;
  const content = startContent({ db, config, audit, serviceInfo: channels.info, onlineDeposit });
  return { responsible, feedback, channels, content };
}

/** Community and content: the sponsorship partners of the Sponsorship tab; invites and their rebates; the interest wallet. */
function startCommunity({ database: { db }, config, lifecycle, gates }: Base, m: Members, money: Money) {
  const sponsorship = startSponsorship({ db, config, audit: m.audit });
  const invite = startInvite({
    db,
    config,
    lifecycle,
    turnover: m.turnover,
    audit: m.audit,
    invitees: m.users.invitees,
    depositorsAmong: money.deposits.depositorsAmong,
    rewardGates: gates.reward,
    tell: m.messages.tell,
  });
  // Interest claims are rewards: responsible play's exclusion stops them (docs/decisions.md, Interest wallet).
  const interest = startInterest({
    db,
    config,
    lifecycle,
    turnover: m.turnover,
    audit: m.audit,
    gates: gates.reward,
    tell: m.messages.tell,
  });
  return { sponsorship, invite, interest };
}
