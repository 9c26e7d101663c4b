import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BETRECORD_API,
  RECORDS_API,
  CARDS_API,
  TABLE_DECKS,
  playTable,
  shuffledShoe,
  blocksFor,
  cardMessage,
  type CardRound,
} from '@app/contract';
import { queryRows } from '../../db/client.ts';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { fund, newKey, requireTurnover } from '../../../test/money.ts';
import { systemClock } from '../../lib/clock.ts';
import { startTurnover } from '../turnover/index.ts';

const app = await buildTestApp();
const db = app.database.db;
const turnover = startTurnover({ clock: systemClock });
const fen = (money: string) => BigInt(money.replace('.', ''));
const central = (memberId: number) => balanceOf(db, account.central(memberId));

async function richMember(yuan = 1000n) {
  const m = await registerMember(app);
  await fund(db, m.uid, yuan * 100n);
  return m;
}

const play = (token: string, body: unknown, key = newKey(), lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, CARDS_API.playTable, unchecked(body), { token, lang, headers: { 'idempotency-key': key } });

/** Recomputes a round from a revealed seed, as the member's browser does. */
function recompute(round: CardRound, serverSeed: string) {
  const key = Buffer.from(serverSeed, 'hex');
  const game = round.game as 'baccarat' | 'dragon_tiger';
  const decks = TABLE_DECKS[game];
  const blocks: Uint8Array[] = [];
  let cards: number[] | null = null;
  for (let n = blocksFor(decks * 52); cards === null; n += 1) {
    while (blocks.length < n) {
      blocks.push(
        createHmac('sha256', key)
          .update(cardMessage(round.fairness.clientSeed, round.fairness.nonce, blocks.length))
          .digest(),
      );
    }
    cards = shuffledShoe(decks, blocks);
  }
  const bets = round.bets.map((b) => ({ spot: b.spot, stakeFen: fen(b.amount) }));
  return { hash: createHash('sha256').update(key).digest('hex'), ...playTable(game, cards, bets) };
}

describe('card tables', () => {
  it('plays baccarat from the central wallet: stakes out, payouts in, turnover worked off, books exact', async () => {
    const m = await richMember();
    await requireTurnover(db, m.uid, 20_000n);
    const seeds = (await callEndpoint(app, CARDS_API.seeds, undefined, { token: m.token })).body.data;
    expect(seeds.active.nonce).toBe(0);
    expect(seeds.revealed).toEqual([]);

    let expected = 100_000n;
    for (let i = 0; i < 5; i += 1) {
      const res = await play(m.token, {
        game: 'baccarat',
        bets: [
          { spot: 'banker', amount: '20.00' },
          { spot: 'tie', amount: '5' },
          { spot: 'player_pair', amount: 1 },
        ],
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      const { round, balance } = res.body.data;
      expect(round).toMatchObject({ game: 'baccarat', status: 'completed', stake: '26.00', gameName: '百家乐' });
      expect(round.fairness).toMatchObject({ serverSeedHash: seeds.active.serverSeedHash, serverSeed: null, nonce: i });
      const paid = round.bets.reduce((s, b) => s + fen(b.payout!), 0n);
      expect(fen(round.payout!)).toBe(paid);
      expected += paid - 2600n;
      expect(fen(balance)).toBe(expected);
    }
    expect(await central(m.uid)).toBe(expected);
    // The money log shows each stake as a bet and each payout as winnings, with the round's ref.
    const log = await callEndpoint(
      app,
      RECORDS_API.getMoneyLogList,
      { range: 'today', limit: '50' },
      { token: m.token },
    );
    const lines = log.body.data.list.filter((l) => l.ref.startsWith('card:'));
    expect(lines.filter((l) => l.type === 'bet')).toHaveLength(5);
    expect(
      lines.filter((l) => l.type === 'win').every((l) => l.typeLabel === '派彩' && !l.amount.startsWith('-')),
    ).toBe(true);
    // 5 rounds of 26 yuan worked 130 of the 200 yuan owed off.
    expect(await turnover.remaining(db, m.uid)).toBe(20_000n - 5n * 2600n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('reveals the seed on rotation, and every round of it recomputes in full from the seed', async () => {
    const m = await richMember();
    const first = (await callEndpoint(app, CARDS_API.seeds, undefined, { token: m.token })).body.data.active;
    const rounds: CardRound[] = [];
    for (const game of ['baccarat', 'dragon_tiger', 'dragon_tiger'] as const) {
      const spot = game === 'baccarat' ? 'player' : 'tiger';
      const res = await play(m.token, {
        game,
        bets: [
          { spot, amount: '10' },
          { spot: 'tie', amount: '3.33' },
        ],
      });
      rounds.push(res.body.data.round);
    }
    const rotated = await callEndpoint(app, CARDS_API.rotateSeed, { clientSeed: 'my-lucky_seed' }, { token: m.token });
    expect(rotated.body).toMatchObject({ code: 1, msg: '种子已更换，旧的服务器种子已公开' });
    expect(rotated.body.data.active).toMatchObject({ clientSeed: 'my-lucky_seed', nonce: 0 });
    expect(rotated.body.data.active.serverSeedHash).not.toBe(first.serverSeedHash);
    const [revealed] = rotated.body.data.revealed;
    expect(revealed).toMatchObject({ serverSeedHash: first.serverSeedHash, clientSeed: first.clientSeed, rounds: 3 });

    for (const r of rounds) {
      const detail = await callEndpoint(app, CARDS_API.round, { orderNo: r.orderNo }, { token: m.token });
      const shown = detail.body.data;
      expect(shown.fairness.serverSeed).toBe(revealed!.serverSeed);
      const again = recompute(shown, revealed!.serverSeed);
      expect(again.hash).toBe(shown.fairness.serverSeedHash);
      expect(again.returns.map(String)).toEqual(shown.bets.map((b) => String(fen(b.payout!))));
      if (again.deal.game === 'dragon_tiger' && shown.hand?.game === 'dragon_tiger') {
        expect([again.deal.hand.dragon, again.deal.hand.tiger]).toEqual([shown.hand.dragon, shown.hand.tiger]);
      } else if (again.deal.game === 'baccarat' && shown.hand?.game === 'baccarat') {
        expect([again.deal.hand.player, again.deal.hand.banker]).toEqual([shown.hand.player, shown.hand.banker]);
      } else throw new Error('hand of another game');
    }
    // The next round deals from the new seed.
    const next = await play(m.token, { game: 'baccarat', bets: [{ spot: 'banker', amount: '10' }] });
    expect(next.body.data.round.fairness).toMatchObject({ clientSeed: 'my-lucky_seed', nonce: 0, serverSeed: null });
  });

  it('replays a retried round by its key and plays it once', async () => {
    const m = await richMember();
    const key = newKey();
    const body = { game: 'dragon_tiger', bets: [{ spot: 'dragon', amount: '50' }] };
    const [a, b] = await Promise.all([play(m.token, body, key), play(m.token, body, key)]);
    const ok = [a, b].filter((r) => r.body.code === 1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const again = await play(m.token, body, key);
    expect(again.body.data.round.orderNo).toBe(ok[0]!.body.data.round.orderNo);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from card_rounds where member_id = ${m.uid}`,
    );
    expect(count!.n).toBe(1);
    expect(await central(m.uid)).toBe(fen(again.body.data.balance));
  });

  it.each([
    [
      'unknown spot',
      { game: 'baccarat', bets: [{ spot: 'dragon', amount: '10' }] },
      'This betting spot does not exist',
    ],
    [
      'spot twice',
      {
        game: 'baccarat',
        bets: [
          { spot: 'tie', amount: '1' },
          { spot: 'tie', amount: '2' },
        ],
      },
      'Each spot takes one bet',
    ],
    ['no bets', { game: 'dragon_tiger', bets: [] }, 'Place a bet on at least one spot'],
    ['unknown game', { game: 'poker', bets: [{ spot: 'tie', amount: '1' }] }, 'This game does not exist'],
    [
      'stake too small',
      { game: 'dragon_tiger', bets: [{ spot: 'tie', amount: '0.99' }] },
      'Each bet must be 1.00-5000.00 yuan',
    ],
    [
      'stake too large',
      { game: 'dragon_tiger', bets: [{ spot: 'tie', amount: '5000.01' }] },
      'Each bet must be 1.00-5000.00 yuan',
    ],
    ['bad amount', { game: 'dragon_tiger', bets: [{ spot: 'tie', amount: '1.234' }] }, null],
    ['more than the wallet', { game: 'dragon_tiger', bets: [{ spot: 'tie', amount: '2000' }] }, null],
  ])('refuses %s in the member language and changes nothing', async (_, body, message) => {
    const m = await richMember(1000n);
    const res = await play(m.token, body, newKey(), 'en');
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).toBe(0);
    if (message) expect(res.body.msg).toBe(message);
    expect(await central(m.uid)).toBe(100_000n);
    const seeds = (await callEndpoint(app, CARDS_API.seeds, undefined, { token: m.token })).body.data;
    expect(seeds.active.nonce).toBe(0);
  });

  it('lists the rounds in the bet records, with the round and its seed in the detail', async () => {
    const m = await richMember();
    const res = await play(m.token, { game: 'baccarat', bets: [{ spot: 'player', amount: '12.5' }] }, newKey(), 'en');
    const round = res.body.data.round;
    const list = await callEndpoint(
      app,
      BETRECORD_API.getBetList,
      { platform: 'house' },
      { token: m.token, lang: 'en' },
    );
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      orderNo: round.orderNo,
      platform: 'house',
      game: 'baccarat',
      gameName: 'Baccarat',
      gameType: 'cards',
      content: 'Player 12.50',
      stake: '12.50',
      validStake: '12.50',
      status: 'completed',
    });
    const detail = await callEndpoint(app, BETRECORD_API.getBetDetail, { orderNo: round.orderNo }, { token: m.token });
    expect(detail.body.data.gameDetail).toMatchObject({ kind: 'cards', round: { orderNo: round.orderNo } });
    const totals = await callEndpoint(app, BETRECORD_API.getTotalList, {}, { token: m.token });
    expect(totals.body.data.total).toMatchObject({ bets: 1, stake: '12.50' });
    // Another member finds nothing by that number.
    const other = await richMember();
    const theirs = await callEndpoint(app, CARDS_API.round, { orderNo: round.orderNo }, { token: other.token });
    expect(theirs.body.code).toBe(0);
  });
});
