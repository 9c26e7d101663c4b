import type { SportsBetDetail } from '@app/contract';
import { fenToVenueMoney, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import type { MerchantState, SandboxBet } from './book.ts';
import { fixtureScore, type Fixture } from './sports-fixtures.ts';
import { selectionWins } from './sports-markets.ts';

type Leg = SportsBetDetail['legs'][number];
type Decided = { result: Leg['result']; score: string | null };
const cents = (odds: string) => BigInt(odds.replace('.', ''));

/**
 * What a bet comes to once every leg is decided: any lost leg loses it; a void leg counts odds
 * 1.00, so a parlay pays its stake times the product of its other legs' odds (rounded down to
 * 2 decimals, then to the fen), and a bet with every leg void is void (its stake goes back).
 */
export function outcomeOf(stake: bigint, legs: readonly Pick<Leg, 'result' | 'odds'>[]): { payout: bigint } | 'void' {
  if (legs.some((l) => l.result === 'lost')) return { payout: 0n };
  const live = legs.filter((l) => l.result === 'won');
  if (live.length === 0) return 'void';
  const product = live.reduce((acc, l) => acc * cents(l.odds), 1n) / 100n ** BigInt(live.length - 1);
  const capped = product > 999_999_999n ? 999_999_999n : product;
  return { payout: (stake * capped) / 100n };
}

/**
 * One pass over the merchant's bets: every open sportsbook bet whose fixtures have all ended or
 * been cancelled is settled (or voided) once, the winnings go to the player's wallet, and the
 * settled bets move to the end of the list with new sequence numbers, as the history reads them.
 * The list is rebuilt once, whatever the number settled (no splice per bet). Answers how many
 * settled and the earliest end of a fixture some open bet still waits for.
 */
export function settleOpenBets(
  m: MerchantState,
  cancelled: Readonly<Record<string, string>>,
  now: number,
  fixtureOf: (id: string) => Fixture | null,
): { settled: number; nextDue: number } {
  const decided = new Map<string, Decided | null>();
  let nextDue = Infinity;
  const decide = (id: string): Decided | null => {
    if (decided.has(id)) return decided.get(id)!;
    const f = fixtureOf(id);
    let d: Decided | null = null;
    if (!f || cancelled[id]) d = { result: 'void', score: null };
    else if (now >= f.endsAt) {
      const s = fixtureScore(f);
      d = { result: 'pending', score: `${s.home}-${s.away}` };
    } else nextDue = Math.min(nextDue, f.endsAt);
    decided.set(id, d);
    return d;
  };
  const settled: SandboxBet[] = [];
  const kept: SandboxBet[] = [];
  for (const bet of m.bets ?? []) {
    const detail = bet.detail;
    if (bet.status !== 'open' || detail?.kind !== 'sports') {
      kept.push(bet);
      continue;
    }
    const states = detail.legs.map((l) => decide(l.fixtureId));
    if (states.some((s) => s === null)) {
      kept.push(bet);
      continue;
    }
    const legs = detail.legs.map((l, i) => settledLeg(l, states[i]!));
    settled.push(finish(m, bet, { ...detail, legs }, now));
  }
  if (settled.length > 0) m.bets = [...kept, ...settled];
  return { settled: settled.length, nextDue };
}

function settledLeg(l: Leg, d: Decided): Leg {
  if (d.result === 'void') return { ...l, result: 'void', score: null };
  const [home, away] = d.score!.split('-').map(Number) as [number, number];
  const won = selectionWins(l.market, l.selection, l.line, { home, away });
  return { ...l, result: won ? 'won' : 'lost', score: d.score };
}

function finish(m: MerchantState, bet: SandboxBet, detail: SportsBetDetail, now: number): SandboxBet {
  const outcome = outcomeOf(venueMoneyToFen(bet.stake), detail.legs);
  const back = outcome === 'void' ? venueMoneyToFen(bet.stake) : outcome.payout;
  if (back > 0n) m.players[bet.player] = fenToVenueMoney(venueMoneyToFen(m.players[bet.player] ?? '0.00') + back);
  return {
    ...bet,
    seq: (m.betSeq = (m.betSeq ?? 0) + 1),
    status: outcome === 'void' ? 'void' : 'settled',
    payout: outcome === 'void' ? null : fenToVenueMoney(outcome.payout),
    settledAt: new Date(now).toISOString(),
    detail,
  };
}
