import { randomBytes } from 'node:crypto';
import type { SportsBetDetail } from '@app/contract';
import { fenToVenueMoney, venueMoneyToFen } from '../../modules/venue/protocol.ts';
import type { MerchantState, SandboxBet, VenueBook } from './book.ts';
import { sportsBook } from './sports-data.ts';
import { fixtureById, fixtureMarkets, type Fixture, type SportsSchedule } from './sports-fixtures.ts';
import { SPORTS_MARGIN_BP, centsText, oddsCents, type MarketCode, type SelectionCode } from './sports-markets.ts';
import { settleOpenBets } from './sports-settle.ts';

/**
 * The sandbox sportsbook's bets, kept in the venue's book beside the slots' (so the bet history
 * answers them alike): a slip of singles or one parlay (2-10 legs, one per fixture) is taken only
 * at the odds the venue offers now. Odds move as bets come in: every 1,000 yuan staked on a
 * selection adds a point (1 %) to its margin, up to 10 points, plus any a test moved by hand
 * (`move`), so the odds only ever shorten and each selection keeps returning less than it takes.
 */
export type SportsState = {
  /** The master seed of this merchant's fixtures and results (secret). */
  seed: string;
  /** Cancelled fixtures and when. */
  cancelled: Record<string, string>;
  /** Fen staked per `fixture|market|selection`. */
  staked: Record<string, string>;
  /** Margin points a test added per fixture (a moved market). */
  moved: Record<string, number>;
};
type WithSports = MerchantState & { sports?: SportsState };
export type Pick = { fixtureId: string; market: MarketCode; selection: SelectionCode; odds: string };
export type Slip = { mode: 'single' | 'parlay'; stake: bigint; picks: Pick[] };
export type PlaceFailure =
  'fixture_closed' | 'selection_unknown' | 'odds_changed' | 'bad_slip' | 'insufficient_balance';
export type PlaceAnswer =
  { result: 'success'; bets: SandboxBet[] } | { result: 'failed'; reason: PlaceFailure; changes?: Pick[] };

/** Stakes a bet may have, in fen. */
export const SPORTS_STAKE_FEN = { min: 100n, max: 1_000_000n } as const;
const STEP_FEN = 100_000n;
const MAX_STEPS = 10;
const newBetId = () => `SP${Date.now()}${randomBytes(6).toString('hex')}`;

export class SandboxSports {
  private readonly nextDue = new Map<string, number>();

  constructor(
    readonly book: VenueBook,
    readonly schedule: SportsSchedule,
    readonly now: () => number,
  ) {}

  state(merchant: string): SportsState {
    const m = this.book.merchant(merchant) as WithSports;
    if (!m.sports) {
      m.sports = { seed: randomBytes(32).toString('hex'), cancelled: {}, staked: {}, moved: {} };
      // Kept at once: the commitments shown from now on must survive a restart.
      this.book.persist();
    }
    return m.sports;
  }

  fixture(merchant: string, id: string): Fixture | null {
    return fixtureById(this.state(merchant).seed, id, this.schedule);
  }

  /** Whether bets on the fixture are taken now: listed, before kick-off, not cancelled. */
  isOpen(merchant: string, f: Fixture): boolean {
    const now = this.now();
    return f.startsAt - this.schedule.leadMs <= now && now < f.startsAt && !this.state(merchant).cancelled[f.id];
  }

  /** The odds in cents offered now for a selection; null when it is not offered. */
  odds(merchant: string, f: Fixture, market: MarketCode, selection: SelectionCode): number | null {
    const s = this.state(merchant);
    const priced = fixtureMarkets(f).markets.find((p) => p.market === market && p.selection === selection);
    if (!priced) return null;
    const staked = BigInt(s.staked[`${f.id}|${market}|${selection}`] ?? '0');
    const steps = Math.min(MAX_STEPS, Number(staked / STEP_FEN)) + (s.moved[f.id] ?? 0);
    return oddsCents(priced.num, priced.den, SPORTS_MARGIN_BP + 100 * steps);
  }

  /** A test's fault: the fixture's odds shorten by `points` margin points. */
  move(merchant: string, fixtureId: string, points: number) {
    const s = this.state(merchant);
    s.moved[fixtureId] = (s.moved[fixtureId] ?? 0) + points;
  }

  /** Places a slip for the player in one of the books (`game`); nothing is written unless all of it is taken. */
  place(merchant: string, player: string, game: string, slip: Slip): PlaceAnswer {
    const m = this.book.merchant(merchant);
    const n = slip.picks.length;
    const distinct = new Set(slip.picks.map((p) => p.fixtureId)).size === n;
    const legsOk = slip.mode === 'single' ? n >= 1 && n <= 10 : n >= 2 && n <= 10;
    const stakeOk = slip.stake >= SPORTS_STAKE_FEN.min && slip.stake <= SPORTS_STAKE_FEN.max;
    if (!distinct || !legsOk || !stakeOk || !sportsBook(game)) return { result: 'failed', reason: 'bad_slip' };
    const legs: { f: Fixture; pick: Pick; cents: number }[] = [];
    const changes: Pick[] = [];
    for (const pick of slip.picks) {
      const f = this.fixture(merchant, pick.fixtureId);
      if (!f || f.book.code !== game || !this.isOpen(merchant, f))
        return { result: 'failed', reason: 'fixture_closed' };
      const cents = this.odds(merchant, f, pick.market, pick.selection);
      if (cents === null) return { result: 'failed', reason: 'selection_unknown' };
      if (centsText(cents) !== pick.odds) changes.push({ ...pick, odds: centsText(cents) });
      legs.push({ f, pick, cents });
    }
    if (changes.length > 0) return { result: 'failed', reason: 'odds_changed', changes };
    const balance = m.players[player];
    const total = slip.stake * BigInt(slip.mode === 'single' ? n : 1);
    if (balance === undefined || venueMoneyToFen(balance) < total)
      return { result: 'failed', reason: 'insufficient_balance' };
    m.players[player] = fenToVenueMoney(venueMoneyToFen(balance) - total);
    const groups = slip.mode === 'single' ? legs.map((l) => [l]) : [legs];
    const bets = groups.map((g) => this.record(m, player, game, slip.stake, g));
    const s = this.state(merchant);
    for (const l of legs) {
      const key = `${l.f.id}|${l.pick.market}|${l.pick.selection}`;
      s.staked[key] = String(BigInt(s.staked[key] ?? '0') + slip.stake);
    }
    const due = Math.min(...legs.map((l) => l.f.endsAt));
    this.nextDue.set(merchant, Math.min(this.nextDue.get(merchant) ?? 0, due));
    return { result: 'success', bets };
  }

  private record(
    m: MerchantState,
    player: string,
    game: string,
    stake: bigint,
    legs: { f: Fixture; pick: Pick; cents: number }[],
  ): SandboxBet {
    const product = legs.reduce((acc, l) => acc * BigInt(l.cents), 1n) / 100n ** BigInt(legs.length - 1);
    const detail: SportsBetDetail = {
      kind: 'sports',
      type: legs.length === 1 ? 'single' : 'parlay',
      odds: centsText(Number(product > 999_999_999n ? 999_999_999n : product)),
      legs: legs.map(({ f, pick, cents }) => ({
        fixtureId: f.id,
        sport: f.book.sport,
        league: f.league.name,
        home: f.home.name,
        away: f.away.name,
        startsAt: new Date(f.startsAt).toISOString(),
        market: pick.market,
        line: fixtureMarkets(f).markets.find((p) => p.market === pick.market && p.selection === pick.selection)!.line,
        selection: pick.selection,
        odds: centsText(cents),
        result: 'pending',
        score: null,
      })),
    };
    const bet: SandboxBet = {
      betId: newBetId(),
      seq: (m.betSeq = (m.betSeq ?? 0) + 1),
      player,
      game,
      stake: fenToVenueMoney(stake),
      payout: null,
      status: 'open',
      placedAt: new Date(this.now()).toISOString(),
      settledAt: null,
      detail,
    };
    (m.bets ??= []).push(bet);
    return bet;
  }

  /** Cancels a fixture that has not ended: its legs turn void (settled with the next `settleDue`). */
  cancel(merchant: string, fixtureId: string): 'cancelled' | 'already' | 'ended' | 'unknown' {
    const f = this.fixture(merchant, fixtureId);
    if (!f) return 'unknown';
    const s = this.state(merchant);
    if (s.cancelled[f.id]) return 'already';
    if (this.now() >= f.endsAt) return 'ended';
    s.cancelled[f.id] = new Date(this.now()).toISOString();
    this.nextDue.delete(merchant);
    this.book.persist();
    return 'cancelled';
  }

  /** Settles every open sportsbook bet whose fixtures have all ended or been cancelled; answers how many. */
  settleDue(merchant: string): number {
    const m = this.book.merchant(merchant) as WithSports;
    // Nothing to look at before the earliest end an open bet waits for (a pass reads every bet).
    if (!m.sports || !m.bets?.length || this.now() < (this.nextDue.get(merchant) ?? 0)) return 0;
    const pass = settleOpenBets(m, m.sports.cancelled, this.now(), (id) => this.fixture(merchant, id));
    this.nextDue.set(merchant, pass.nextDue);
    return pass.settled;
  }

  /** Settles what is due for every merchant, then writes the book once; answers how many bets settled. */
  sweep(): number {
    let settled = 0;
    for (const merchant of Object.keys(this.book.state)) settled += this.settleDue(merchant);
    if (settled > 0) this.book.persist();
    return settled;
  }
}
