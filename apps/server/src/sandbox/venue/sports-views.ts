import type { Lang, SportsBetDetail } from '@app/contract';
import type { SandboxBet } from './book.ts';
import type { SandboxSports } from './sports-book.ts';
import { sportsBook } from './sports-data.ts';
import { fixtureMarkets, fixtureScore, fixturesAround, type Fixture } from './sports-fixtures.ts';
import { SPORTS_MARGIN_BP, centsText } from './sports-markets.ts';

/** What the book's page shows, in the launch's language: fixtures with their prices, and the player's bets. */
type FixtureStatus = 'open' | 'live' | 'ended' | 'cancelled';

function fixtureView(sports: SandboxSports, merchant: string, f: Fixture, lang: Lang) {
  const now = sports.now();
  const cancelled = Boolean(sports.state(merchant).cancelled[f.id]);
  const status: FixtureStatus = cancelled
    ? 'cancelled'
    : now >= f.endsAt
      ? 'ended'
      : sports.isOpen(merchant, f)
        ? 'open'
        : 'live';
  const score = status === 'ended' ? fixtureScore(f) : null;
  return {
    id: f.id,
    league: f.league.name[lang],
    home: f.home.name[lang],
    away: f.away.name[lang],
    startsAt: new Date(f.startsAt).toISOString(),
    endsAt: new Date(f.endsAt).toISOString(),
    status,
    seedHash: f.seedHash,
    // The result seed only once the fixture has ended: anyone may then recompute the score from it.
    seed: status === 'ended' ? f.seed : null,
    score: score ? `${score.home}-${score.away}` : null,
    selections:
      status === 'open'
        ? fixtureMarkets(f).markets.map((p) => {
            const cents = sports.odds(merchant, f, p.market, p.selection);
            return {
              market: p.market,
              selection: p.selection,
              line: p.line,
              odds: cents === null ? null : centsText(cents),
            };
          })
        : [],
  };
}

export function betView(bet: SandboxBet, lang: Lang) {
  const detail = bet.detail as SportsBetDetail;
  return {
    betId: bet.betId,
    type: detail.type,
    stake: bet.stake,
    odds: detail.odds,
    payout: bet.payout,
    status: bet.status,
    placedAt: bet.placedAt,
    settledAt: bet.settledAt,
    legs: detail.legs.map((l) => ({ ...l, league: l.league[lang], home: l.home[lang], away: l.away[lang] })),
  };
}

/** The page's state: the book's fixtures listed now and those ended within a day, and the player's latest bets. */
export function sportsStateView(
  sports: SandboxSports,
  s: { merchant: string; player: string; game: string; lang: Lang },
) {
  const book = sportsBook(s.game)!;
  const m = sports.book.merchant(s.merchant);
  const fixtures = fixturesAround(sports.state(s.merchant).seed, book, sports.schedule, sports.now());
  const mine = (m.bets ?? []).filter(
    (b) => b.player === s.player && b.game === book.code && b.detail?.kind === 'sports',
  );
  return {
    result: 'success',
    game: book.code,
    gameName: book.name[s.lang],
    lang: s.lang,
    colors: book.colors,
    balance: m.players[s.player],
    margin: `${SPORTS_MARGIN_BP / 100}`,
    now: new Date(sports.now()).toISOString(),
    fixtures: fixtures.map((f) => fixtureView(sports, s.merchant, f, s.lang)),
    open: mine.filter((b) => b.status === 'open').map((b) => betView(b, s.lang)),
    settled: mine
      .filter((b) => b.status !== 'open')
      .slice(-30)
      .reverse()
      .map((b) => betView(b, s.lang)),
  };
}
