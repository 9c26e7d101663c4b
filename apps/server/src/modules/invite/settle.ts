import { gte } from 'drizzle-orm';
import { addDays, formatFen, startOfDayIn, todayIn } from '@app/contract';
import { postMany } from '../../ledger/sets/index.ts';
import { account } from '../../ledger/index.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { InviteDeps } from './deps.ts';
import { currentRules, type Rules } from './rules.ts';
import { rebateDays, rebates } from './schema.ts';

type Rebate = {
  inviterId: number;
  inviteeId: number;
  level: number;
  turnover: bigint;
  basisPoints: number;
  amount: bigint;
};

/**
 * The day's rebates for every member at once: each invitee's valid turnover of the day, times the
 * share of their inviter (level 1) and of that inviter's inviter (level 2), floored to the fen per
 * (inviter, invitee, day). Nobody is their own inviter, so nobody earns on their own turnover.
 */
async function rebatesOf(deps: InviteDeps, day: string, rules: Rules): Promise<Rebate[]> {
  const { db, config } = deps;
  const from = startOfDayIn(day, config.timeZone);
  const to = startOfDayIn(addDays(day, 1), config.timeZone);
  const staked = await deps.turnover.stakedByMemberBetween(db, from, to);
  const turnoverOf = new Map(staked.map((s) => [s.memberId, s.staked]));
  const chains = await deps.invitees.chains(db, [...turnoverOf.keys()]);
  const share = (turnover: bigint, bp: number) => (turnover * BigInt(bp)) / 10_000n;
  return chains.flatMap(({ id, parent, grandparent }) => {
    const turnover = turnoverOf.get(id)!;
    const levels = [
      { inviterId: parent, level: 1, basisPoints: rules.level1BasisPoints },
      ...(grandparent === null ? [] : [{ inviterId: grandparent, level: 2, basisPoints: rules.level2BasisPoints }]),
    ];
    return levels
      .map((l) => ({ ...l, inviteeId: id, turnover, amount: share(turnover, l.basisPoints) }))
      .filter((r) => r.amount > 0n && r.inviterId !== id);
  });
}

/** The rebates whose inviter may take a reward now (responsible play); the rest are not paid. */
async function allowed(deps: InviteDeps, list: Rebate[]): Promise<Rebate[]> {
  const verdict = new Map<number, boolean>();
  for (const inviterId of new Set(list.map((r) => r.inviterId))) {
    try {
      for (const gate of deps.rewardGates) await gate({ memberId: inviterId });
      verdict.set(inviterId, true);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      verdict.set(inviterId, false);
    }
  }
  return list.filter((r) => verdict.get(r.inviterId));
}

/** Writes the rows, pays each inviter one entry for the day, and adds the turnover it carries. */
async function pay(deps: InviteDeps, tx: Tx, day: string, list: Rebate[], rules: Rules): Promise<void> {
  if (list.length === 0) return;
  await tx
    .insert(rebates)
    .values(list.map((r) => ({ ...r, day })))
    .onConflictDoNothing();
  const perInviter = new Map<number, bigint>();
  for (const r of list) perInviter.set(r.inviterId, (perInviter.get(r.inviterId) ?? 0n) + r.amount);
  const ref = (inviterId: number) => `rebate:${day}:${inviterId}`;
  await postMany(
    tx,
    [...perInviter].map(([inviterId, amount]) => ({
      type: 'bonus.rebate' as const,
      ref: ref(inviterId),
      memberId: inviterId,
      legs: [
        { account: account.house('bonuses'), amount: -amount },
        { account: account.central(inviterId), amount },
      ],
    })),
  );
  for (const [inviterId, amount] of perInviter) {
    const required = (amount * BigInt(rules.turnoverPercent)) / 100n;
    if (required > 0n) await deps.turnover.require(tx, inviterId, ref(inviterId), required);
    await deps.tell(tx, inviterId, 'rebate_credited', { amount: formatFen(amount), day });
  }
}

/**
 * Settles one business day once, on any number of instances: the day's row is written first in
 * the transaction that pays, so a second settlement waits for the first and then finds it done.
 * Audited with the operator who asked, or none for the job.
 */
export async function settleDay(deps: InviteDeps, day: string, operatorId: number | null = null) {
  if (day >= todayIn(deps.config.timeZone, deps.clock())) throw new AppError('invite.day_not_over');
  const rules = await currentRules(deps.db);
  const list = await allowed(deps, await rebatesOf(deps, day, rules));
  const total = list.reduce((sum, r) => sum + r.amount, 0n);
  const settledNow = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(rebateDays)
      .values({ day, rebates: list.length, total })
      .onConflictDoNothing()
      .returning({ day: rebateDays.day });
    if (claimed.length === 0) return false;
    await pay(deps, tx, day, list, rules);
    const detail = { rebates: list.length, total: formatFen(total) };
    await deps.audit(tx, { operatorId, action: 'rebate.settle', target: `rebate:${day}`, detail });
    return true;
  });
  return { day, settledNow, rebates: settledNow ? list.length : 0, total: formatFen(settledNow ? total : 0n) };
}

/** The job: every day of the past week not settled yet (catching up after downtime), oldest first. */
export async function settleMissedDays(deps: InviteDeps): Promise<void> {
  const today = todayIn(deps.config.timeZone, deps.clock());
  const first = addDays(today, -7);
  const done = await deps.db.select({ day: rebateDays.day }).from(rebateDays).where(gte(rebateDays.day, first));
  const settled = new Set(done.map((d) => d.day));
  for (let day = first; day < today; day = addDays(day, 1)) if (!settled.has(day)) await settleDay(deps, day);
}
