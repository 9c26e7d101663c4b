import { describe, expect, it } from 'vitest';
import { BLACKJACK_DECKS, CARDS_API, replayBlackjack, type BlackjackAction, type CardRound } from '@app/contract';
import { account, balanceOf, checkInvariants } from '../../ledger/index.ts';
import { shoeOf } from '../../lib/card-shoe.ts';
import { buildTestApp, callEndpoint, registerMember, unchecked } from '../../../test/helper.ts';
import { fund, newKey } from '../../../test/money.ts';

const app = await buildTestApp();
const db = app.database.db;
const fen = (money: string) => BigInt(money.replace('.', ''));
const central = (memberId: number) => balanceOf(db, account.central(memberId));

async function member(yuan = 2000n) {
  const m = await registerMember(app);
  await fund(db, m.uid, yuan * 100n);
  return m;
}
const deal = (token: string, stake: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, CARDS_API.blackjackDeal, { stake }, { token, lang, headers: { 'idempotency-key': newKey() } });
const act = (token: string, orderNo: string, action: string, lang: 'zh_hans' | 'en' = 'en') =>
  callEndpoint(app, CARDS_API.blackjackAct, unchecked({ orderNo, action }), {
    token,
    lang,
    headers: { 'idempotency-key': newKey() },
  });

/** A plain strategy that meets every move over enough rounds: split pairs, double 10 and 11, hit below 17. */
function choose(round: CardRound): BlackjackAction {
  const bj = round.blackjack!;
  if (bj.actions.includes('insurance')) return round.orderNo.endsWith('1') ? 'insurance' : 'no_insurance';
  const hand = bj.hands[bj.active]!;
  if (bj.actions.includes('split')) return 'split';
  if (bj.actions.includes('double') && (hand.total === 10 || hand.total === 11) && !hand.soft) return 'double';
  return hand.total < 17 ? 'hit' : 'stand';
}

describe('blackjack', () => {
  it('plays rounds to the end: each move staked, the round paid once, and every round replays from its seed', async () => {
    const m = await member();
    let expected = 200_000n;
    const rounds: CardRound[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      let res = await deal(m.token, '10.00');
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      let round = res.body.data.round;
      while (round.status === 'unfinished') {
        // The hole card and the dealer's total stay hidden while the member plays.
        expect(round.blackjack!.dealer).toHaveLength(1);
        expect(round.blackjack!.dealerTotal).toBeNull();
        const move = choose(round);
        seen.add(move);
        res = await act(m.token, round.orderNo, move);
        expect(res.body.code, JSON.stringify(res.body)).toBe(1);
        round = res.body.data.round;
      }
      expect(round.blackjack!.dealer.length).toBeGreaterThanOrEqual(2);
      expect(fen(round.payout!)).toBe(
        round.blackjack!.hands.reduce((s, h) => s + fen(h.payout!), 0n) +
          fen(round.blackjack!.insurancePayout ?? '0.00'),
      );
      expected += fen(round.payout!) - fen(round.stake);
      expect(fen(res.body.data.balance)).toBe(expected);
      rounds.push(round);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['hit', 'stand']));
    expect(await central(m.uid)).toBe(expected);
    expect((await checkInvariants(db)).problems).toEqual([]);

    const rotated = await callEndpoint(app, CARDS_API.rotateSeed, {}, { token: m.token });
    const revealed = rotated.body.data.revealed[0]!;
    for (const r of rounds) {
      const shoe = shoeOf(
        { serverSeed: revealed.serverSeed, clientSeed: r.fairness.clientSeed, nonce: r.fairness.nonce },
        BLACKJACK_DECKS,
      );
      const replayed = replayBlackjack(shoe, 1000n, r.moves);
      expect(replayed.finished).toBe(true);
      expect(replayed.returnFen).toBe(fen(r.payout!));
      expect(replayed.dealer).toEqual(r.blackjack!.dealer);
    }
  });

  it('keeps the seed while a round is open, and refuses moves not allowed, on a finished round, or of another member', async () => {
    const m = await member();
    let open: CardRound | null = null;
    while (!open) {
      const round = (await deal(m.token, '5')).body.data.round;
      if (round.status === 'unfinished') open = round;
    }
    const refused = await callEndpoint(app, CARDS_API.rotateSeed, {}, { token: m.token, lang: 'en' });
    expect(refused.body).toMatchObject({ code: 0, msg: 'Finish your unfinished hand before rotating the seed' });
    const notNow = open.blackjack!.phase === 'insurance' ? 'hit' : 'insurance';
    expect((await act(m.token, open.orderNo, notNow)).body).toMatchObject({
      code: 0,
      msg: 'That move is not allowed now',
    });
    expect((await act(m.token, open.orderNo, 'fold')).body.code).toBe(0);
    const other = await member();
    expect((await act(other.token, open.orderNo, 'stand')).body.code).toBe(0);
    const before = await central(m.uid);
    let round = open;
    while (round.status === 'unfinished') {
      const move = round.blackjack!.phase === 'insurance' ? 'no_insurance' : 'stand';
      round = (await act(m.token, round.orderNo, move)).body.data.round;
    }
    expect(await central(m.uid)).toBe(before + fen(round.payout!));
    expect((await act(m.token, round.orderNo, 'stand')).body).toMatchObject({
      code: 0,
      msg: 'This hand is already over',
    });
    expect((await callEndpoint(app, CARDS_API.rotateSeed, {}, { token: m.token })).body.code).toBe(1);
  });

  it('refuses a double the wallet cannot cover, changing nothing', async () => {
    const m = await member(10n);
    let open: CardRound | null = null;
    while (!open) {
      // Each deal stakes the whole wallet, so nothing is left for a double.
      const all = await central(m.uid);
      if (all < 100n) await fund(db, m.uid, 1000n);
      const stake = (await central(m.uid)) > 500_000n ? 500_000n : await central(m.uid);
      const res = await deal(m.token, (Number(stake) / 100).toFixed(2));
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
      let round = res.body.data.round;
      if (round.status === 'unfinished' && round.blackjack!.actions.includes('double')) open = round;
      while (!open && round.status === 'unfinished') {
        const move = round.blackjack!.phase === 'insurance' ? 'no_insurance' : 'stand';
        round = (await act(m.token, round.orderNo, move)).body.data.round;
      }
    }
    expect(await central(m.uid)).toBe(0n);
    const res = await act(m.token, open.orderNo, 'double');
    expect(res.body.code).toBe(0);
    expect(await central(m.uid)).toBe(0n);
    const still = await callEndpoint(app, CARDS_API.round, { orderNo: open.orderNo }, { token: m.token });
    expect(still.body.data).toMatchObject({ status: 'unfinished', stake: open.stake, moves: open.moves });
  });
});
