import { formatFen, LIMITS, translate, type FeedbackOrder, type FeedbackOrderKind, type Lang } from '@app/contract';
import type { FeedbackDeps } from './deps.ts';
import { betByOrderNo, recentBets } from './sources.ts';

/** Orders of each kind offered to pick from; older ones can still be typed in and are found by `findOrder`. */
const PICK_PER_KIND = 50;
const DAY_MS = 86_400_000;

type Found = { orderNo: string; kind: FeedbackOrderKind; detail: string; amount: bigint | string; at: Date };

const KINDS: readonly string[] = ['deposit', 'withdrawal', 'transfer'];

/** The start of the window: the orders of the past 7 days (LIMITS.orderLookupDays), counted back from now. */
export function windowStart(now: Date): Date {
  return new Date(now.getTime() - LIMITS.orderLookupDays * DAY_MS);
}

function view(o: Found, lang: Lang): FeedbackOrder {
  const kind = translate(lang, `feedback.kind.${o.kind}`);
  return {
    orderNo: o.orderNo,
    kind: o.kind,
    label: o.detail ? `${kind} · ${o.detail}` : kind,
    amount: typeof o.amount === 'string' ? o.amount : formatFen(o.amount),
    createdAt: o.at.toISOString(),
  };
}

const tradeSources = (deps: FeedbackDeps) => deps.tradeSources.filter((s) => KINDS.includes(s.type));

/** The member's deposits, withdrawals, transfers and bets of the past 7 days, newest first. */
export async function recentOrders(deps: FeedbackDeps, memberId: number, lang: Lang) {
  const to = deps.clock();
  const from = windowStart(to);
  const [trades, bets] = await Promise.all([
    Promise.all(
      tradeSources(deps).map((s) => s.trades({ memberId, from, to, status: undefined, limit: PICK_PER_KIND, lang })),
    ),
    recentBets(deps, memberId, from, lang),
  ]);
  const found: Found[] = [
    ...trades.flatMap((t) =>
      t.rows.map((r) => ({
        orderNo: r.orderNo,
        kind: r.type as FeedbackOrderKind,
        detail: r.methodLabel,
        amount: r.amount,
        at: r.createdAt,
      })),
    ),
    ...bets
      .filter((b) => new Date(b.placedAt) >= from)
      .slice(0, PICK_PER_KIND)
      .map((b) => ({
        orderNo: b.orderNo,
        kind: 'bet' as const,
        detail: b.gameName,
        amount: b.stake,
        at: new Date(b.placedAt),
      })),
  ];
  found.sort((a, b) => b.at.getTime() - a.at.getTime() || b.orderNo.localeCompare(a.orderNo));
  return { list: found.map((o) => view(o, lang)) };
}

/**
 * The member's order `orderNo` placed within the past 7 days, or null: another member's order, one
 * older than 7 days and a number never issued all read the same.
 */
export async function findOrder(deps: FeedbackDeps, memberId: number, orderNo: string, lang: Lang) {
  const from = windowStart(deps.clock());
  const [trades, bet] = await Promise.all([
    Promise.all(tradeSources(deps).map((s) => s.trade(memberId, orderNo, lang))),
    betByOrderNo(deps, memberId, orderNo, lang),
  ]);
  const trade = trades.find((t) => t !== null);
  const found: Found | null = trade
    ? {
        orderNo,
        kind: trade.type as FeedbackOrderKind,
        detail: trade.methodLabel,
        amount: trade.amount,
        at: trade.createdAt,
      }
    : bet
      ? { orderNo, kind: 'bet', detail: bet.gameName, amount: bet.stake, at: new Date(bet.placedAt) }
      : null;
  return found && found.at >= from ? found : null;
}
