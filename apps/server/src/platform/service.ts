import { startContent } from '../modules/content/index.ts';
import { startFeedback } from '../modules/feedback/index.ts';
import { startResponsible } from '../modules/responsible/index.ts';
import { startService } from '../modules/service/index.ts';
import type { Base } from './base.ts';
import type { Games } from './games.ts';
import type { Members } from './members.ts';
import type { Money } from './money.ts';

/**
 * Member service: responsible play (docs/decisions.md, Responsible play) with its limits and
 * exclusions checked at sign-in, new deposits, bets and transfers into venues, and rewards; feedback
 * tickets about the member's orders of the past 7 days; the Customer Service tab's channels.
 */
export function startMemberService(
  { database: { db }, config, clock, gates }: Base,
  m: Members,
  money: Money,
  games: Games,
) {
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
    clock,
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
  const feedback = startFeedback({
    db,
    config,
    audit,
    tradeSources,
    bets: games.bets,
    common,
    clock,
    tell: m.messages.tell,
  });
  const channels = startService({ db, config, audit, clock });
  // The help centre and other/getConfig, which answers the channels too.
  const onlineDeposit = money.deposits.onlinePayments;
  const content = startContent({ db, config, audit, serviceInfo: channels.info, onlineDeposit, clock });
  return { responsible, feedback, channels, content };
}
