import { startInterest } from '../modules/interest/index.ts';
import { startInvite } from '../modules/invite/index.ts';
import { startSponsorship } from '../modules/sponsorship/index.ts';
import type { Base } from './base.ts';
import type { Members } from './members.ts';
import type { Money } from './money.ts';

/** Community and content: the sponsorship partners of the Sponsorship tab; invites and their rebates; the interest wallet. */
export function startCommunity({ database: { db }, config, lifecycle, clock, gates }: Base, m: Members, money: Money) {
  const sponsorship = startSponsorship({ db, config, audit: m.audit, clock });
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
    clock,
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
    clock,
  });
  return { sponsorship, invite, interest };
}
