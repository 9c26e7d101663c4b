import { systemClock } from '../lib/clock.ts';
import { startChangeFeed } from '../lib/invalidation.ts';
import type { Base, Platform } from './base.ts';
import { startCommunity } from './community.ts';
import { startGames } from './games.ts';
import { emptyGates } from './gates.ts';
import { startMembers } from './members.ts';
import { startMoney } from './money.ts';
import { startMemberService } from './service.ts';

/**
 * Every module of the platform, started in dependency order: each receives what it needs of the
 * ones before it as deps. Answers their routes, the sign-in checks, and the seed steps in the
 * order they must run.
 */
export async function startModules(platform: Platform) {
  // What the caches hear of operators' changes, on this instance and the others.
  const changes = await startChangeFeed(platform);
  const base: Base = { ...platform, clock: systemClock, changes, gates: emptyGates() };
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
    games.cards,
    games.live,
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
    /** The origins the web app may frame (its Content-Security-Policy): live chats, and venues' game pages. */
    frameOrigins: async () => {
      const [chats, venues] = await Promise.all([
        service.channels.frameOrigins(),
        money.venues.catalogue.frameOrigins(),
      ]);
      return [...new Set([...chats, ...venues])].sort();
    },
    users: members.users,
  };
}
