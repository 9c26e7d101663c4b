import { describe, expect, it } from 'vitest';
import { en } from '@app/contract/messages';
import { registerMember } from '../../../test/helper.ts';
import { buildLotteryApp, enterWindow, placeOrder } from '../../../test/lottery.ts';
import { fund } from '../../../test/money.ts';
import { ordersOf, submitFeedback, text, ticketCount } from '../../../test/feedback.ts';

const { app, lottery } = await buildLotteryApp();
enterWindow(new Date(), app.config.timeZone);
const player = await registerMember(app);
const other = await registerMember(app);
await fund(app.database.db, player.uid, 10_000n);
await lottery.tick(new Date());
const draw = (await lottery.gameInfo('pc28', 'en')).current!;
const placed = await placeOrder(app, player.token, { drawId: draw.drawId, bets: [{ kind: 'odd', amount: '5' }] });
const betNo = placed.body.data.bets[0]!.orderNo;

describe('feedback about a bet', () => {
  it("offers the member's lottery bet with its game and stake", async () => {
    const bet = (await ordersOf(app, player.token, 'en')).find((o) => o.orderNo === betNo);
    expect(bet).toMatchObject({ kind: 'bet', amount: '5.00' });
    expect(bet!.label.startsWith('Bet')).toBe(true);
  });

  it('takes the bet as the related order, and refuses it to another member', async () => {
    const body = { type: 'game', orderNo: betNo, content: text(25) };
    expect((await submitFeedback(app, player.token, body)).body.code).toBe(1);
    const refused = await submitFeedback(app, other.token, body, { lang: 'en' });
    expect(refused.body).toMatchObject({ code: 0, msg: en['feedback.order_invalid'] });
    expect(await ticketCount(app, other.uid)).toBe(0);
  });
});
