import {
  addDays,
  formatFen,
  parseCalendarDate,
  startOfDayIn,
  STATEMENT_MAX_DAYS,
  todayIn,
  translate,
  type Lang,
  type Statement,
} from '@app/contract';
import { statementOf } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ResponsibleDeps } from './deps.ts';

type Group = Statement['lines'][number]['group'];
const GROUP_OF: Record<string, Group> = {
  deposit: 'deposit',
  hold: 'withdrawal',
  'hold.released': 'withdrawal',
  'bet.stake': 'bet',
  'bet.payout': 'bet',
  'bet.refund': 'bet',
  'bonus.vip': 'bonus',
  'bonus.signin': 'bonus',
  'bonus.activity': 'bonus',
  'bonus.wheel': 'bonus',
  'bonus.task': 'bonus',
};
// The most lines listed; the totals count every movement of the window.
const MAX_LINES = 500;
const MAX_READ = 50_000;

/** The window [from, to] in days of the platform calendar: both valid, in order, not after today, at most 90 days. */
function windowOf(deps: ResponsibleDeps, q: { from: string; to: string }) {
  const today = todayIn(deps.config.timeZone, deps.clock());
  if (!parseCalendarDate(q.from) || !parseCalendarDate(q.to) || q.from > q.to || q.to > today) {
    throw new AppError('responsible.range_invalid');
  }
  if (addDays(q.from, STATEMENT_MAX_DAYS - 1) < q.to) {
    throw new AppError('responsible.range_too_long', 400, { days: STATEMENT_MAX_DAYS });
  }
  return { from: startOfDayIn(q.from, deps.config.timeZone), to: startOfDayIn(addDays(q.to, 1), deps.config.timeZone) };
}

/**
 * The member's activity in the window: the central wallet's deposits, withdrawals, lottery bets
 * and bonuses line by line (from the ledger), and totals where stakes and returns also count the
 * venues' bets (docs/decisions.md, Responsible play: activity statement).
 */
export async function statement(
  deps: ResponsibleDeps,
  memberId: number,
  q: { from: string; to: string },
  lang: Lang,
): Promise<Statement> {
  const window = windowOf(deps, q);
  const [{ rows }, bets] = await Promise.all([
    statementOf(deps.db, memberId, { ...window, kinds: Object.keys(GROUP_OF), page: 1, limit: MAX_READ }),
    deps.betTotals(memberId, window.from, window.to),
  ]);
  const lines = rows.filter((r) => r.wallet === 'central' && GROUP_OF[r.type]);
  const sum = (group: Group) => lines.filter((l) => GROUP_OF[l.type] === group).reduce((s, l) => s + l.amount, 0n);
  const stakes = bets.reduce((s, b) => s + b.stake, 0n);
  const returns = bets.reduce((s, b) => s + b.validStake + b.winLose, 0n);
  return {
    fromDate: q.from,
    toDate: q.to,
    totals: {
      deposits: formatFen(sum('deposit')),
      withdrawals: formatFen(-sum('withdrawal')),
      stakes: formatFen(stakes),
      returns: formatFen(returns),
      bonuses: formatFen(sum('bonus')),
    },
    lines: lines.slice(0, MAX_LINES).map((l) => ({
      at: l.createdAt.toISOString(),
      group: GROUP_OF[l.type]!,
      label: translate(lang, `responsible.group.${GROUP_OF[l.type]!}`),
      amount: formatFen(l.amount),
      ref: l.ref,
    })),
    truncated: lines.length > MAX_LINES,
  };
}
