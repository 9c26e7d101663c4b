import { formatFen, parseAmountToFen, type BetKind, type MessageKey } from '@app/contract';

/** An option of the odds list (getLotteryPeilv). */
export type OddsOption = {
  kind: BetKind;
  pick: number | null;
  label: string;
  odds: string;
  minStake: string;
  maxStake: string;
};

/** The sections of the odds grid, in order. */
export const ODDS_GROUPS = ['sides', 'sum', 'triple', 'pair', 'pattern'] as const;
export type OddsGroup = (typeof ODDS_GROUPS)[number];

const SIDES: readonly BetKind[] = ['big', 'small', 'odd', 'even'];

/** One key per option, for selection and React. */
export const optionKey = (o: { kind: BetKind; pick: number | null }) => `${o.kind}:${o.pick ?? '-'}`;

/**
 * The options grouped for the grid: big/small/odd/even, the sums, then triples and pairs of a
 * face when the game has them (Fast 3), and the remaining patterns (PC28: triple, pair, straight).
 */
export function groupOptions<T extends OddsOption>(options: readonly T[]): { group: OddsGroup; options: T[] }[] {
  const pickedTriples = options.some((o) => o.kind === 'triple');
  const groupOf = (o: T): OddsGroup => {
    if (SIDES.includes(o.kind)) return 'sides';
    if (o.kind === 'sum') return 'sum';
    if (o.kind === 'triple' || (o.kind === 'triple_any' && pickedTriples)) return 'triple';
    if (o.kind === 'pair' && o.pick !== null) return 'pair';
    return 'pattern';
  };
  return ODDS_GROUPS.map((group) => ({ group, options: options.filter((o) => groupOf(o) === group) })).filter(
    (g) => g.options.length > 0,
  );
}

export type StakeCheck =
  | { ok: true; stakeFen: bigint; totalFen: bigint; total: string }
  | { ok: false; error: MessageKey; params?: Record<string, string> };

/**
 * The stake of each selection, checked as the server checks it: a positive amount with at most
 * 2 decimals within every selected option's limits. The total is stake x selections.
 */
export function checkStake(stake: string, selected: readonly OddsOption[]): StakeCheck {
  if (selected.length === 0) return { ok: false, error: 'lottery.bets_required' };
  const stakeFen = parseAmountToFen(stake);
  if (stakeFen === null) return { ok: false, error: 'rules.amount' };
  const min = selected.reduce((m, o) => maxOf(m, parseAmountToFen(o.minStake) ?? 0n), 0n);
  const max = selected.reduce((m, o) => minOf(m, parseAmountToFen(o.maxStake) ?? m), BigInt(Number.MAX_SAFE_INTEGER));
  if (stakeFen < min || stakeFen > max) {
    return { ok: false, error: 'lottery.stake_range', params: { min: formatFen(min), max: formatFen(max) } };
  }
  const totalFen = stakeFen * BigInt(selected.length);
  return { ok: true, stakeFen, totalFen, total: formatFen(totalFen) };
}

/** What a winning stake pays back (stake included), rounded down to the fen as the server pays it. */
export function potentialPayout(stakeFen: bigint, odds: string): string {
  return formatFen((stakeFen * (parseAmountToFen(odds) ?? 0n)) / 100n);
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);
