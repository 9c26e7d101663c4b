import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BACCARAT_DECKS,
  BETRECORD_API,
  LIVE_API,
  baccaratReturnFen,
  dealBaccarat,
  liveRound,
  liveRoundAt,
  type LiveBetInput,
  type LiveHand,
} from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { shoeOf } from '../../lib/card-shoe.ts';
import { systemClock } from '../../lib/clock.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { byHand } from '../../../test/lottery.ts';
import { fund, newKey } from '../../../test/money.ts';
import { startTurnover } from '../turnover/index.ts';
import { startLive } from './index.ts';

const CYCLE = 600;
const app = await buildTestApp({ LIVE_CYCLE_SECONDS: String(CYCLE) });
const db = app.database.db;
// A second start of the table on the same database, driven by hand (the app's own has no scheduler).
const live = startLive({
  database: app.database,
  config: app.config,
  clock: systemClock,
  lifecycle: byHand,
  turnover: startTurnover({ clock: systemClock }),
  betGates: [],
});
const fen = (money: string) => BigInt(money.replace('.', ''));
const central = (memberId: number) => balanceOf(db, account.central(memberId));

/** A round still open for a while: the one after the round open now (bets may go on it early). */
let next = liveRoundAt('live_baccarat', new Date(), CYCLE).n;
async function freshRound() {
  next += 1;
  const round = liveRound('live_baccarat', next, CYCLE);
  await live.step(new Date(round.opensAt.getTime() - 1000));
  return round;
}

const bet = (token: string, body: LiveBetInput, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, LIVE_API.bet, unchecked(body), { token, lang, headers: { 'idempotency-key': newKey() } });

async function member(yuan = 1000n) {
  const m = await registerMember(app);
  await fund(db, m.uid, yuan * 100n);
  return m;
}

describe('live table', () => {
  it('takes bets of 50 members at once and settles each bet once, from the seed committed before', async () => {
    const round = await freshRound();
    const shown = (await callEndpoint(app, LIVE_API.myRound, { roundId: round.id }, { token: (await member()).token }))
      .body.data.round;
    expect(shown).toMatchObject({ roundId: round.id, status: 'open', seed: null, hand: null });
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
    const spots = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
    const placed = await Promise.all(
      members.map((m, i) =>
        bet(m.token, {
          roundId: round.id,
          bets: [
            { spot: spots[i % 5]!, amount: `${10 + i}.${String(i).padStart(2, '0')}` },
            { spot: spots[(i + 2) % 5]!, amount: '3.33' },
          ],
        }),
      ),
    );
    for (const p of placed) expect(p.body.code, JSON.stringify(p.body)).toBe(1);

    // Two steps at the close, at once: the round is dealt once and every bet settled once.
    const [a, b] = await Promise.all([live.step(round.closesAt), live.step(round.closesAt)]);
    expect([...a.dealt, ...b.dealt]).toEqual([round.id]);
    expect(a.settled + b.settled).toBe(100);
    expect((await live.step(new Date(round.closesAt.getTime() + 5000))).settled).toBe(0);

    const after = (await callEndpoint(app, LIVE_API.myRound, { roundId: round.id }, { token: members[0]!.token })).body
      .data;
    expect(after.round.status).toBe('settled');
    const seed = after.round.seed!;
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(after.round.seedHash);
    const hand = dealBaccarat(shoeOf({ serverSeed: seed, clientSeed: round.id, nonce: 0 }, BACCARAT_DECKS));
    expect(after.round.hand).toMatchObject({ player: hand.player, banker: hand.banker, winner: hand.winner });

    for (const [i, m] of members.entries()) {
      const mine = placed[i]!.body.data.bets;
      const returns = mine.reduce(
        (s, x) => s + baccaratReturnFen(x.spot, fen(x.amount), after.round.hand as LiveHand),
        0n,
      );
      const staked = mine.reduce((s, x) => s + fen(x.amount), 0n);
      expect(await central(m.uid)).toBe(100_000n - staked + returns);
    }
    const [entries] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from journal_entries where type = 'bet.payout' and ref like ${`live:${round.id}:%`}`,
    );
    const winners = members.filter((_, i) =>
      placed[i]!.body.data.bets.some(
        (x) => baccaratReturnFen(x.spot, fen(x.amount), after.round.hand as LiveHand) > 0n,
      ),
    );
    expect(entries!.n).toBe(winners.length);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('refuses a bet once the round is dealt, an unknown round and a bad spot, changing nothing', async () => {
    const round = await freshRound();
    const m = await member();
    await live.step(round.closesAt);
    const late = await bet(m.token, { roundId: round.id, bets: [{ spot: 'banker', amount: '10' }] }, 'en');
    expect(late.body).toMatchObject({ code: 0, msg: 'Betting on this round has closed: bet on the next one' });
    const unknown = await bet(m.token, { roundId: 'live_baccarat-1', bets: [{ spot: 'banker', amount: '10' }] }, 'en');
    expect(unknown.body).toMatchObject({ code: 0, msg: 'This round does not exist' });
    const spot = await bet(m.token, { roundId: round.id, bets: [{ spot: 'dragon', amount: '10' }] }, 'en');
    expect(spot.body).toMatchObject({ code: 0, msg: 'This betting spot does not exist' });
    expect(await central(m.uid)).toBe(100_000n);
  });

  it('shows the table with the road, and the bets in the bet records with their round', async () => {
    const round = await freshRound();
    const m = await member();
    const placed = await bet(m.token, { roundId: round.id, bets: [{ spot: 'player', amount: '20' }] }, 'en');
    await live.step(round.closesAt);
    const table = (await callEndpoint(app, LIVE_API.table, { table: 'live_baccarat' }, { lang: 'en' })).body.data;
    expect(table.name).toBe('Live Baccarat');
    expect(table.road.at(-1)).toMatchObject({ roundId: round.id });
    expect(table.last?.roundId).toBe(round.id);

    const orderNo = placed.body.data.bets[0]!.orderNo;
    const list = await callEndpoint(
      app,
      BETRECORD_API.getBetList,
      { platform: 'house' },
      { token: m.token, lang: 'en' },
    );
    expect(list.body.data.list[0]).toMatchObject({
      orderNo,
      game: 'live_baccarat',
      gameName: 'Live Baccarat',
      gameType: 'live',
      content: 'Player 20.00',
      drawId: round.id,
      status: 'completed',
    });
    const detail = await callEndpoint(app, BETRECORD_API.getBetDetail, { orderNo }, { token: m.token });
    expect(detail.body.data.gameDetail).toMatchObject({
      kind: 'live',
      round: { roundId: round.id, status: 'settled' },
      bet: { orderNo },
    });
  });
});
