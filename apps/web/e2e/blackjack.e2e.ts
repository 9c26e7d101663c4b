import type { BlackjackAction, CardRound } from '@app/contract';
import { expect, test, type Page } from '@playwright/test';
import { depositThroughPage, operatorSession } from './money-support';
import { registerMember, zh } from './support';

type Played = { code: number; msg: string; data: { round: CardRound; balance: string } };

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
const yuan = (amount: string) => fill(zh['money.cny'], { amount });
/** "1,234.50" as the pages write an amount. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',');
const fen = (money: string) => Math.round(Number(money) * 100);

/** The buttons' order on the page (blackjack-actions.tsx): the round's allowed moves, no others. */
const ORDER: BlackjackAction[] = ['insurance', 'no_insurance', 'hit', 'stand', 'double', 'split'];

/** A plain play from the buttons shown: no insurance, split a pair, hit below 17, else stand. */
function choose(round: CardRound): BlackjackAction {
  const bj = round.blackjack!;
  if (bj.actions.includes('no_insurance')) return 'no_insurance';
  if (bj.actions.includes('split')) return 'split';
  return bj.hands[bj.active]!.total < 17 ? 'hit' : 'stand';
}

/** Taps `action` and answers the round the server sent back. */
async function tap(page: Page, action: BlackjackAction): Promise<Played['data']> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/cards/blackjack/act'));
  await page.getByRole('button', { name: zh[`blackjack_page.action.${action}`], exact: true }).click();
  const body = (await (await answered).json()) as Played;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

test('from the card tab into Blackjack: deal, play the hand out with the buttons shown, the outcome and balance, rotate the seed, the round verified', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const operator = await operatorSession(request, baseURL!);
  await operator.offerFps();
  await registerMember(page);
  await operator.approveDeposit(await depositThroughPage(page, '500.00'));

  // The card tab lists Blackjack; it opens its table in the app.
  await page.goto('./#/pages/tabbarPages/home/qp');
  await expect(page.getByTestId('game-grid')).toContainText(zh['cards.game.blackjack']);
  await page.getByRole('button', { name: fill(zh['games.open_game'], { name: zh['cards.game.blackjack'] }) }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/game\?game=blackjack$/);
  await expect(page.getByRole('heading', { name: zh['cards.game.blackjack'] })).toBeVisible();
  await expect(page.getByTestId('card-balance')).toHaveText(yuan('500.00'));

  // A stake of 10 + 10 on the spot, then Deal: one round, the hole card face down.
  await page.getByRole('button', { name: fill(zh['card_page.chip'], { amount: '10.00' }) }).click();
  await page.getByTestId('bj-bet-spot').click();
  await page.getByTestId('bj-bet-spot').click();
  await expect(page.getByTestId('bj-spot-stake')).toHaveText('20.00');
  const dealt = page.waitForResponse((r) => r.url().includes('/api/cards/blackjack/deal'));
  await page.getByRole('button', { name: zh['card_page.deal'], exact: true }).click();
  const deal = (await (await dealt).json()) as Played;
  expect(deal.code, deal.msg).toBe(1);
  let round = deal.data.round;
  let balance = deal.data.balance;
  expect(round.stake).toBe('20.00');

  if (round.status === 'unfinished') {
    // The hand survives a reload: the page resumes it with the same moves.
    const dealer = page.getByTestId('bj-dealer');
    await expect(dealer.locator('.pcard')).toHaveCount(2, { timeout: 15_000 });
    await expect(dealer.locator('[data-card]')).toHaveCount(1);
    await page.reload();
    await expect(page.getByText(zh['blackjack_page.resumed'])).toBeVisible();
  }
  // Play it out with exactly the buttons the round allows.
  while (round.status === 'unfinished') {
    const actions = page.getByTestId('bj-actions');
    await expect(actions).toBeVisible({ timeout: 15_000 });
    const shown = ORDER.filter((a) => round.blackjack!.actions.includes(a)).map(
      (a) => zh[`blackjack_page.action.${a}`],
    );
    await expect(actions.getByRole('button')).toHaveText(shown);
    ({ round, balance } = await tap(page, choose(round)));
  }

  // The end: every card up, each hand's outcome and payout, the round's win or loss, the balance.
  const bj = round.blackjack!;
  await expect(page.getByTestId('round-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bj-dealer').locator('[data-card]')).toHaveCount(bj.dealer.length);
  for (const [i, hand] of bj.hands.entries()) {
    await expect(page.getByTestId(`bj-hand-${i}`).locator('[data-card]')).toHaveCount(hand.cards.length);
    await expect(page.getByTestId(`bj-outcome-${i}`)).toContainText(zh[`blackjack_page.outcome.${hand.outcome!}`]);
    await expect(page.getByTestId(`bj-payout-${i}`)).toContainText(hand.payout!);
  }
  const winLose = round.winLose!;
  await expect(page.getByTestId('round-win-lose')).toContainText(
    `${winLose.startsWith('-') ? '-' : '+'}${yuan(grouped(winLose.replace('-', '')))}`,
  );
  expect(fen(balance)).toBe(fen('500.00') - fen(round.stake) + fen(round.payout!));
  await expect(page.getByTestId('card-balance')).toHaveText(yuan(grouped(balance)));
  await page.getByRole('button', { name: zh['blackjack_page.new_hand'] }).click();
  // The table is clear for the next hand (the stake stays, unless the page was reloaded above).
  await expect(page.getByTestId('bj-bet-spot')).toBeVisible();
  await expect(page.getByTestId('bj-table')).toHaveCount(0);

  // The round among the recent ones, waiting for its seed; rotating the seed reveals it, and the page checks it.
  const row = page.getByTestId('recent-round').filter({ has: page.getByTestId('round-check') });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('round-check')).toHaveText(zh['blackjack_page.check_unrevealed']);
  await page.getByRole('button', { name: zh['card_page.fairness'] }).click();
  const sheet = page.getByTestId('fairness-sheet');
  await expect(sheet.getByTestId('active-seed-hash')).toHaveText(round.fairness.serverSeedHash);
  await sheet.getByRole('button', { name: zh['card_page.rotate'] }).click();
  await expect(page.getByText(zh['cards.seed_rotated'])).toBeVisible();
  await expect(sheet.getByTestId('revealed-seed')).toContainText(round.fairness.serverSeedHash);
  await page.locator('.adm-popup-close-icon').click();
  await expect(row.getByTestId('round-check')).toHaveText(zh['blackjack_page.check_verified']);

  // The round in the bet records, and its detail: the hands, and the round recomputed here.
  await page.goto('./#/pages/mine/betRecord');
  await expect(page.getByRole('heading', { name: zh['bet_record.title'] })).toBeVisible();
  const record = page.locator('.paged-list .adm-list-item').filter({ hasText: zh['cards.game.blackjack'] });
  await expect(record).toHaveCount(1);
  await record.click();
  await expect(page.getByRole('heading', { name: zh['bet_record.detail_title'] })).toBeVisible();
  await expect(page.locator('.bet-fields')).toContainText(round.orderNo);
  await expect(page.getByTestId('bj-dealer').locator('[data-card]')).toHaveCount(bj.dealer.length);
  const verification = page.getByTestId('card-verification');
  await expect(verification.getByText(zh['card_page.verified'], { exact: true })).toBeVisible();
  await expect(verification).not.toContainText(zh['card_page.mismatch']);
});
