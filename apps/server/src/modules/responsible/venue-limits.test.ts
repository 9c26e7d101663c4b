import { describe, expect, it, vi } from 'vitest';
import { BETRECORD_API, CATALOGUE_API, translate, wallTime } from '@app/contract';
import { checkInvariants } from '../../ledger/index.ts';
import { openSlot } from '../../sandbox/venue/slot-client.ts';
import { callEndpoint, registerMember } from '../../../test/helper.ts';
import { limitOf, playerOf, setLimit, statusOf } from '../../../test/responsible.ts';
import { SLOTS, books, buildWalletApp, fund, startTestSandbox, transfer } from '../../../test/wallet.ts';

// The daily loss limit and the external venues (docs/decisions.md, Responsible play: what loss
// means): money moved into a venue wallet counts as at stake, and a reached limit stops play there.
// The platform's own bet sync runs every 200 ms, so what a venue's history says reaches the limit.
const sandbox = await startTestSandbox();
const app = await buildWalletApp(sandbox, { VENUE_BET_SYNC_INTERVAL_MS: '200' });
const db = app.database.db;
const tz = app.config.timeZone;

const openGame = (token: string, gameCode: string, lang: 'zh_hans' | 'en' = 'zh_hans') =>
  callEndpoint(app, CATALOGUE_API.openGame, { gameCode }, { token, lang });
const toSlots = (token: string, amount: string) =>
  transfer(app, token, { from: 'central', to: SLOTS.code, amount }, { lang: 'en' });
const lossUsed = async (token: string) => limitOf(await statusOf(app, token), 'loss_day');
/** A loss of `fen` at the sandbox slots, as a spin the member lost there. */
function loseAtSlots(memberId: number, fen: bigint) {
  const betId = sandbox.placeBet(SLOTS.merchant, playerOf(memberId), { game: 'lantern_reels', stake: fen });
  sandbox.settleBet(SLOTS.merchant, betId, { payout: 0n });
}
/** Waits for the platform's bet sync to have stored the member's `n` venue bets. */
const synced = (token: string, n: number) =>
  vi.waitFor(
    async () => {
      const list = await callEndpoint(app, BETRECORD_API.getBetList, { limit: '100' }, { token });
      expect(list.body.data.total).toBe(n);
    },
    { timeout: 5_000, interval: 100 },
  );

describe('the loss limit and venue wallets', () => {
  it('counts transfers into a venue: under a limit of 100, one of five transfers of 100 goes', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 100_000n);
    await setLimit(app, m.token, 'loss_day', '100');
    const before = await books(app, sandbox, m.uid);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await toSlots(m.token, '100'));
    expect(answers.map((a) => a.body.code)).toEqual([1, 0, 0, 0, 0]);
    const time = wallTime(new Date((await lossUsed(m.token)).resetsAt), tz);
    for (const refused of answers.slice(1)) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: 'responsible.refused.loss_stake',
        msg: translate('en', 'responsible.refused.loss_stake', { limit: '100.00', used: '100.00', time }),
      });
    }
    const after = await books(app, sandbox, m.uid);
    expect([after.central, after.slots, after.venueFloat - before.venueFloat]).toEqual([90_000n, 10_000n, 10_000n]);
    expect(after.venuePending).toBe(before.venuePending);
    expect((await lossUsed(m.token)).used).toBe('100.00');

    // All of it lost at the venue: counted once (the larger of moved in and lost, not their sum).
    loseAtSlots(m.uid, 10_000n);
    await synced(m.token, 1);
    expect((await lossUsed(m.token)).used).toBe('100.00');
    const again = await toSlots(m.token, '0.01');
    expect(again.body).toMatchObject({ code: 0, error: 'responsible.refused.loss_day' });
    expect((await books(app, sandbox, m.uid)).central).toBe(90_000n);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('counts only the net moved in: money brought back may go in again', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 50_000n);
    await setLimit(app, m.token, 'loss_day', '100');
    // The house venue's wallet is ours and nothing stakes from it: what goes there does not add up.
    const house = await transfer(app, m.token, { from: 'central', to: 'house', amount: '100' });
    expect(house.body.code).toBe(1);
    expect((await lossUsed(m.token)).used).toBe('0.00');
    expect((await toSlots(m.token, '80')).body.code).toBe(1);
    const back = await transfer(app, m.token, { from: SLOTS.code, to: 'central', amount: '50' });
    expect(back.body.code).toBe(1);
    expect((await lossUsed(m.token)).used).toBe('30.00');
    expect((await toSlots(m.token, '70.01')).body.error).toBe('responsible.refused.loss_stake');
    expect((await toSlots(m.token, '70')).body.code).toBe(1);
    expect((await lossUsed(m.token)).used).toBe('100.00');
    const b = await books(app, sandbox, m.uid);
    expect([b.central, b.slots, b.house]).toEqual([30_000n, 10_000n, 10_000n]);
    expect((await checkInvariants(db)).problems).toEqual([]);
  });

  it('counts a loss of a venue balance from an earlier day, refuses launches once the loss reaches the limit and ends the open session', async () => {
    const m = await registerMember(app);
    await fund(app, m.uid, 50_000n);
    // A balance at the venue from before today: the player made by a launch, the money won there.
    expect((await openGame(m.token, 'lantern_reels')).body.code).toBe(1);
    sandbox.play(SLOTS.merchant, playerOf(m.uid), 50_000n);
    await setLimit(app, m.token, 'loss_day', '100');

    loseAtSlots(m.uid, 6_000n);
    await synced(m.token, 1);
    expect((await lossUsed(m.token)).used).toBe('60.00');
    expect((await toSlots(m.token, '40.01')).body.error).toBe('responsible.refused.loss_day');
    const opened = await openGame(m.token, 'jade_garden');
    expect(opened.body.code).toBe(1);
    const slot = (await openSlot((opened.body.data as { url: string }).url))!;
    const spun = await slot.spin('1.00');
    expect(spun.body.result).toBe('success');
    const won = BigInt(String(spun.body.win).replace('.', ''));

    // Lost exactly up to the limit (60, the spin, and this): reached, so the open session plays no
    // more and no game opens. Waited for on the game's state, which places no bet.
    loseAtSlots(m.uid, 4_000n - (100n - won));
    await vi.waitFor(async () => expect((await slot.state()).status).toBe(401), { timeout: 5_000, interval: 100 });
    expect((await slot.spin('1.00')).body).toEqual({ result: 'failed', reason: 'session_expired' });
    const day = await lossUsed(m.token);
    expect(day.used).toBe('100.00');
    for (const lang of ['zh_hans', 'en'] as const) {
      const refused = await openGame(m.token, 'lantern_reels', lang);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 0,
        error: 'responsible.refused.loss_reached',
        msg: translate(lang, 'responsible.refused.loss_reached', {
          limit: '100.00',
          used: day.used,
          time: wallTime(new Date(day.resetsAt), tz),
        }),
      });
    }
    expect((await checkInvariants(db)).problems).toEqual([]);
  });
});
