import { answerCache } from '../lib/answer-cache.ts';
import { startBetRecord } from '../modules/bet-record/index.ts';
import { startCards } from '../modules/cards/index.ts';
import { startCatalogue } from '../modules/catalogue/index.ts';
import { startLive } from '../modules/live/index.ts';
import { startLottery } from '../modules/lottery/index.ts';
import type { Base } from './base.ts';
import type { Members } from './members.ts';
import type { Money } from './money.ts';

/** The first-party lottery, card games and live table, the catalogue, venue bet histories and the bet records. */
export function startGames({ database, config, lifecycle, clock, changes, gates }: Base, m: Members, money: Money) {
  const { turnover, audit } = m;
  const lottery = startLottery({ database, config, clock, lifecycle, turnover, audit, betGates: gates.bet });
  const cards = startCards({ db: database.db, config, clock, turnover, betGates: gates.bet });
  const live = startLive({ database, config, clock, lifecycle, turnover, betGates: gates.bet });
  const venues = money.venues;
  const catalogue = startCatalogue({
    db: database.db,
    clock,
    cached: answerCache(changes),
    venues,
    common: m.common,
    launchGates: gates.launch,
    audit,
  });
  const bets = startBetRecord({
    config,
    lottery,
    cards,
    live,
    venueBets: venues.bets,
    venues: venues.catalogue,
    games: catalogue.directory,
  });
  return { lottery, cards, live, catalogue, bets };
}
export type Games = ReturnType<typeof startGames>;
