import { startBetRecords } from '../modules/betrecord/index.ts';
import { startCatalogue } from '../modules/catalogue/index.ts';
import { startLottery } from '../modules/lottery/index.ts';
import type { Base } from './base.ts';
import type { Members } from './members.ts';
import type { Money } from './money.ts';

/** The first-party lottery, the catalogue, venue bet histories and the bet records. */
export function startGames({ database, config, lifecycle, changes, gates }: Base, m: Members, money: Money) {
  const { turnover, audit } = m;
  const lottery = startLottery({ database, config, lifecycle, turnover, audit, betGates: gates.bet });
  const venues = money.venues;
  const launchGates = gates.launch;
  const catalogue = startCatalogue({ db: database.db, venues, common: m.common, changes, launchGates, audit });
  const bets = startBetRecords({
    config,
    lottery,
    venueBets: venues.bets,
    venues: venues.catalogue,
    games: catalogue.directory,
  });
  return { lottery, catalogue, bets };
}
export type Games = ReturnType<typeof startGames>;
